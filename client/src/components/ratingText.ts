// How a rating reads wherever it is shown (lobby header, leaderboard, profile).
import type { ShownRating } from "../../../shared-rules/protocol/index.js";

export function ratingText(rating: ShownRating | null): string {
  if (!rating) return "unrated";
  return `${rating.rating} ±${rating.rd}`;
}

export function placeText(place: number): string {
  const suffix = place % 10 === 1 && place !== 11 ? "st" : place % 10 === 2 && place !== 12 ? "nd" : place % 10 === 3 && place !== 13 ? "rd" : "th";
  return `${place}${suffix}`;
}
