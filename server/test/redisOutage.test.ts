// Redis stops (SIGKILL) and comes back empty under two server processes with live games: the games (a person over
// colyseus.js with the server's bots, on each process) go on and finish with every acknowledged command applied;
// meanwhile matchmaking and the lobby answer a clear 503 at once, logins fail closed with 503 and /readyz says Redis is
// unreachable; once Redis is back, a create works on each process, a lobby on A lists B's open game, a join by code
// through A reaches B's room, and no failed create left a waiting game or a held place behind. Never an HTTP 500.
import assert from "node:assert/strict";
import { Client, type Room } from "colyseus.js";
import { RemoteSeat } from "../../bots/src/remoteSeat.js";
import type { Command } from "../../shared-rules/src/index.js";
import { startRedis } from "../../scripts/infra/redis.js";
import type { ServerProcess } from "../../scripts/infra/serverProcess.js";
import { TEST_PASSWORD, clientFor, registerUser, serverAt, startTestCluster, until, type TestCluster } from "../../test-kit/index.js";
import { watchLobby } from "./lobbyWatch.js";

const SETUP = new Set(["addAI", "startGame"]);

/** A person on `p` hosting a game with two of the server's bots, played by RemoteSeat; counts what was acknowledged. */
async function personWithBots(p: ServerProcess, username: string) {
  const { token } = await registerUser(serverAt(p.port), username);
  const client = clientFor(serverAt(p.port), token);
  const room = await client.create("ttr", { gameName: `${username}'s`, color: "red", spectatorDelay: false });
  const acknowledged: Command[] = [];
  const seat = new RemoteSeat(room, {
    username,
    difficulty: "easy",
    seed: 7,
    thinkMs: () => 5,
    groupSize: 1,
    aiSeats: 2,
    isHost: true,
    onAcknowledged: (command) => {
      if (!SETUP.has(command.type)) acknowledged.push(command as Command);
    },
  });
  return { gameId: room.roomId, seat, acknowledged };
}

describe("server: Redis stops and comes back empty under two processes", function () {
  this.timeout(600_000);
  let cluster: TestCluster | undefined;
  const rooms: Room[] = [];
  after(async () => {
    for (const room of rooms) if (room.connection.isOpen) void room.leave(true).catch(() => {});
    await cluster?.stop();
  });

  it("keeps live games going, answers 503 meanwhile, and lists every game again once Redis is back", async () => {
    cluster = await startTestCluster("outage", 2, { RECONNECT_SECONDS: "600" });
    const [a, b] = cluster.processes as [ServerProcess, ServerProcess];
    const statuses: number[] = [];
    const http = async (p: ServerProcess, path: string, init?: RequestInit) => {
      const res = await fetch(`http://127.0.0.1:${p.port}${path}`, init);
      statuses.push(res.status);
      return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
    };

    // A live game on each process, and a waiting game on B whose host stays.
    const games = [await personWithBots(a, "liveona"), await personWithBots(b, "liveonb")];
    const waitingHost = await registerUser(serverAt(b.port), "waitsonb");
    const waiting = await clientFor(serverAt(b.port), waitingHost.token).create("ttr", { gameName: "Open on B", color: "blue", spectatorDelay: false });
    rooms.push(waiting);
    const retrier = await registerUser(serverAt(a.port), "retrier");
    const joiner = await registerUser(serverAt(a.port), "joinsfroma");
    await until(() => games.every((g) => g.acknowledged.length >= 5), "both games under way", 120_000);
    // A lobby connection on A from before the outage: it stays, and hears of games again once Redis is back.
    const earlyLobby = await new Client(serverAt(a.port).wsUrl).joinOrCreate("lobby");
    rooms.push(earlyLobby);
    const earlyListing = watchLobby(earlyLobby);
    await until(() => earlyListing.has(waiting.roomId), "A's lobby lists B's open game before the outage", 60_000);

    await cluster.redis.stop("SIGKILL");
    const outageAcks = games.map((g) => g.acknowledged.length);

    // Matchmaking and the lobby: 503 in Colyseus' shape, colyseus.js throws it with the words.
    const killedAt = Date.now();
    while (!((await http(a, "/readyz")).body?.reasons as string[] | undefined)?.includes("redis unreachable")) {
      assert.ok(Date.now() - killedAt < 30_000, "A's /readyz never said Redis is unreachable");
    }
    for (const p of [a, b]) {
      for (let i = 0; i < 4; i++) {
        await assert.rejects(clientFor(serverAt(p.port), retrier.token).create("ttr", { gameName: "during the outage", color: "red" }), (error: Error & { code?: number }) => {
          assert.equal(error.code, 503);
          assert.match(error.message, /temporarily unavailable/);
          return true;
        });
      }
      await assert.rejects(new Client(serverAt(p.port).wsUrl).joinOrCreate("lobby"), (error: Error & { code?: number }) => error.code === 503);
      await assert.rejects(clientFor(serverAt(p.port), joiner.token).joinById(waiting.roomId, { color: "green" }), (error: Error & { code?: number }) => error.code === 503);
      // The login limits are counted in Redis: they fail closed.
      const login = await http(p, "/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "retrier", password: TEST_PASSWORD }) });
      assert.equal(login.status, 503);
      assert.equal(login.body?.description, "temporarily unavailable");
      const readyz = await http(p, "/readyz");
      assert.equal(readyz.status, 503);
      assert.ok((readyz.body?.reasons as string[]).includes("redis unreachable"));
    }
    // The live games go on without Redis.
    await until(() => games.every((g, i) => g.acknowledged.length >= outageAcks[i]! + 10), "both games go on during the outage", 120_000);

    cluster.redis = await startRedis({ port: cluster.redis.port });
    const backAt = Date.now();
    const recovered: Record<string, number> = {};
    // A create on each process works again within a bounded wait (tried again while the answer is still 503).
    for (const [name, p] of [["A", a], ["B", b]] as const) {
      const host = await (async () => {
        for (;;) {
          const res = await http(p, "/auth/register", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: `after${name}`, password: TEST_PASSWORD }) });
          if (res.status === 200 || res.status === 201) return res.body as { token: string };
          assert.equal(res.status, 503, `register on ${name} after the restart: ${JSON.stringify(res.body)}`);
          assert.ok(Date.now() - backAt < 60_000, `register on ${name} still refused 60 s after Redis is back`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      for (;;) {
        const made = await clientFor(serverAt(p.port), host.token)
          .create("ttr", { gameName: `After on ${name}`, color: "red" })
          .catch((error: Error & { code?: number }) => error);
        if (!(made instanceof Error)) {
          rooms.push(made);
          break;
        }
        // 503 while Redis is still coming back; 429 when creates answered 503 midway had already made their rooms: each
        // holds one of the person's waiting places until its unused seat reservation expires and the room closes
        // (abandoned), well within the bound below.
        assert.ok(made.code === 503 || made.code === 429, `a create on ${name} after the restart: ${made.code} ${made.message}`);
        assert.ok(Date.now() - backAt < 60_000, `creates on ${name} still refused 60 s after Redis is back`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      recovered[`create on ${name}`] = Date.now() - backAt;
    }
    const madeOnB = rooms.at(-1)!;
    await until(() => earlyListing.get(madeOnB.roomId)?.metadata.gameName === "After on B", "the lobby connected before the outage lists B's new game", 60_000);
    // The retrier's four refused creates held no place: the three waiting games a person may hold are theirs to open.
    for (let i = 0; i < 3; i++) rooms.push(await clientFor(serverAt(a.port), retrier.token).create("ttr", { gameName: `retry ${i}`, color: "red" }));

    // A lobby on A lists B's open game (listed again by B), and only games somebody sits at.
    const lobby = await new Client(serverAt(a.port).wsUrl).joinOrCreate("lobby");
    rooms.push(lobby);
    const listing = watchLobby(lobby);
    await until(() => listing.get(waiting.roomId)?.metadata.gameName === "Open on B", "the lobby on A lists B's open game again", 60_000);
    recovered["B's game in A's lobby"] = Date.now() - backAt;
    for (const { metadata } of listing.values()) {
      assert.ok(metadata.players.length > 0, `a listed game nobody sits at: ${metadata.gameName}`);
      assert.notEqual(metadata.gameName, "during the outage");
    }
    // A join by code through A reaches the room on B.
    const joined = await clientFor(serverAt(a.port), joiner.token).joinById(waiting.roomId, { color: "green" });
    rooms.push(joined);
    await until(() => (waiting.state as { players?: { length: number } }).players?.length === 2, "B's host sees the player who joined through A", 60_000);
    recovered["join by code A → B"] = Date.now() - backAt;
    console.log(`      recovery after Redis came back empty (ms): ${JSON.stringify(recovered)}`);

    // The live games finish, every acknowledged command applied (the record's log of the person's seat).
    for (const g of games) {
      await g.seat.done;
      assert.deepEqual(g.seat.stats.errors, []);
      const record = await http(a, `/api/games/${g.gameId}/record`);
      assert.equal(record.status, 200);
      const applied = (record.body!.log as { player: number; command: Command }[]).filter((l) => l.player === 0).map((l) => l.command);
      assert.deepEqual(applied, g.acknowledged, "the person's seat: applied = acknowledged");
    }
    assert.ok(!statuses.includes(500), `an HTTP 500 among ${JSON.stringify(statuses)}`);
  });
});
