// A game's time control, chosen when it is created. `realtime`: a short time per turn plus a reserve
// per player for turns that run over; `async`: a long time per turn, and a player may leave and come back at any
// time without a bot taking the seat. When a seat's time is up the bot plays that turn for it. The lengths are the
// server's settings (TURN_SECONDS, TURN_RESERVE_SECONDS, ASYNC_TURN_HOURS); the synced state carries each seat's
// deadline, so clients only count down.
export const TIME_CONTROLS = ["realtime", "async"] as const;
export type TimeControl = (typeof TIME_CONTROLS)[number];

/** What the create form offers first, and what a create without `timeControl` gets. */
export const DEFAULT_TIME_CONTROL: TimeControl = "realtime";
