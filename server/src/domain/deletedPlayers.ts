// A deleted account's seat, as every answer serves it. Records keep each seat's account id beside the name it had
// (seats are stored with the game, in the log or the games table, and never rewritten), so the name is swapped for
// DELETED_PLAYER_NAME where it leaves the server: one look-up of the accounts of a whole list of games. The seat keeps
// its account id, so a new account that registers the name once it is free never gets the old games.
import { DELETED_PLAYER_NAME } from "../../../shared-rules/protocol/index.js";
import type { SeatRecord } from "./records.js";

/** What the mapping needs of the user store (types.ts `UserStore.deletedAmong`). */
export interface DeletedAccounts {
  deletedAmong(userIds: readonly number[]): Promise<Set<number>>;
}

type Seated = { seats: readonly SeatRecord[] };

/** The games with each deleted account's seat named DELETED_PLAYER_NAME (copies; the games given are not changed). */
export async function withDeletedPlayers<G extends Seated>(users: DeletedAccounts, games: readonly G[]): Promise<G[]> {
  const ids = [...new Set(games.flatMap((g) => g.seats.flatMap((s) => (s.userId === null ? [] : [s.userId]))))];
  const deleted = ids.length === 0 ? new Set<number>() : await users.deletedAmong(ids);
  if (deleted.size === 0) return [...games];
  return games.map((g) =>
    g.seats.some((s) => s.userId !== null && deleted.has(s.userId))
      ? { ...g, seats: g.seats.map((s) => (s.userId !== null && deleted.has(s.userId) ? { ...s, username: DELETED_PLAYER_NAME } : s)) }
      : g,
  );
}

/** One game's seats as served. */
export async function withDeletedPlayer<G extends Seated>(users: DeletedAccounts, game: G): Promise<G> {
  const [shown] = await withDeletedPlayers(users, [game]);
  return shown ?? game;
}
