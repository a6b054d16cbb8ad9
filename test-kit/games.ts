// Games set up through the protocol, as players would: for tests about what comes after the setup.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import type { User } from "./accounts.js";
import { ask } from "./messages.js";

/**
 * A started two-player game: `a` creates it with `options` (name, colour red, seed…), `b` joins as blue, the game
 * starts and each keeps the opening tickets at the indices given.
 */
export async function startedGameOfTwo(a: User, b: User, options: Record<string, unknown>, keep: [number[], number[]]): Promise<{ ra: Room; rb: Room; gameId: string }> {
  const ra = await a.client.create("ttr", { color: "red", ...options });
  const rb = await b.client.joinById(ra.roomId, { color: "blue" });
  for (const r of [ra, rb]) r.onMessage("*", () => {});
  assert.equal((await ask(ra, "startGame")).code, "ok");
  assert.equal((await ask(ra, "selectDestinations", { destinationsSelected: keep[0] })).code, "ok");
  assert.equal((await ask(rb, "selectDestinations", { destinationsSelected: keep[1] })).code, "ok");
  return { ra, rb, gameId: ra.roomId };
}
