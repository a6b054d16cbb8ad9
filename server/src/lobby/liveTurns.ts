// Whose move it is in an async game, live, for the game's own players in the lobby. A game whose spectators are
// delayed lists whose move it is as they see it (metadata.ts: nothing public is newer than their view), yet its
// players, who see the live game anyway, must still find "your move" in their lobby at once. So the game room
// publishes the live names here, apart from its listing, and the lobby room puts them into the listings it sends to
// those players only. Through Colyseus' presence (a hash for lobbies that start later, a channel for changes), so a
// lobby in another process hears them too.
import { matchMaker } from "@colyseus/core";
import { errorField, log } from "../monitoring/log.js";

const LIVE_TURNS = "ttr:liveTurns";

/** What a lobby is told: the game, and the usernames whose move it is now (null: nothing to add to its listing). */
export type LiveTurnListener = (gameId: string, toMove: string[] | null) => void;

function namesOf(value: unknown): string[] | null {
  return Array.isArray(value) && value.every((name) => typeof name === "string") ? (value as string[]) : null;
}

function parsed(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

/** Publishes a game's live "to move", or its end (null). */
export function publishLiveTurn(gameId: string, toMove: string[] | null): void {
  const presence = matchMaker.presence;
  const kept = toMove ? presence.hset(LIVE_TURNS, gameId, JSON.stringify(toMove)) : presence.hdel(LIVE_TURNS, gameId);
  const told = presence.publish(LIVE_TURNS, [gameId, toMove]) as unknown;
  for (const pending of [kept, told]) {
    Promise.resolve(pending).catch((error: unknown) => log.error({ game: gameId, err: errorField(error) }, "could not publish whose move it is"));
  }
}

/** Calls `listener` with every game's live "to move" now, then with each change. Resolves to the unsubscribe. */
export async function subscribeLiveTurns(listener: LiveTurnListener): Promise<() => void> {
  const presence = matchMaker.presence;
  // Changes heard while the hash is being read are newer than what it says of the same games.
  let heard: Set<string> | null = new Set();
  const onMessage = (message: unknown) => {
    if (!Array.isArray(message) || typeof message[0] !== "string") return;
    heard?.add(message[0]);
    listener(message[0], namesOf(message[1]));
  };
  await presence.subscribe(LIVE_TURNS, onMessage);
  const stored = await presence.hgetall(LIVE_TURNS);
  for (const [gameId, json] of Object.entries(stored ?? {})) {
    if (heard.has(gameId)) continue;
    const names = namesOf(parsed(json));
    if (names) listener(gameId, names);
  }
  heard = null;
  return () => void presence.unsubscribe(LIVE_TURNS, onMessage);
}
