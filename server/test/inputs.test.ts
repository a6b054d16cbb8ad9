// Inputs the design answers in its own words: game names that would spoof
// the lobby are refused, a second account on one email is refused, and a route index that names no route is an
// "invalid route location", whatever the integer.
import assert from "node:assert/strict";
import { ERR } from "../../shared-rules/src/index.js";
import { TEST_PASSWORD, ask, post, refusedWith, registerUser, startServer, type TestServer, type User } from "../../test-kit/index.js";

describe("server: names, emails and route indexes", function () {
  this.timeout(60_000);
  let ts: TestServer;
  let host: User;

  before(async () => {
    ts = await startServer();
    host = await registerUser(ts, "namehost");
  });

  after(async () => {
    await ts.server.shutdown();
  });

  for (const [what, name] of [
    ["NUL", "a\u0000b"],
    ["BEL", "ring\u0007"],
    ["ESC", "\u001b[31mred"],
    ["a newline", "two\nlines"],
    ["the right-to-left override", "abc\u202Efed"],
    ["only zero-width characters", "\u200B\u200C\u200D"],
    ["only spaces", "   "],
  ]) {
    it(`refuses a game name with ${what}`, async () => {
      await assert.rejects(host.client.create("ttr", { gameName: name, color: "red" }), refusedWith(ERR.invalidInput));
    });
  }

  it("keeps a plain name with accents and an emoji, normalised (NFC) and trimmed", async () => {
    const room = await host.client.create("ttr", { gameName: "  Cafe\u0301 ☕ ", color: "red" });
    try {
      const state = room.state as { gameName?: string };
      await new Promise<void>((resolve) => (state.gameName ? resolve() : room.onStateChange.once(() => resolve())));
      assert.equal((room.state as { gameName: string }).gameName, "Caf\u00e9 ☕");
    } finally {
      await room.leave(true);
    }
  });

  it('refuses a second account on the same email, whatever its case ("invalid input")', async () => {
    const first = await post(ts, "/auth/register", { username: "mailone", password: TEST_PASSWORD, email: "same@example.com" });
    assert.equal(first.status, 200);
    const second = await post(ts, "/auth/register", { username: "mailtwo", password: TEST_PASSWORD, email: "Same@Example.com" });
    assert.equal(second.body.description, "invalid input");
    assert.match(String(second.body.reason), /email is already registered/);
  });

  it('answers "invalid route location" for any integer that names no route', async () => {
    const guest = await registerUser(ts, "routeguest");
    const room = await host.client.create("ttr", { gameName: "Route indexes", color: "red", seed: 3 });
    const other = await guest.client.joinById(room.roomId, { color: "blue" });
    try {
      assert.equal((await ask(room, "startGame")).code, "ok");
      for (const r of [room, other]) assert.equal((await ask(r, "selectDestinations", { destinationsSelected: [0, 1] })).code, "ok");
      const mover = (room.state as { currentPlayer: number }).currentPlayer === 0 ? room : other;
      for (const routeIndex of [100, 256, 100_000, -1]) {
        const answer = await ask(mover, "buyRoute", { routeIndex, trainColor: "red", numberOfWilds: 0 });
        assert.equal(answer.code, ERR.invalidRoute, `route ${routeIndex}`);
      }
      assert.equal((await ask(mover, "buyRoute", { routeIndex: 1.5, trainColor: "red", numberOfWilds: 0 })).code, ERR.invalidInput);
    } finally {
      await other.leave(true);
      await room.leave(true);
    }
  });
});
