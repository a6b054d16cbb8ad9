// The client-side bot (loadtest/botClient.ts) plays a whole game against a real server over WebSocket: its view
// is rebuilt from the decoded schema (hidden hands included), so every command it sends must be accepted.
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Client } from "colyseus.js";
import { configWith, type ServerConfig } from "../../server/src/config.js";
import { createGameServer, type GameServer } from "../../server/src/createGameServer.js";
import { accountToken, BotSeat, sitDown } from "../../loadtest/botClient.js";

const PORT = 32000 + (process.pid % 500) + Number(process.env.TEST_PORT_OFFSET ?? 0);

describe("client-side bots over the wire", () => {
  let server: GameServer;
  let dataDir: string;
  const endpoint = `ws://127.0.0.1:${PORT}`;

  before(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "ttr-bots-wire-"));
    const overrides: Record<string, unknown> = {
      port: PORT, host: "127.0.0.1", dataDir, publicDir: dataDir, jwtSecret: "bots-over-the-wire-test-secret-32b", bcryptRounds: 4, botDelayMs: 0, allowTestSeed: true, verbose: false,
      // three bots at full speed on one connection each: far above a person's pace
      messageRatePerSecond: 100_000, messageBurst: 100_000, registerMaxPerAddress: 100_000,
    };
    server = await createGameServer(configWith(overrides as Partial<ServerConfig>));
    await server.listen();
  });

  after(async () => {
    await server?.shutdown();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("plays a seeded 3-player game to the end with no refused command", async () => {
    const names = ["wirebot_a", "wirebot_b", "wirebot_c"];
    const tokens = await Promise.all(names.map((n) => accountToken(endpoint, n, "wirebot-password")));
    const host = await sitDown(new Client(endpoint), tokens[0], { create: { gameName: "wire test", color: "red", seed: 5 } });
    const others = [];
    for (const [i, color] of (["blue", "green"] as const).entries()) {
      others.push(await sitDown(new Client(endpoint), tokens[i + 1], { join: { roomId: host.roomId, color } }));
    }
    const seats = [host, ...others].map(
      (room, i) => new BotSeat(room, { username: names[i], difficulty: (["easy", "medium", "hard"] as const)[i], seed: i + 1, thinkMs: () => 0, groupSize: 3, isHost: i === 0 }),
    );
    await Promise.all(seats.map((s) => s.done));
    for (const s of seats) {
      assert.deepEqual(s.stats.errors, []);
      assert.ok(s.stats.commands > 10, `seat played ${s.stats.commands} commands`);
    }
    assert.equal((host.state as unknown as { phase: string }).phase, "ended");
    await Promise.all([host, ...others].map((r) => r.leave(true)));
  });
});
