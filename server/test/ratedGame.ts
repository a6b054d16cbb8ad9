// A short seeded game between two people on a test server, played to its end and rated: the ratings tests' unit of
// play (six trains each, so a game is a few dozen moves).
import assert from "node:assert/strict";
import type { GameRecord } from "../src/domain/records.js";
import { ask, until, type TestServer, type User } from "../../test-kit/index.js";
import { playToEnd } from "./autoplay.js";

/** Plays a game of `a` (red) and `b` (blue) on `map` to its end; answers a copy of its record once it is rated. */
export async function playRatedShortGame(ts: TestServer, a: User, b: User, map: string, seed: number): Promise<GameRecord> {
  const ra = await a.client.create("ttr", { gameName: `Board ${map}`, color: "red", map, trainsPerPlayer: 6, seed });
  const rb = await b.client.joinById(ra.roomId, { color: "blue" });
  for (const r of [ra, rb]) r.onMessage("*", () => {});
  assert.equal((await ask(ra, "startGame")).code, "ok");
  await playToEnd(ra.roomId, new Map([[0, ra], [1, rb]]));
  const record = ts.server.services.games.get(ra.roomId)!;
  await Promise.all([ra.leave(true), rb.leave(true)]);
  await until(() => record.rated === true, "the game's rating", 60_000);
  return structuredClone(record);
}
