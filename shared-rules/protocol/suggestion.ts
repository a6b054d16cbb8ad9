// A suggested move (the `suggestMove` message): what the hard bot would play now for the asking seat, and why, as a
// code with values the client words in the reader's language. Only unrated games give one (see replyCodes.ts,
// `ratedGame`); the bot is given only that seat's own view, so a suggestion tells nothing the seat could not know.
import type { CardColor, Command } from "../src/index.js";

/** Why the bot would play the move it suggests. */
export const SUGGESTION_REASONS = [
  /** A claim that completes one of the seat's kept tickets: `ticket`. */
  "completesTicket",
  /** A claim on the way to an unfinished kept ticket: `ticket`, and the claim's `points`. */
  "buildsTowardTicket",
  /** A claim for its points alone (no open ticket runs through it): `points`. */
  "scoresPoints",
  /** A face-up card worth taking: `color`. */
  "drawsFaceUp",
  /** A blind card from the deck (nothing face up is needed). */
  "drawsFromDeck",
  /** Time to ask for more destination tickets. */
  "takesTickets",
  /** Which offered tickets to keep: `count` of them. */
  "keepsTickets",
  /** A station on `city`. */
  "buildsStation",
  /** Pay the tunnel's extra cards. */
  "paysTunnel",
  /** Take the cards back: the tunnel costs too much. */
  "declinesTunnel",
  /** Nothing else is legal. */
  "passes",
] as const;
export type SuggestionReasonCode = (typeof SUGGESTION_REASONS)[number];

/** A ticket as a reason names it. */
export interface SuggestedTicket {
  start: string;
  end: string;
  points: number;
}

export interface SuggestionReason {
  code: SuggestionReasonCode;
  ticket?: SuggestedTicket;
  points?: number;
  color?: CardColor;
  count?: number;
  city?: string;
}

/** The success reply's own fields: the move (a rules Command the seat may send as it is) and its reason. */
export interface Suggestion {
  command: Command;
  reason: SuggestionReason;
}
