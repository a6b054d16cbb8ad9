// Spectator delay, through real rooms: in a game with people in it, a spectator's decoded state is
// the spectators' playerView of the game N moves back (never newer), history and chat included; at the end it is the
// final state at once; with the delay off, and in an all-bot game, spectators watch live in the game room itself.
import assert from "node:assert/strict";
import { Client, type Room } from "colyseus.js";
import { playerView } from "../../shared-rules/src/index.js";
import {
  HISTORY_LIMIT,
  WATCH_DELAYED_CLOSE,
  historyCode,
  joinAsSpectator,
  viewFromWire,
  watchRoomIdOf,
  type WireState,
} from "../../shared-rules/protocol/index.js";
import { serverRoom } from "./autoplay.js";
import { ask, registerUser, startServer, tempDataDir, until, type TestServer, type User } from "../../test-kit/index.js";
import { MirroredGame, essence } from "./mirroredGame.js";

const DELAY = 3;
const SEED = 4242;

async function spectate(ts: TestServer, gameId: string): Promise<Room<WireState>> {
  const client = new Client(ts.wsUrl);
  const room = await joinAsSpectator((id, options) => client.joinById<WireState>(id, options), gameId);
  room.onMessage("*", () => undefined);
  return room;
}

function decoded(room: Room<WireState>): WireState | null {
  const s = room.state as Partial<WireState> | undefined;
  return s?.players && s.routeOwners && s.faceUp ? (s as WireState) : null;
}

/** The spectator's view as text, in the form the rules' views are compared in. */
function seen(room: Room<WireState>): string {
  const state = decoded(room);
  const view = state && viewFromWire(state, null);
  return view ? JSON.stringify(essence(view)) : "(not synced yet)";
}

/** Moves shown: stateVersion counts the start as one. */
function movesShown(room: Room<WireState>): number {
  return (decoded(room)?.stateVersion ?? 0) - 1;
}

function codesOf(state: WireState): number[] {
  const codes: number[] = [];
  state.history.forEach((code) => codes.push(code));
  return codes;
}

/** The history codes of the start and the first `moves` moves, as the synced list keeps them (its newest). */
function historyAfter(game: MirroredGame, moves: number): number[] {
  return game.events.slice(0, moves + 1).flat().map(historyCode).filter((c): c is number => c !== null);
}

describe("server: spectator delay", function () {
  this.timeout(300_000);
  let ts: TestServer;
  let alice: User;
  let bobby: User;

  before(async () => {
    ts = await startServer({ spectatorDelayMoves: DELAY });
    alice = await registerUser(ts, "alice");
    bobby = await registerUser(ts, "bobby");
  });

  after(async () => {
    await ts.server.shutdown();
  });

  describe("a public game between two people", () => {
    let ra: Room;
    let rb: Room;
    let early: Room<WireState>;
    let late: Room<WireState> | null = null;
    let game: MirroredGame;
    const problems: string[] = [];
    const chatSeen: { message: string; movesShown: number }[] = [];
    const chatSaid = new Map<string, number>();
    let lateFirstShown = -1;
    let lateMovesAtJoin = -1;

    /** Every state a spectator decoded: checked against the rules' past states once the test has them all. */
    const decodedStates: { name: string; shown: number; view: string; history: number[] }[] = [];

    /** Every state a spectator decodes must be the game as it was DELAY moves ago (all of it once it has ended). */
    function watchOver(room: Room<WireState>, name: string): void {
      room.onStateChange(() => {
        const state = decoded(room);
        if (!state || state.phase === "waiting") return;
        const shown = movesShown(room);
        // Read when the state arrives: the game room's log is at least as long as when the mirror sent it.
        const live = serverRoom(ra.roomId).game.record;
        const allowed = live.status === "ended" ? live.log.length : Math.max(0, live.log.length - DELAY);
        if (shown > allowed) problems.push(`${name} shows move ${shown} while the game is at ${live.log.length}`);
        decodedStates.push({ name, shown, view: seen(room), history: codesOf(state) });
      });
    }

    /** Each decoded state is the rules' spectator view of its move, with the history of the moves up to it. */
    function checkDecodedStates(): void {
      for (const { name, shown, view, history } of decodedStates) {
        if (view !== JSON.stringify(essence(playerView(game.states[shown], null)))) {
          problems.push(`${name} at move ${shown} is not the rules' spectator view of move ${shown}`);
        }
        const all = historyAfter(game, shown);
        if (history.length < Math.min(all.length, HISTORY_LIMIT) || history.join() !== all.slice(all.length - history.length).join()) {
          problems.push(`${name}'s history at move ${shown} is not the history of the first ${shown} moves`);
        }
      }
    }

    before(async () => {
      ra = await alice.client.create("ttr", { gameName: "Delayed", color: "red", seed: SEED });
      rb = await bobby.client.joinById(ra.roomId, { color: "blue" });
      game = new MirroredGame(SEED, ["red", "blue"]);
      early = await spectate(ts, ra.roomId);
      watchOver(early, "the early spectator");
      early.onMessage("chat", (line: { message: string }) => chatSeen.push({ message: line.message, movesShown: movesShown(early) }));
      early.onMessage("*", () => undefined);
    });

    it("sends a spectator of the waiting game to the game's mirror room, not into the game room", async () => {
      assert.equal(early.roomId, watchRoomIdOf(ra.roomId));
      await until(() => decoded(early)?.players.length === 2, "the spectator sees both seats");
      await until(() => (ra.state as unknown as WireState).spectatorCount === 1, "the players see one spectator");
    });

    it("shows each state N moves behind the game, with its history and chat, never newer", async () => {
      assert.equal((await ask(ra, "startGame")).code, "ok");
      await until(() => decoded(early)?.phase === "choosingTickets", "the spectator sees the start");
      assert.equal(decoded(early)?.spectatorDelay, DELAY, "the mirror says how far behind it is");
      const roomOf = (seat: number) => (seat === 0 ? ra : rb);
      while (!game.ended) {
        await game.playOne(roomOf);
        const moves = game.acknowledged.length;
        if (moves === 12) {
          const message = `said after move ${moves}`;
          chatSaid.set(message, moves);
          assert.equal((await ask(ra, "sendChat", { message })).code, "ok");
        }
        if (moves === 20) {
          late = await spectate(ts, ra.roomId);
          lateMovesAtJoin = serverRoom(ra.roomId).game.record.log.length;
          const room = late;
          await until(() => decoded(room) !== null, "the late spectator's first state");
          lateFirstShown = movesShown(room);
          watchOver(room, "the late spectator");
        }
        if (game.ended) break;
        const target = Math.max(0, moves - DELAY);
        await until(() => movesShown(early) === target, `the spectator shows move ${target}`, 30_000);
        assert.equal(seen(early), JSON.stringify(essence(playerView(game.states[target], null))), `the spectator's view of move ${target}`);
      }
      assert.deepEqual(problems, []);
    });

    it("shows a spectator who joins mid-game the delayed state from their first state on", () => {
      assert.ok(late, "a spectator joined at move 20");
      assert.equal(late!.roomId, watchRoomIdOf(ra.roomId));
      assert.ok(lateFirstShown <= lateMovesAtJoin - DELAY, `first state at move ${lateFirstShown}, game at ${lateMovesAtJoin}`);
    });

    it("shows a chat line only once the spectators see the move it was said after", () => {
      assert.equal(chatSeen.length, 1, "the line arrived once");
      const said = chatSaid.get(chatSeen[0].message)!;
      assert.ok(chatSeen[0].movesShown >= said, `a line said after move ${said} arrived at move ${chatSeen[0].movesShown}`);
    });

    it("shows the final state and the result at once when the game ends", async () => {
      const final = game.acknowledged.length;
      for (const room of [early, late!]) {
        await until(() => decoded(room)?.phase === "ended", "the spectator sees the end", 30_000);
        assert.equal(movesShown(room), final, "the end is not delayed");
        assert.equal(seen(room), JSON.stringify(essence(playerView(game.state, null))));
        assert.equal(decoded(room)?.spectatorDelay, 0, "nothing is behind any more");
        assert.ok(decoded(room)?.result, "the final scores are there");
      }
      checkDecodedStates();
      assert.ok(decodedStates.length > game.acknowledged.length / 2, `states checked: ${decodedStates.length}`);
      assert.deepEqual(problems, []);
    });

    it("holds no player's private part in the mirror's state", () => {
      decoded(early)!.players.forEach((p) => assert.equal(p.private, undefined));
    });

    after(async () => {
      for (const room of [ra, rb, early, late]) await room?.leave(true).catch(() => undefined);
    });
  });

  it("lets a spectator watch live in the game room when the creator turned the delay off", async () => {
    const ra = await alice.client.create("ttr", { gameName: "Live", color: "red", seed: SEED, spectatorDelay: false });
    const rb = await bobby.client.joinById(ra.roomId, { color: "blue" });
    const spectator = await spectate(ts, ra.roomId);
    assert.equal(spectator.roomId, ra.roomId, "the spectator sits in the game room");
    const game = new MirroredGame(SEED, ["red", "blue"]);
    assert.equal((await ask(ra, "startGame")).code, "ok");
    for (let i = 0; i < 8; i++) {
      await game.playOne((seat) => (seat === 0 ? ra : rb));
      const moves = game.acknowledged.length;
      await until(() => movesShown(spectator) === moves, `the spectator shows move ${moves} at once`);
      assert.equal(seen(spectator), JSON.stringify(essence(playerView(game.state, null))));
    }
    assert.equal(decoded(spectator)?.spectatorDelay, 0);
    for (const room of [ra, rb, spectator]) await room.leave(true);
  });

  it("leaves a private game's spectators live unless its creator asks for the delay", async () => {
    const ra = await alice.client.create("ttr", { gameName: "Among friends", color: "red", private: true });
    const spectator = await spectate(ts, ra.roomId);
    assert.equal(spectator.roomId, ra.roomId, "the spectator sits in the game room");
    const rd = await bobby.client.create("ttr", { gameName: "Friends, delayed", color: "blue", private: true, spectatorDelay: true });
    const delayed = await spectate(ts, rd.roomId);
    assert.equal(delayed.roomId, watchRoomIdOf(rd.roomId));
    for (const room of [ra, spectator, rd, delayed]) await room.leave(true);
  });

  it("keeps an all-bot game live: the host who watches stays in the game room and others join it", async () => {
    const ra = await alice.client.create("ttr", { gameName: "Bots only", color: "red", seed: SEED });
    assert.equal((await ask(ra, "addAI", { difficulty: "easy" })).code, "ok");
    assert.equal((await ask(ra, "addAI", { difficulty: "easy" })).code, "ok");
    let closedWith: number | null = null;
    ra.onLeave((code) => (closedWith = code));
    assert.equal((await ask(ra, "startAndWatch")).code, "ok");
    const spectator = await spectate(ts, ra.roomId);
    assert.equal(spectator.roomId, ra.roomId, "nobody to tip off: the spectator watches in the game room");
    await until(() => decoded(spectator)?.phase === "ended", "the bots finish the game", 120_000);
    assert.equal(movesShown(spectator), serverRoom(ra.roomId).game.record.log.length, "live to the last move");
    assert.equal(closedWith, null, "the watching host was never sent away");
    await until(() => (ra.state as unknown as WireState).phase === "ended", "the host saw the end live");
    for (const room of [ra, spectator]) await room.leave(true);
  });

  it("answers the host who gave up their seat, then sends them to the mirror when people play on without them", async () => {
    const ra = await alice.client.create("ttr", { gameName: "Host watches", color: "red", seed: SEED });
    const rb = await bobby.client.joinById(ra.roomId, { color: "blue" });
    assert.equal((await ask(ra, "addAI", { difficulty: "easy" })).code, "ok");
    const closed = new Promise<number>((resolve) => ra.onLeave((code) => resolve(code)));
    const phases: string[] = [];
    ra.onStateChange((s) => phases.push((s as unknown as WireState).phase));
    const answer = ask(ra, "startAndWatch");
    assert.equal((await answer).code, "ok", "the host hears that the game started before being moved to the mirror");
    assert.equal(await closed, WATCH_DELAYED_CLOSE);
    assert.ok(phases.every((p) => p === "waiting"), `the host's live connection never saw the game under way: ${phases.join()}`);
    const watching = await spectate(ts, ra.roomId);
    assert.equal(watching.roomId, watchRoomIdOf(ra.roomId));
    await until(() => decoded(watching)?.phase === "choosingTickets", "the host watches the start from the mirror");
    for (const room of [rb, watching]) await room.leave(true);
  });
});

describe("server: spectator delay across a restart", function () {
  this.timeout(300_000);
  let ts: TestServer;
  let dataDir: string;

  before(async () => {
    dataDir = await tempDataDir();
    ts = await startServer({ dataDir, spectatorDelayMoves: DELAY });
  });

  after(async () => {
    await ts.server.shutdown();
  });

  it("shows a restored game's spectators the state N moves behind its log", async () => {
    const alice = await registerUser(ts, "alice");
    const bobby = await registerUser(ts, "bobby");
    const ra = await alice.client.create("ttr", { gameName: "Restored", color: "red", seed: SEED });
    const rb = await bobby.client.joinById(ra.roomId, { color: "blue" });
    const game = new MirroredGame(SEED, ["red", "blue"]);
    assert.equal((await ask(ra, "startGame")).code, "ok");
    for (let i = 0; i < 12; i++) await game.playOne((seat) => (seat === 0 ? ra : rb));
    await ts.server.shutdown();
    ts = await startServer({ dataDir, spectatorDelayMoves: DELAY, port: ts.port });
    const spectator = await spectate(ts, ra.roomId);
    assert.equal(spectator.roomId, watchRoomIdOf(ra.roomId));
    await until(() => decoded(spectator) !== null, "the spectator's first state");
    assert.equal(movesShown(spectator), 12 - DELAY);
    assert.equal(seen(spectator), JSON.stringify(essence(playerView(game.states[12 - DELAY], null))));
    assert.deepEqual(codesOf(decoded(spectator)!), historyAfter(game, 12 - DELAY), "the history of the moves shown");
    // The players come back and play on: the spectator follows move by move, and one joining later starts right.
    const back = [await alice.client.joinById(ra.roomId, {}), await bobby.client.joinById(ra.roomId, {})];
    // The room was shown its last moves one by one before anyone came: the players get the same history as ever.
    await until(() => (back[0].state as unknown as WireState | undefined)?.history !== undefined, "alice's first state");
    assert.deepEqual(codesOf(back[0].state as unknown as WireState), historyAfter(game, 12), "the players' history after the restart");
    for (let moves = 13; moves <= 18; moves++) {
      await game.playOne((seat) => back[seat]);
      await until(() => movesShown(spectator) === moves - DELAY, `the spectator shows move ${moves - DELAY}`, 30_000);
      assert.equal(seen(spectator), JSON.stringify(essence(playerView(game.states[moves - DELAY], null))));
    }
    const later = await spectate(ts, ra.roomId);
    await until(() => decoded(later) !== null, "the later spectator's first state");
    assert.equal(seen(later), JSON.stringify(essence(playerView(game.states[18 - DELAY], null))));
    assert.deepEqual(codesOf(decoded(later)!), historyAfter(game, 18 - DELAY));
    for (const room of [spectator, later, ...back]) await room.leave(true);
  });
});
