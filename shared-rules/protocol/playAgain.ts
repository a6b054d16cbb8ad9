// Play again: at a game's end, a person proposes a new game with the same people, bots and options, the seats turned
// by one (the first player of the old game plays last). Each other person accepts or declines, on the end screen or
// in the lobby; the new game starts when all of them have answered or the proposal lapses, with bots in the seats of
// those who declined or never answered.

/** Where one seat of the proposed game stands. */
export type PlayAgainAnswer = "proposer" | "accepted" | "declined" | "waiting" | "bot";

/** One seat of the proposed game, in its new turn order. */
export interface PlayAgainSeat {
  username: string;
  answer: PlayAgainAnswer;
}

/**
 * The `playAgainProposal` notice (the ended game's room, and the lobby to its people who went back there): the proposal as it
 * stands. `newGameId` is set once the new game has started (join it by that id); `lapsed` when it ended without one.
 */
export interface PlayAgainNotice {
  /** The ended game the proposal comes from (the lobby answers through it). */
  gameId: string;
  by: string;
  seats: PlayAgainSeat[];
  /** Epoch ms when unanswered seats count as declined. */
  expiresAt: number;
  newGameId: string | null;
  lapsed: boolean;
}
