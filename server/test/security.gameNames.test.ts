// A game's name is shown in every lobby: piled combining marks are cut as chat lines' are (at most MAX_STACKED_MARKS
// on one character), and a name needs a letter or a digit, so that marks, symbols or invisible characters alone do
// not make a name that draws over the lobby's other rows or reads as nothing.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import { ERR } from "../../shared-rules/src/index.js";
import { MAX_STACKED_MARKS } from "../../shared-rules/protocol/index.js";
import { refusedWith, registerUser, startServer, until, type TestServer, type User } from "../../test-kit/index.js";

const MARKS = /\p{M}+/gu;

function nameOf(room: Room): string | undefined {
  return (room.state as { gameName?: string }).gameName;
}

describe("security: game names of piled combining marks", function () {
  this.timeout(60_000);
  let ts: TestServer;
  let host: User;

  before(async () => {
    ts = await startServer();
    host = await registerUser(ts, "markpiler");
  });

  after(async () => {
    await ts?.server.shutdown();
  });

  it("cuts 38 marks stacked on two letters to the chat's bound on each", async () => {
    const piled = `Z${"\u0301\u0316\u0328".repeat(6)}a${"\u0300\u0317".repeat(10)}`;
    const room = await host.client.create("ttr", { gameName: piled, color: "red" });
    try {
      await until(() => nameOf(room) !== undefined && nameOf(room) !== "", "the game's name in the state");
      const shown = nameOf(room)!;
      assert.equal(shown.normalize("NFD").replace(MARKS, ""), "Za", "the letters stay");
      for (const run of shown.match(MARKS) ?? []) assert.ok(run.length <= MAX_STACKED_MARKS, `a pile of ${run.length} marks was kept`);
      assert.equal(shown, shown.normalize("NFC"));
    } finally {
      await room.leave(true);
    }
  });

  for (const [what, name] of [
    ["ten marks and no letter", "\u0301".repeat(10)],
    ["marks after a space", ` ${"\u0489".repeat(10)} `],
    ["symbols only", "~~ ** !!"],
    ["marks on a symbol", `*${"\u0336".repeat(8)}`],
  ]) {
    it(`refuses a name of ${what}: a name needs a letter or a digit`, async () => {
      await assert.rejects(host.client.create("ttr", { gameName: name, color: "red" }), refusedWith(ERR.invalidInput));
    });
  }
});
