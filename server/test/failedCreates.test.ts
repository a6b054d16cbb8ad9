// A create whose client never joins its new room (the answer lost on the way, the tab closed, Redis gone meanwhile)
// leaves nothing behind: no game in the lobby, and no place of the person's waiting-game limit held. Here the
// matchmaking answer is taken and its seat never used, three times, as a person whose creates kept failing would.
import assert from "node:assert/strict";
import { Client } from "colyseus.js";
import { clientFor, registerUser, startServer, until, type TestServer } from "../../test-kit/index.js";
import { watchLobby } from "./lobbyWatch.js";

describe("server: creates whose client never joins", function () {
  this.timeout(120_000);
  let server: TestServer;
  before(async () => (server = await startServer()));
  after(async () => server?.server.shutdown());

  it("list no game and give the person's places back", async () => {
    const lobby = await new Client(server.wsUrl).joinOrCreate("lobby");
    const listing = watchLobby(lobby);
    const person = await registerUser(server, "keepstrying");
    // The matchmaking answer (a seat reservation) is taken and never used: no socket joins the room.
    const unused: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${server.httpUrl}/matchmake/create/ttr`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${person.token}` },
        body: JSON.stringify({ gameName: "never joined", color: "red" }),
      });
      const answer = (await res.json()) as { room?: { roomId: string }; error?: string };
      assert.ok(answer.room, `the create was answered with a seat: ${JSON.stringify(answer)}`);
      unused.push(answer.room.roomId);
    }
    // Somebody else's game, listed after the three: by then the lobby has heard of every room made before it.
    const other = await registerUser(server, "hostsforreal");
    const real = await clientFor(server, other.token).create("ttr", { gameName: "a real one", color: "blue" });
    await until(() => listing.has(real.roomId), "the lobby lists the real game", 30_000);
    for (const roomId of unused) assert.ok(!listing.has(roomId), "a game nobody sits at is listed");

    // The three places come back by themselves (the joins never came), well before the 60 s expiry of the counter,
    // which every refused try would push further on: the person opens a game.
    const triedFrom = Date.now();
    for (;;) {
      const made = await clientFor(server, person.token)
        .create("ttr", { gameName: "at last", color: "red" })
        .catch((error: Error & { code?: number }) => error);
      if (!(made instanceof Error)) {
        await made.leave(true);
        break;
      }
      assert.equal(made.code, 429, made.message);
      assert.ok(Date.now() - triedFrom < 50_000, "the places held by creates that were never joined did not come back");
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await real.leave(true);
    await lobby.leave(true);
  });
});
