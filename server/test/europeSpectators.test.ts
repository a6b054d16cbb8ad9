// A delayed spectator of a Europe game watches the Europe board: its mirror replays the log on the game's map, so
// after every move the spectator's view is the spectators' playerView of the game DELAY moves back, stations and
// pending tunnels included.
import assert from "node:assert/strict";
import { Client, type Room } from "colyseus.js";
import { playerView, replay } from "../../shared-rules/src/index.js";
import { joinAsSpectator, viewFromWire, type WireState } from "../../shared-rules/protocol/index.js";
import { ask, registerUser, startServer, until, type TestServer } from "../../test-kit/index.js";
import { rulesOptionsOf } from "../src/domain/records.js";
import { rulesOf, serverRoom } from "./autoplay.js";
import { emptyTally, playEuropeMove } from "./europePerson.js";

const DELAY = 3;
/** Moves watched: enough for the script's first tunnels and its station. */
const MOVES = 80;

describe("server: delayed spectators of a Europe game", function () {
  this.timeout(180_000);
  let ts: TestServer;

  before(async () => {
    ts = await startServer({ spectatorDelayMoves: DELAY });
  });

  after(async () => {
    await ts.server.shutdown();
  });

  it(`shows the spectator the Europe game ${DELAY} moves back after every move`, async () => {
    const alice = await registerUser(ts, "alice");
    const bobby = await registerUser(ts, "bobby");
    const ra = await alice.client.create("ttr", { gameName: "Watched Europe", color: "red", seed: 4713, map: "europe" });
    const rb = await bobby.client.joinById(ra.roomId, { color: "blue" });
    for (const r of [ra, rb]) r.onMessage("*", () => {});
    const watcher = new Client(ts.wsUrl);
    const spectator = await joinAsSpectator((id, options) => watcher.joinById<WireState>(id, options), ra.roomId);
    spectator.onMessage("*", () => undefined);
    assert.notEqual(spectator.roomId, ra.roomId, "the spectator watches the delayed mirror");
    assert.equal((await ask(ra, "startGame")).code, "ok");
    const record = serverRoom(ra.roomId).game.record;
    const rooms = new Map<number, Room>([[0, ra], [1, rb]]);
    const tally = emptyTally();
    let sawTunnel = false;
    for (let moves = 0; moves < MOVES && rulesOf(ra.roomId).phase !== "ended"; ) {
      if (await playEuropeMove(ra.roomId, rooms, tally)) moves += 1;
      const shown = Math.max(0, record.log.length - DELAY);
      await until(() => (spectator.state as WireState).stateVersion === shown + 1, `the mirror at move ${shown}`, 30_000);
      const then = replay(rulesOptionsOf(record), record.log.slice(0, shown));
      assert.ok(then.ok);
      const view = viewFromWire(spectator.state as WireState, null);
      assert.deepEqual(view, playerView(then.state, null), `the spectator's view at move ${shown}`);
      if (view?.tunnel) sawTunnel = true;
    }
    assert.equal((spectator.state as WireState).map, "europe");
    assert.ok(sawTunnel, "the spectator saw a pending tunnel");
    await Promise.all([ra.leave(true), rb.leave(true), spectator.leave(true)]);
  });
});
