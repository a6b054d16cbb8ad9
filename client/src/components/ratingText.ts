// How a rating reads wherever it is shown (lobby header, leaderboard, profile, end screen).
import type { ShownRating } from "../../../shared-rules/protocol/index.js";
import { msg, t, type Message } from "../i18n/i18n.js";

export function ratingText(rating: ShownRating | null): string {
  if (!rating) return t("rating.unrated");
  return t("rating.value", { rating: rating.rating, rd: rating.rd });
}

/** The same, said again at each language change (numbers are written the language's way: 1 500 in French). */
export function ratingMessage(rating: ShownRating | null): Message {
  return rating ? msg("rating.value", { rating: rating.rating, rd: rating.rd }) : msg("rating.unrated");
}

/** A rating change as the end screen shows it: "1500 → 1516 (+16)". */
export function ratingChangeText(before: number, after: number): string {
  const delta = after - before;
  return `${before} → ${after} (${delta > 0 ? "+" : delta < 0 ? "−" : "±"}${Math.abs(delta)})`;
}

/** A place as an ordinal in the reader's language (1st, 1er, 1., 1.º), through Intl's ordinal plural rules. */
export function placeText(place: number): string {
  return t("place", { count: place, ordinal: true });
}

export function placeMessage(place: number): Message {
  return msg("place", { count: place, ordinal: true });
}
