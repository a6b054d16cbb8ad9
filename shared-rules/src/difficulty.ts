// The bot levels a seat can be given. A game setting, not a rule: it lives here so that the server's records,
// the bots and the client name it from one place without importing each other.
export type Difficulty = "easy" | "medium" | "hard";
export const DIFFICULTIES: readonly Difficulty[] = ["easy", "medium", "hard"];
