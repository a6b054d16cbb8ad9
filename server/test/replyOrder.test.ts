// A client may act on the state it holds the moment a reply arrives: the patch that shows the acknowledged change
// must already be there. Five colyseus.js clients play a whole seeded game, each choosing its next command from its
// own decoded state synchronously inside the reply (and patch) handler, as fast as the socket allows. Opening
// tickets are chosen by all five at once, so several saves of one room are in flight together: the case where a
// reply used to overtake its patch and the client's next command was refused ("not your turn"). At the end every
// client's decoded history equals the server's (trimming it once lost repeated entries on the way).
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import { legalActionsFromView, mustAct, PLAYER_COLORS, type Command } from "../../shared-rules/src/index.js";
import { seatFromWire, viewFromWire, type WireState } from "../../shared-rules/protocol/index.js";
import { pickMove, payloadOf, serverRoom } from "./autoplay.js";
import { registerUser, startServer, until, type TestServer } from "../../test-kit/index.js";

const SEATS = 5;

/** One seat that sends its next command as soon as its state says it must act, and checks every reply. */
class EagerSeat {
  sent = 0;
  readonly refused: string[] = [];
  readonly stale: string[] = [];
  private inFlight: { type: string; version: number } | null = null;

  constructor(readonly room: Room) {
    room.onStateChange(() => this.act());
    room.onMessage("*", (type, message: { code?: string; description?: string }) => this.onReply(String(type), message));
  }

  private get state(): WireState {
    return this.room.state as WireState;
  }

  private onReply(type: string, message: { code?: string; description?: string }): void {
    if (!this.inFlight || type !== this.inFlight.type) return;
    if (message.code !== "ok") this.refused.push(`${type}: ${message.description}`);
    // The change this reply acknowledges is already in the state this client holds.
    else if (this.state.stateVersion <= this.inFlight.version) this.stale.push(`${type} replied at version ${this.state.stateVersion}`);
    this.inFlight = null;
    this.act();
  }

  /** Decides from the state held right now, without waiting for anything else to arrive. */
  act(): void {
    if (this.inFlight || this.state.phase !== "choosingTickets" && this.state.phase !== "playing") return;
    const view = viewFromWire(this.state, seatFromWire(this.state));
    if (view === null || view.seat === null || !mustAct(view, view.seat)) return;
    const legal = legalActionsFromView(view);
    if (legal.length === 0) return;
    const command: Command = pickMove(legal);
    this.inFlight = { type: command.type, version: this.state.stateVersion };
    this.sent += 1;
    this.room.send(command.type, payloadOf(command));
  }
}

describe("server: a reply never overtakes the patch of the change it acknowledges", function () {
  this.timeout(120_000);
  let ts: TestServer;

  before(async () => {
    ts = await startServer();
  });

  after(async () => {
    await ts.server.shutdown();
  });

  it("five clients acting right after each reply play a whole game with no refusal", async () => {
    const users = await Promise.all(Array.from({ length: SEATS }, (_, i) => registerUser(ts, `eager${i}`)));
    const host = await users[0].client.create("ttr", { gameName: "Eager", color: PLAYER_COLORS[0], seed: 4242 });
    const seats = [new EagerSeat(host)];
    for (let i = 1; i < SEATS; i++) seats.push(new EagerSeat(await users[i].client.joinById(host.roomId, { color: PLAYER_COLORS[i] })));
    // The fifth person sitting down starts the game (the design's rule); every seat acts on the state it holds.
    // (eager seats may already be past the ticket choice when this looks: anything but "waiting" is started)
    await until(() => seats.every((s) => (s.room.state as WireState).phase !== "waiting"), "the start of the game", 30_000);
    await until(() => seats.every((s) => (s.room.state as WireState).phase === "ended"), "the end of the game", 110_000);
    assert.deepEqual(seats.flatMap((s) => s.refused), []);
    assert.deepEqual(seats.flatMap((s) => s.stale), []);
    assert.ok(seats.reduce((n, s) => n + s.sent, 0) > 100, "a whole game was played");
    // The history was trimmed on the way (a whole game has more entries than are kept): every client decodes the
    // same list as the server holds, repeated entries and all.
    const history = [...serverRoom(host.roomId).state.history];
    assert.ok(history.length > 100);
    for (const s of seats) {
      const decoded: number[] = [];
      (s.room.state as WireState).history.forEach((entry) => decoded.push(entry));
      assert.deepEqual(decoded, history);
    }
    await Promise.all(seats.map((s) => s.room.leave(true)));
  });
});
