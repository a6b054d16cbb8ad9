// A board's table option (USA 1910, Mega Game, Big Cities; Europe 1912's) is chosen at creation: the `variant`
// create option takes only an option of the chosen board (anything else, ill-typed or a prototype name, is refused
// before a room opens), and the game keeps it: in its record, its listing, its state on the wire and its deal.
import assert from "node:assert/strict";
import { ERR, mapOf } from "../../shared-rules/src/index.js";
import { viewFromWire, type WireState } from "../../shared-rules/protocol/index.js";
import { ask, get, refusedWith, registerUser, startServer, until, type TestServer, type User } from "../../test-kit/index.js";
import { rulesOf, serverRoom } from "./autoplay.js";

/* eslint-disable @typescript-eslint/no-explicit-any -- decoded client state and raw answers are untyped */

describe("server: the table option of a board", function () {
  this.timeout(60_000);
  let ts: TestServer;
  let host: User;

  before(async () => {
    ts = await startServer();
    host = await registerUser(ts, "optionhost");
  });

  after(async () => {
    await ts.server.shutdown();
  });

  for (const [what, map, variant] of [
    ["Europe's option on the USA", undefined, "1912"],
    ["the USA's option on Europe", "europe", "1910"],
    ["an option of a board without any", "nordic", "mega"],
    ["an unknown option", undefined, "megaGame"],
    ["another case", undefined, "Mega"],
    ["__proto__", undefined, "__proto__"],
    ["a number", undefined, 1910],
    ["null", undefined, null],
    ["a list", undefined, ["mega"]],
    ["a very long name", undefined, "mega".repeat(20)],
  ] as const) {
    it(`refuses a create naming ${what} as its table option, and opens no room`, async () => {
      await assert.rejects(
        host.client.create("ttr", { gameName: "bad option", color: "red", ...(map ? { map } : {}), variant }),
        (e: Error) => refusedWith(ERR.invalidInput)(e) && (typeof variant !== "string" || variant.length > 20 || e.message.includes("usa: 1910, mega, bigCities")),
      );
    });
  }

  it("plays a USA Mega Game: the record, the listing and the wire name the option, and the deal is 5 of its 69 tickets", async () => {
    const room = await host.client.create("ttr", { gameName: "Mega", color: "red", variant: "mega" });
    const gameId = room.roomId;
    room.onMessage("*", () => {});
    assert.equal(serverRoom(gameId).game.record.variant, "mega");
    await until(() => (room.state as any).variant === "mega", "the state names the option");
    const listing = await get(ts, `/api/games/${gameId}`);
    assert.equal((listing.body as any).variant, "mega");
    assert.equal((await ask(room, "addAI", { difficulty: "medium" })).code, "ok");
    const reply = await ask<any>(room, "startGame");
    assert.equal(reply.code, "ok");
    assert.equal(reply.initialDestination.length, 5);
    const board = mapOf({ map: "usa", variant: "mega" });
    await until(() => rulesOf(gameId).players[1].tickets.length > 0, "the bot chooses its tickets");
    const rules = rulesOf(gameId);
    assert.equal(rules.variant, "mega");
    assert.equal(rules.players[0].pendingTickets.length, 5);
    // the bot keeps at least 3 of its 5, the others go back under the deck
    const bot = rules.players[1];
    assert.ok(bot.tickets.length >= 3 && bot.tickets.length <= 5, `the bot keeps ${bot.tickets.length}`);
    assert.equal(rules.ticketDeck.length, board.tickets.length - 5 - bot.tickets.length);
    await until(() => viewFromWire(room.state as WireState, 0)?.me?.pendingTickets.length === 5, "the wire offers 5");
    assert.equal(viewFromWire(room.state as WireState, 0)?.variant, "mega");
    await room.leave(true);
  });

  it("keeps the original USA game without an option: no variant in the record or on the wire", async () => {
    const room = await host.client.create("ttr", { gameName: "Original", color: "red" });
    room.onMessage("*", () => {});
    await until(() => (room.state as any).map === "usa", "the state names its map");
    assert.equal(serverRoom(room.roomId).game.record.variant, undefined);
    assert.equal((room.state as any).variant, "");
    await room.leave(true);
  });
});
