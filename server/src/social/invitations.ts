// Invitations to a waiting table, kept in the Colyseus presence (Redis with several processes) per invited account:
// a hash of game id → who invited and when. Only live while the table still waits and has a free seat: reading them
// drops (and forgets) those whose table started, filled or closed, so an invitation expires with its table.
import { matchMaker, type Presence } from "@colyseus/core";
import type { Invitation, LobbyMetadata } from "../../../shared-rules/protocol/index.js";

/** Invitations one account holds at once: past it, the oldest goes, so a flood of invitations stays bounded. */
export const MAX_INVITATIONS_HELD = 20;
/** An invitation nobody answered is forgotten after this, whatever its table does (a table waits far less long). */
export const INVITATION_TTL_SECONDS = 24 * 3600;

interface Stored {
  from: string;
  gameName: string;
  at: number;
}

const keyOf = (userId: number) => `ttr:invitations:${userId}`;

function storedOf(text: string): Stored | null {
  try {
    const s = JSON.parse(text) as Partial<Stored>;
    return typeof s.from === "string" && typeof s.gameName === "string" && typeof s.at === "number" ? { from: s.from, gameName: s.gameName, at: s.at } : null;
  } catch {
    return null;
  }
}

export class Invitations {
  constructor(private readonly presence: () => Presence = () => matchMaker.presence) {}

  async add(userId: number, gameId: string, from: string, gameName: string): Promise<void> {
    const key = keyOf(userId);
    await this.presence().hset(key, gameId, JSON.stringify({ from, gameName, at: Date.now() } satisfies Stored));
    await this.presence().expire(key, INVITATION_TTL_SECONDS);
    if ((await this.presence().hlen(key)) <= MAX_INVITATIONS_HELD) return;
    const held = Object.entries(await this.presence().hgetall(key)).map(([id, text]) => ({ id, at: storedOf(text)?.at ?? 0 }));
    held.sort((a, b) => a.at - b.at);
    for (const old of held.slice(0, held.length - MAX_INVITATIONS_HELD)) await this.presence().hdel(key, old.id);
  }

  /** The account's invitations whose table still waits with a free seat, newest first; the rest are forgotten. */
  async live(userId: number): Promise<Invitation[]> {
    const key = keyOf(userId);
    const held = Object.entries((await this.presence().hgetall(key)) ?? {});
    const live: (Invitation & { at: number })[] = [];
    for (const [gameId, text] of held) {
      const stored = storedOf(text);
      const metadata = (await matchMaker.query({ roomId: gameId, name: "ttr" }))[0]?.metadata as LobbyMetadata | undefined;
      if (!stored || !metadata || metadata.status !== "waiting" || metadata.availableColors.length === 0) {
        await this.presence().hdel(key, gameId);
        continue;
      }
      live.push({ gameId, gameName: metadata.gameName, from: stored.from, availableColors: metadata.availableColors, at: stored.at });
    }
    return live.sort((a, b) => b.at - a.at).map(({ at: _at, ...invitation }) => invitation);
  }

  /** Answered (joined or declined). */
  async forget(userId: number, gameId: string): Promise<void> {
    await this.presence().hdel(keyOf(userId), gameId);
  }
}
