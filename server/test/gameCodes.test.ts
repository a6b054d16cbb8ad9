// One code format for every game (room/gameCode.ts): public, private and daily games all get 15 characters in three
// groups without 0/O or 1/I/L, which a person can read aloud and type in any case, with spaces or without hyphens.
// Games stored before that keep their 9-character Colyseus id and are still found by it, exactly as it is.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import { lookupIds } from "../src/room/gameCode.js";
import { ask, get, registerUser, startServer, tempDataDir, type TestServer } from "../../test-kit/index.js";
import { playToEnd } from "./autoplay.js";

const CODE = /^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/;

/** How people pass a code on: lower case, read out in groups with spaces, typed without the hyphens. */
function spoken(code: string): string[] {
  return [code.toLowerCase(), ` ${code.replaceAll("-", " ")} `, code.replaceAll("-", "").toLowerCase(), `${code.slice(0, 8).toLowerCase()}${code.slice(8)}`];
}

describe("server: game codes", function () {
  this.timeout(120_000);
  let ts: TestServer;
  const rooms: Room[] = [];

  before(async () => {
    ts = await startServer({ dataDir: await tempDataDir() });
  });

  after(async () => {
    await Promise.all(rooms.map((r) => r.leave(true).catch(() => undefined)));
    await ts?.server.shutdown();
  });

  it("turns what a person types into the ids it may name (table)", () => {
    const cases: [typed: string, ids: string[], why: string][] = [
      ["K7QMZ-P4XHN-2RTYB", ["K7QMZ-P4XHN-2RTYB"], "a code as shown"],
      ["k7qmz p4xhn 2rtyb", ["K7QMZ-P4XHN-2RTYB"], "lower case, read out in groups (spaces are no stored id)"],
      ["k7qmzp4xhn2rtyb", ["K7QMZ-P4XHN-2RTYB", "k7qmzp4xhn2rtyb"], "no hyphens; could also be an old id"],
      ["T3UesggCN", ["T3UesggCN"], "an older game's id, exactly as given"],
      ["K7QMZ-P4XHN-2RTY0", ["K7QMZ-P4XHN-2RTY0"], "a 0 is no code character: only an exact id"],
      ["../etc", [], "neither a code nor an id"],
      ["x".repeat(65), [], "too long for either"],
    ];
    for (const [typed, ids, why] of cases) assert.deepEqual(lookupIds(typed), ids, why);
  });

  it("gives public, private and daily games a code, and finds a public game's code however it is typed", async () => {
    const pat = await registerUser(ts, "code_pat");
    const pia = await registerUser(ts, "code_pia");
    const dee = await registerUser(ts, "code_dee");
    const open = await pat.client.create("ttr", { gameName: "Open house", color: "red" });
    const secret = await pia.client.create("ttr", { gameName: "Secret club", color: "blue", private: true });
    const daily = await dee.client.create("ttr", { daily: true, color: "green" });
    rooms.push(open, secret, daily);
    for (const room of rooms) room.onMessage("*", () => undefined);
    for (const room of [open, secret, daily]) assert.match(room.roomId, CODE);

    for (const typed of spoken(open.roomId)) {
      const answer = await get(ts, `/api/games/${encodeURIComponent(typed)}`);
      assert.equal(answer.status, 200, `"${typed}" finds the public game`);
      assert.equal(answer.body.gameId, open.roomId, "and answers its code as it is");
      assert.equal(answer.body.private, false);
    }
  });

  it("serves a finished game's record by its code in any case, and an older game's id only exactly", async () => {
    const ann = await registerUser(ts, "code_ann");
    const bob = await registerUser(ts, "code_bob");
    const ra = await ann.client.create("ttr", { gameName: "To the end", color: "red", seed: 4242 });
    const rb = await bob.client.joinById(ra.roomId, { color: "blue" });
    rooms.push(ra, rb);
    for (const r of [ra, rb]) r.onMessage("*", () => undefined);
    assert.equal((await ask(ra, "startGame")).code, "ok");
    await playToEnd(ra.roomId, new Map([[0, ra], [1, rb]]));
    for (const typed of spoken(ra.roomId)) {
      const answer = await get(ts, `/api/games/${encodeURIComponent(typed)}/record`);
      assert.equal(answer.status, 200, `"${typed}" finds the record`);
      assert.equal(answer.body.gameId, ra.roomId);
    }

    // A game stored before every game had a code: its Colyseus id, mixed case.
    const finished = await ts.server.services.games.load(ra.roomId);
    assert.ok(finished);
    await ts.server.services.games.save({ ...structuredClone(finished), id: "T3UesggCN" });
    const old = await get(ts, "/api/games/T3UesggCN/record");
    assert.equal(old.status, 200, "the older id as it is");
    assert.equal(old.body.gameId, "T3UesggCN");
    assert.equal((await get(ts, "/api/games/t3uesggcn/record")).status, 404, "an older id is case-sensitive, as it always was");
  });
});
