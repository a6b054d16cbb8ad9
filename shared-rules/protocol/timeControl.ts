// A game's time control, chosen when it is created. `realtime`: a short time per turn plus a reserve
// per player for turns that run over; `relaxed`: no time limit while the player is connected (a learner reading the
// board is never hurried; a seat whose person drops is still taken over after RECONNECT_SECONDS); `async`: a long
// time per turn, and a player may leave and come back at any time without a bot taking the seat. When a seat's time
// is up the bot plays that turn for it. The lengths are the server's settings (TURN_SECONDS, TURN_RESERVE_SECONDS,
// ASYNC_TURN_HOURS); the synced state carries each seat's deadline, so clients only count down.
export const TIME_CONTROLS = ["realtime", "relaxed", "async"] as const;
export type TimeControl = (typeof TIME_CONTROLS)[number];

export function isTimeControl(value: string): value is TimeControl {
  return (TIME_CONTROLS as readonly string[]).includes(value);
}

/**
 * What a create without `timeControl` gets, unless the server chooses `relaxed` for it: a game the host starts with
 * bots, or one of a new account's first NEW_PLAYER_RELAXED_GAMES games.
 */
export const DEFAULT_TIME_CONTROL: TimeControl = "realtime";

/** A new account's first games default to the relaxed clock. */
export const NEW_PLAYER_RELAXED_GAMES = 3;
