// The map is chosen at creation and served by id: the `map` create option takes only the rules' map ids (anything
// else, prototype names included, is refused before a room opens), the state names the map, and GET /api/maps/:id
// serves exactly the registry's maps (404 for any other id, prototype names included).
import assert from "node:assert/strict";
import { EUROPE_MAP, ERR, USA_MAP } from "../../shared-rules/src/index.js";
import { get, refusedWith, registerUser, startServer, until, type TestServer, type User } from "../../test-kit/index.js";
import { serverRoom } from "./autoplay.js";

/* eslint-disable @typescript-eslint/no-explicit-any -- decoded client state and raw answers are untyped */

/** POSTs a raw JSON body to a matchmaking route (so that `__proto__` stays an own key, as an attacker sends it). */
async function rawCreate(ts: TestServer, body: string, token: string): Promise<{ status: number; roomId?: string }> {
  const res = await fetch(`${ts.httpUrl}/matchmake/create/ttr`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body,
  });
  const answer = JSON.parse((await res.text()) || "{}") as { code?: number; room?: { roomId?: string } };
  // Colyseus answers a refusal in onAuth with HTTP 200 and the ServerError's code in the body
  return { status: answer.code ?? res.status, roomId: answer.room?.roomId };
}

describe("server: the map option and GET /api/maps/:id", function () {
  this.timeout(60_000);
  let ts: TestServer;
  let host: User;

  before(async () => {
    ts = await startServer();
    host = await registerUser(ts, "maphost");
  });

  after(async () => {
    await ts.server.shutdown();
  });

  for (const [what, map] of [
    ["an unknown map", "mars"],
    ["another case", "Europe"],
    ["__proto__", "__proto__"],
    ["toString", "toString"],
    ["constructor", "constructor"],
    ["a number", 1],
    ["null", null],
    ["a list", ["europe"]],
    ["an object", { id: "europe" }],
    ["a very long name", "europe".repeat(20)],
  ] as const) {
    it(`refuses a create naming ${what} as its map`, async () => {
      // refused as invalid input; a short string (past the first, shape-only parse) gets the maps there are named
      const namesMaps = typeof map === "string" && map.length <= 20;
      await assert.rejects(
        host.client.create("ttr", { gameName: "bad map", color: "red", map }),
        (e: Error) => refusedWith(ERR.invalidInput)(e) && (!namesMaps || e.message.includes("usa, europe")),
      );
    });
  }

  it("never lets a map hidden in __proto__ choose the board, and refuses a prototype name as the map", async () => {
    // Refused where the process's prototype door stands before Colyseus; where it does not (this in-process server),
    // only own options are read, so the hidden map is no option at all: a USA game.
    const hidden = await rawCreate(ts, `{"gameName":"x","color":"red","__proto__":{"map":"europe"}}`, host.token);
    if (hidden.status === 200) {
      assert.ok(hidden.roomId);
      assert.equal(serverRoom(hidden.roomId).game.record.map, undefined, "a USA game");
    } else assert.equal(hidden.status, 400);
    assert.equal((await rawCreate(ts, `{"gameName":"x","color":"red","map":"__proto__"}`, host.token)).status, 400);
  });

  it("opens a Europe game for map \"europe\" and a USA game without the option", async () => {
    const europe = await host.client.create("ttr", { gameName: "to Europe", color: "red", map: "europe" });
    const usa = await host.client.create("ttr", { gameName: "to the USA", color: "red" });
    await until(() => (europe.state as any).map === "europe" && (usa.state as any).map === "usa", "both states name their map");
    assert.equal((europe.state as any).routeOwners.length, EUROPE_MAP.routes.length);
    assert.equal((usa.state as any).routeOwners.length, USA_MAP.routes.length);
    assert.equal((usa.state as any).stationOwners.length, 0, "no stations on the USA");
    assert.equal((usa.state as any).tunnel, undefined, "no tunnel on the USA");
    await Promise.all([europe.leave(true), usa.leave(true)]);
  });

  it("serves GET /api/maps/europe and still /api/maps/usa", async () => {
    const europe = await get(ts, "/api/maps/europe");
    assert.equal(europe.status, 200);
    const body = europe.body as any;
    assert.equal(body.id, "europe");
    assert.equal(body.routes.length, EUROPE_MAP.routes.length);
    assert.equal(body.cities.length, EUROPE_MAP.cities.length);
    assert.equal(body.tickets.length, 46);
    assert.ok(body.routes.some((r: any) => r.kind === "tunnel") && body.routes.some((r: any) => r.kind === "ferry" && r.locomotives > 0));
    const usa = await get(ts, "/api/maps/usa");
    assert.equal(usa.status, 200);
    assert.equal((usa.body as any).routes.length, USA_MAP.routes.length);
  });

  for (const id of ["mars", "EUROPE", "__proto__", "constructor", "toString", "hasOwnProperty", "prototype"]) {
    it(`answers 404 for GET /api/maps/${id}`, async () => {
      const answer = await get(ts, `/api/maps/${id}`);
      assert.equal(answer.status, 404);
    });
  }
});
