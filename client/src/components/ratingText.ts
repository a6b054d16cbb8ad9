// How a rating reads wherever it is shown (lobby header, leaderboard, profile, end screen).
import type { ShownRating } from "../../../shared-rules/protocol/index.js";

export function ratingText(rating: ShownRating | null): string {
  if (!rating) return "unrated";
  return `${rating.rating} ±${rating.rd}`;
}

/** A rating change as the end screen shows it: "1500 → 1516 (+16)". */
export function ratingChangeText(before: number, after: number): string {
  const delta = after - before;
  return `${before} → ${after} (${delta > 0 ? "+" : delta < 0 ? "−" : "±"}${Math.abs(delta)})`;
}

export function placeText(place: number): string {
  const suffix = place % 10 === 1 && place !== 11 ? "st" : place % 10 === 2 && place !== 12 ? "nd" : place % 10 === 3 && place !== 13 ? "rd" : "th";
  return `${place}${suffix}`;
}
