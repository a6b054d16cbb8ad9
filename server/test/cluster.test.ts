// Several server processes behind one matchmaker (Colyseus' Redis presence + Redis driver), as separate OS
// processes with a real redis-server: the lobby of one lists the rooms of the other, and a client that asks one
// process for a room on the other is sent there.
import assert from "node:assert/strict";
import { Client, type Room } from "colyseus.js";
import { startRedis, freePort, type RunningRedis } from "../../scripts/infra/redis.js";
import { startServerProcess, type ServerProcess } from "../../scripts/infra/serverProcess.js";
import { tempDataDir, until } from "./helpers.js";
import { watchLobby } from "./lobbyWatch.js";


async function register(port: number, username: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: "secret-1" }),
  });
  const body = (await res.json()) as { token?: string; description: string };
  if (!body.token) throw new Error(`register ${username}: ${body.description}`);
  return body.token;
}

describe("server: several processes on Redis (scale-out)", function () {
  this.timeout(300_000);
  let redis: RunningRedis;
  const processes: ServerProcess[] = [];
  const rooms: Room[] = [];

  before(async () => {
    redis = await startRedis();
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      processes.push(await startServerProcess(port, {
        REDIS_URL: redis.url,
        PUBLIC_ADDRESS: `127.0.0.1:${port}`,
        PROCESS_NAME: `test-${i}`,
        JWT_SECRET: "cluster-test-secret",
        DATA_DIR: await tempDataDir(),
        BCRYPT_ROUNDS: "4",
        BOT_DELAY_MS: "0",
      }));
    }
  });

  after(async () => {
    for (const room of rooms) if (room.connection.isOpen) void room.leave(true).catch(() => {});
    for (const p of processes) await p.stop("SIGTERM");
    await redis?.stop();
  });

  it("lists a game created on one process in the lobby of the other, and sends a spectator there", async () => {
    const [a, b] = processes;
    const lobbyClient = new Client(`ws://127.0.0.1:${a.port}`);
    const lobby = await lobbyClient.joinOrCreate("lobby");
    rooms.push(lobby);
    const listing = watchLobby(lobby);

    const host = new Client(`ws://127.0.0.1:${b.port}`);
    host.auth.token = await register(b.port, "hostonb");
    const game = await host.create("ttr", { gameName: "Made on B", color: "red" });
    rooms.push(game);
    await until(() => listing.get(game.roomId)?.metadata.host === "hostonb", "the lobby on A lists B's game with its host", 60_000);
    assert.equal(listing.get(game.roomId)?.metadata.gameName, "Made on B");

    // joinById on A: A's matchmaker reserves the seat on B and hands back B's public address
    const watcher = new Client(`ws://127.0.0.1:${a.port}`);
    const spectator = await watcher.joinById(game.roomId, { spectator: true });
    rooms.push(spectator);
    await until(() => (spectator.state as { players?: { length: number } }).players?.length === 1, "the spectator sees the table", 60_000);
    await until(() => listing.get(game.roomId)?.metadata.spectators === 1, "the lobby on A counts the spectator", 60_000);

    await spectator.leave(true);
    await until(() => listing.get(game.roomId)?.metadata.spectators === 0, "the lobby on A sees the spectator go", 60_000);
  });
});
