// A pending tunnel is part of its player's turn: when the seat's person drops (and the reconnection time passes) or
// its turn time runs out while the tunnel waits, the bot resolves it for them (pays or declines; logged `by: "bot"`)
// and the game goes on.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import type { LoggedCommand } from "../../shared-rules/src/index.js";
import { ask, registerUser, startServer, until, type TestServer } from "../../test-kit/index.js";
import { rulesOf, serverRoom } from "./autoplay.js";
import { emptyTally, playEuropeMove } from "./europePerson.js";

/** Plays the people's seats with the Europe script until a tunnel waits for its payment; answers the seat. */
async function untilTunnelPending(gameId: string, rooms: Map<number, Room>): Promise<number> {
  const tally = emptyTally();
  for (let moves = 0; rulesOf(gameId).turnStage !== "tunnelPending"; moves++) {
    assert.ok(moves < 500 && rulesOf(gameId).phase !== "ended", "a tunnel is pending before the end");
    // A move the clock's bot made first is refused as stale: the script reads the state again and goes on.
    await playEuropeMove(gameId, rooms, tally).catch(() => false);
  }
  return rulesOf(gameId).currentPlayer;
}

/** Waits (generously: no timing is asserted) until the tunnel is resolved; answers the command that resolved it. */
async function resolvedByBot(gameId: string, seat: number): Promise<LoggedCommand> {
  const log = serverRoom(gameId).game.record.log;
  const before = log.length;
  await until(() => rulesOf(gameId).turnStage !== "tunnelPending" || rulesOf(gameId).currentPlayer !== seat, "the tunnel is resolved", 60_000);
  const entry = log[before];
  assert.ok(entry, "a command resolved it");
  return entry;
}

describe("server: a pending tunnel on the clock and under a takeover", function () {
  this.timeout(120_000);
  let ts: TestServer;

  before(async () => {
    ts = await startServer({ reconnectSeconds: 1 });
  });

  after(async () => {
    await ts.server.shutdown();
  });

  it("a dropped seat's bot pays or declines the tunnel it left pending", async () => {
    const alice = await registerUser(ts, "dropalice");
    const bobby = await registerUser(ts, "dropbobby");
    const ra = await alice.client.create("ttr", { gameName: "Dropped tunnel", color: "red", seed: 8080, map: "europe" });
    const rb = await bobby.client.joinById(ra.roomId, { color: "blue" });
    for (const r of [ra, rb]) r.onMessage("*", () => {});
    assert.equal((await ask(ra, "startGame")).code, "ok");
    const rooms = new Map([[0, ra], [1, rb]]);
    const seat = await untilTunnelPending(ra.roomId, rooms);
    await (rooms.get(seat) as Room).leave(false);
    const entry = await resolvedByBot(ra.roomId, seat);
    assert.equal(entry.player, seat);
    assert.ok(entry.command.type === "payTunnel" || entry.command.type === "declineTunnel", entry.command.type);
    assert.equal(entry.by, "bot", "logged as the bot's move for the person");
    await (rooms.get(1 - seat) as Room).leave(true);
  });

  it("an overdue seat's tunnel is resolved by the bot when its turn time runs out", async () => {
    const alice = await registerUser(ts, "clockalice");
    const bobby = await registerUser(ts, "clockbobby");
    const ra = await alice.client.create("ttr", {
      gameName: "Tunnel on the clock",
      color: "red",
      seed: 8080,
      map: "europe",
      timeControl: "realtime",
      turnSeconds: 3,
      reserveSeconds: 0,
    });
    const rb = await bobby.client.joinById(ra.roomId, { color: "blue" });
    for (const r of [ra, rb]) r.onMessage("*", () => {});
    assert.equal((await ask(ra, "startGame")).code, "ok");
    const seat = await untilTunnelPending(ra.roomId, new Map([[0, ra], [1, rb]]));
    // Nobody answers now: the clock runs out and the bot resolves it.
    const entry = await resolvedByBot(ra.roomId, seat);
    assert.equal(entry.player, seat);
    assert.ok(entry.command.type === "payTunnel" || entry.command.type === "declineTunnel", entry.command.type);
    assert.equal(entry.by, "bot");
    await Promise.all([ra.leave(true), rb.leave(true)]);
  });
});
