// Spectator delay: in a game with people in it, spectators watch a mirror room that shows the game
// some moves behind, so that nobody watching live can tell a player what the others hold. The game room answers a
// spectator's join with SPECTATE_ELSEWHERE and the mirror's id; clients then join the mirror, which they know by the
// game's id (they keep using the game's id for everything else: replay, record, reconnecting).
import type { SpectateOptions } from "./roomOptions.js";

/** The error code of a refused spectator join whose message is the room to watch instead (HTTP's "see other"). */
export const SPECTATE_ELSEWHERE = 303;

/** The close code a game room drops its own spectators with when the game starts delayed: "come back through the door". */
export const WATCH_DELAYED_CLOSE = 4303;

/**
 * Colyseus' WebSocket path takes room ids of [A-Za-z0-9_-] only. Game ids (codes such as K7QMZ-P4XHN-2RTYB, and older
 * games' 9-character nanoids) are not mirror ids: a code holds no lower case, and a nanoid ending in "--watch" would be
 * a 1-in-64^7 draw.
 */
const WATCH_SUFFIX = "--watch";

/** The delayed mirror of a game. */
export function watchRoomIdOf(gameId: string): string {
  return `${gameId}${WATCH_SUFFIX}`;
}

/** The game a room shows: itself, or the game a delayed mirror follows. */
export function gameIdOfRoom(roomId: string): string {
  return roomId.endsWith(WATCH_SUFFIX) ? roomId.slice(0, -WATCH_SUFFIX.length) : roomId;
}

/**
 * Joins a game as a spectator with any client library's joinById: the game room itself, or, for a delayed game, the
 * mirror its answer names. Every client (the page, the load test, the tests) comes in through here.
 */
export async function joinAsSpectator<R>(joinById: (roomId: string, options: SpectateOptions) => Promise<R>, gameId: string): Promise<R> {
  try {
    return await joinById(gameId, { spectator: true });
  } catch (error) {
    const answer = error as { code?: unknown; message?: unknown } | null;
    if (answer?.code !== SPECTATE_ELSEWHERE || typeof answer.message !== "string") throw error;
    return joinById(answer.message, { spectator: true });
  }
}
