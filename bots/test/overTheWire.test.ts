// The remote seat (bots/src/remoteSeat.ts) plays a whole game against a real server over WebSocket: its view
// is rebuilt from the decoded schema (hidden hands included), so every command it sends must be accepted.
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import { Client } from "colyseus.js";
import { MAP_IDS } from "../../shared-rules/src/index.js";
import { registerUser, startServer, type TestServer } from "../../test-kit/index.js";
import { RemoteSeat, sitDown } from "../src/remoteSeat.js";

describe("client-side bots over the wire", () => {
  let ts: TestServer;

  before(async () => {
    ts = await startServer();
  });

  after(async () => {
    await ts?.server.shutdown();
    if (ts) await fs.rm(ts.dataDir, { recursive: true, force: true });
  });

  for (const map of MAP_IDS) it(`plays a seeded 3-player ${map} game to the end with no refused command`, async () => {
    const names = ["wirebot_a", "wirebot_b", "wirebot_c"].map((n) => `${n}${map.slice(0, 2)}`);
    const tokens = await Promise.all(names.map(async (n) => (await registerUser(ts, n)).token));
    const host = await sitDown(new Client(ts.wsUrl), tokens[0], { create: { gameName: "wire test", color: "red", seed: 5, map } });
    const others = [];
    for (const [i, color] of (["blue", "green"] as const).entries()) {
      others.push(await sitDown(new Client(ts.wsUrl), tokens[i + 1], { join: { roomId: host.roomId, color } }));
    }
    const seats = [host, ...others].map(
      (room, i) => new RemoteSeat(room, { username: names[i], difficulty: (["easy", "medium", "hard"] as const)[i], seed: i + 1, thinkMs: () => 0, groupSize: 3, isHost: i === 0 }),
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
