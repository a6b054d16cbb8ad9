// What the operator-facing tests (metrics, logs, admin, health) share: a whole game of two people played over the
// wire, with one command the server must refuse (a move out of turn), so counters, log lines and rooms have moved.
import assert from "node:assert/strict";
import { ask, type User } from "../../test-kit/index.js";
import { playToEnd, rulesOf } from "./autoplay.js";
import type { Room } from "colyseus.js";

export interface PlayedGame {
  gameId: string;
  rooms: Room[];
  /** The reply code of the refused command. */
  refusedCode: string;
}

/** `a` hosts (without a seed option: the server draws a secret one), `b` joins; one refusal, then the game to its end. */
export async function playRefusedAndWhole(a: User, b: User): Promise<PlayedGame> {
  const host = await a.client.create("ttr", { gameName: "Observed", color: "red" });
  const guest = await b.client.joinById(host.roomId, { color: "blue" });
  const rooms = [host, guest];
  for (const r of rooms) r.onMessage("*", () => {});
  assert.equal((await ask(host, "startGame")).code, "ok");
  for (const r of rooms) assert.equal((await ask(r, "selectDestinations", { destinationsSelected: [0, 1] })).code, "ok");
  // Whoever is not to move passes: refused, and nothing changes.
  const idle = rulesOf(host.roomId).currentPlayer === 0 ? guest : host;
  const refused = await ask(idle, "pass");
  assert.notEqual(refused.code, "ok");
  await playToEnd(host.roomId, new Map(rooms.map((r, seat) => [seat, r])));
  return { gameId: host.roomId, rooms, refusedCode: refused.code };
}

/** The value of one series in a Prometheus text (`name{labels}` as printed), or undefined when absent. */
export function seriesValue(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z0-9_:]+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...match[2].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}
