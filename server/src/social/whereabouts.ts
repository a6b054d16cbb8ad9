// Who is looking at the lobby right now, across processes: a count of lobby connections per account in the Colyseus
// presence (a Redis hash with several processes), kept by the lobby rooms as people come and go. Where a friend plays
// or waits is read from the game listings themselves (social/friendStates.ts).
import { matchMaker, type Presence } from "@colyseus/core";
import { errorField, log } from "../monitoring/log.js";

const IN_LOBBY = "ttr:in-lobby";

export class Whereabouts {
  constructor(private readonly presence: () => Presence = () => matchMaker.presence) {}

  enteredLobby(userId: number): void {
    this.quietly(this.presence().hincrby(IN_LOBBY, String(userId), 1));
  }

  leftLobby(userId: number): void {
    this.quietly(
      Promise.resolve(this.presence().hincrby(IN_LOBBY, String(userId), -1)).then(async (left) => {
        if (left <= 0) await this.presence().hdel(IN_LOBBY, String(userId));
      }),
    );
  }

  /** Which of these accounts hold a lobby connection somewhere. */
  async inLobby(userIds: readonly number[]): Promise<Set<number>> {
    const counts = await Promise.all(userIds.map((id) => this.presence().hget(IN_LOBBY, String(id))));
    return new Set(userIds.filter((_, i) => Number(counts[i] ?? 0) > 0));
  }

  /** Presence writes are best effort: a lost one costs a friend's dot its colour, never a room. */
  private quietly(result: unknown): void {
    if (result instanceof Promise) result.catch((error: unknown) => log.warn({ err: errorField(error) }, "could not note a lobby visit"));
  }
}
