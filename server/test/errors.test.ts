// Every command's error answers, and that an illegal or malformed command changes nothing: the rules state, the
// command log and what the clients hold are compared before and after. Also the double-click case.
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import path from "node:path";
import type { Room } from "colyseus.js";
import { Client } from "colyseus.js";
import { ERR, USA_MAP, checkCommand, type Command } from "../../shared-rules/src/index.js";
import { DESCRIPTIONS, SERVER_ERR, type ReplyCode } from "../../shared-rules/protocol/index.js";
import { ask, refusedWith, registerUser, sleep, startServer, until, type TestServer, type User } from "../../test-kit/index.js";
import { rulesOf, serverRoom } from "./autoplay.js";

/* eslint-disable @typescript-eslint/no-explicit-any -- decoded client state is untyped */

function collect(room: Room, type: string, count: number): Promise<any[]> {
  return new Promise((resolve, reject) => {
    const got: any[] = [];
    const timer = setTimeout(() => reject(new Error(`only ${got.length} "${type}" replies`)), 5000);
    const unbind = room.onMessage(type, (m: any) => {
      got.push(m);
      if (got.length === count) {
        clearTimeout(timer);
        unbind();
        resolve(got);
      }
    });
  });
}

describe("server: error answers change nothing", function () {
  this.timeout(30_000);
  let ts: TestServer;
  let alice: User;
  let bobby: User;
  let ra: Room;
  let rb: Room;
  let watcher: Room;
  let roomId: string;

  /** Everything a command could change, on the server and on every client. */
  function snapshot(): string {
    const room = serverRoom(roomId);
    return JSON.stringify({
      rules: room.game.rules,
      record: { ...room.game.record, updatedAt: null, chat: null },
      clients: [ra, rb, watcher].filter(Boolean).map((r) => (r.state as any).toJSON()),
    });
  }

  /** Sends the message, checks the reply's code (and that code's description beside it), and that nothing changed anywhere. */
  async function refused(room: Room, type: string, payload: unknown, code: ReplyCode): Promise<void> {
    const before = snapshot();
    const reply = await ask<any>(room, type, payload);
    assert.equal(reply.code, code, `${type} ${JSON.stringify(payload)}`);
    assert.equal(reply.description, DESCRIPTIONS[code]);
    await sleep(20); // a patch, if one had been sent, would have arrived by now
    assert.equal(snapshot(), before, `${type} ${JSON.stringify(payload)} changed the game`);
  }

  before(async () => {
    ts = await startServer({ chatMaxMessages: 5, chatWindowSeconds: 60 });
    alice = await registerUser(ts, "alice");
    bobby = await registerUser(ts, "bobby");
    ra = await alice.client.create("ttr", { gameName: "Errors", color: "red", seed: 99 });
    roomId = ra.roomId;
    watcher = await new Client(ts.wsUrl).joinById(roomId, { spectator: true });
    for (const r of [ra, watcher]) r.onMessage("*", () => {});
  });

  after(async () => {
    await ts.server.shutdown();
  });

  describe("before the start", () => {
    it("startGame: alone → insufficient number of players", async () => {
      await refused(ra, "startGame", {}, ERR.insufficientPlayers);
    });

    it("joining with a colour already taken, or no colour, is refused", async () => {
      const carol = await registerUser(ts, "carol");
      await assert.rejects(carol.client.joinById(roomId, { color: "red" }), refusedWith(SERVER_ERR.colorTaken));
      await assert.rejects(carol.client.joinById(roomId, { color: "pink" }), refusedWith(SERVER_ERR.invalidInput));
      await assert.rejects(carol.client.create("ttr", { color: "red" }), refusedWith(SERVER_ERR.invalidInput));
      await assert.rejects(carol.client.create("ttr", { gameName: "x", color: "red", restoreGameId: roomId }), refusedWith(SERVER_ERR.invalidInput));
      rb = await bobby.client.joinById(roomId, { color: "blue" });
      rb.onMessage("*", () => {});
      await until(() => (watcher.state as any).players.length === 2, "bobby seated");
    });

    it("saveGameState (host) writes the replayable snapshot and answers its path", async () => {
      const answer = await ask<any>(ra, "saveGameState", {});
      assert.equal(answer.code, "ok");
      const onDisk = JSON.parse(await fs.readFile(path.join(ts.dataDir, answer.path), "utf8"));
      assert.equal(onDisk.id, roomId);
      assert.equal(onDisk.seed, 99);
      assert.deepEqual(answer.snapshot, onDisk);
    });

    it("host-only commands from another player → only the host can do that", async () => {
      await refused(rb, "startGame", {}, SERVER_ERR.notHost);
      await refused(rb, "addAI", { difficulty: "easy" }, SERVER_ERR.notHost);
      await refused(rb, "saveGameState", {}, SERVER_ERR.notHost);
    });

    it("spectators are not players", async () => {
      for (const type of ["startGame", "leaveGame", "drawTrainCard", "sendChat", "getDestinations"]) {
        const payload = type === "drawTrainCard" ? { cardLocation: 5 } : type === "sendChat" ? { message: "hi" } : {};
        await refused(watcher, type, payload, SERVER_ERR.notAPlayer);
      }
    });

    it("turn commands before the start → not allowed in this phase", async () => {
      await refused(ra, "drawTrainCard", { cardLocation: 5 }, ERR.wrongPhase);
      await refused(ra, "pass", {}, ERR.wrongPhase);
    });

    it("malformed setup commands → invalid input", async () => {
      await refused(ra, "startGame", { now: true }, ERR.invalidInput);
      await refused(ra, "addAI", { difficulty: "impossible" }, ERR.invalidInput);
      await refused(ra, "addAI", {}, ERR.invalidInput);
      await refused(ra, "leaveGame", "please", ERR.invalidInput);
    });
  });

  describe("after the start", () => {
    before(async () => {
      const reply = await ask<any>(ra, "startGame", {});
      assert.equal(reply.code, "ok");
      await until(() => (rb.state as any).phase === "choosingTickets", "started");
    });

    it("setup commands → game already started; a newcomer cannot sit down", async () => {
      await refused(ra, "startGame", {}, SERVER_ERR.gameAlreadyStarted);
      await refused(ra, "addAI", { difficulty: "hard" }, SERVER_ERR.gameAlreadyStarted);
      await refused(rb, "leaveGame", {}, SERVER_ERR.gameAlreadyStarted);
      const dora = await registerUser(ts, "dora1");
      await assert.rejects(dora.client.joinById(roomId, { color: "green" }), refusedWith(SERVER_ERR.gameAlreadyStarted));
    });

    it("selectDestinations during the opening choice: too few, bad indexes, bad shapes", async () => {
      await refused(ra, "selectDestinations", { destinationsSelected: [0] }, ERR.haveToSelectMore);
      await refused(ra, "selectDestinations", { destinationsSelected: [] }, ERR.haveToSelectMore);
      await refused(ra, "selectDestinations", { destinationsSelected: [0, 0] }, ERR.notAValidIndex);
      await refused(ra, "selectDestinations", { destinationsSelected: [0, 3] }, ERR.notAValidIndex);
      await refused(ra, "selectDestinations", { destinationsSelected: [0, -1] }, ERR.invalidInput);
      await refused(ra, "selectDestinations", { destinationsSelected: "0,1" }, ERR.invalidInput);
      await refused(ra, "selectDestinations", { destinationsSelected: [0, 1], also: 2 }, ERR.invalidInput);
      await refused(ra, "selectDestinations", { destinationsSelected: [0, 1, 2, 0, 1, 2] }, ERR.invalidInput);
      // Whatever the rules answer for a draw while tickets are pending, the server passes it on unchanged.
      const draw: Command = { type: "drawTrainCard", cardLocation: 5 };
      await refused(ra, "drawTrainCard", { cardLocation: 5 }, checkCommand(rulesOf(roomId), 0, draw)!.code);
    });

    it("a double-clicked selectDestinations applies once", async () => {
      const logBefore = serverRoom(roomId).game.record.log.length;
      const replies = collect(rb, "selectDestinations", 2);
      rb.send("selectDestinations", { destinationsSelected: [0, 1] });
      rb.send("selectDestinations", { destinationsSelected: [0, 1] });
      const [first, second] = await replies;
      assert.equal(first.code, "ok");
      assert.equal(second.code, ERR.noTicketsToSelect);
      assert.equal(serverRoom(roomId).game.record.log.length, logBefore + 1);
      assert.equal(rulesOf(roomId).players[1].tickets.length, 2);
      const reply = await ask<any>(ra, "selectDestinations", { destinationsSelected: [0, 1, 2] });
      assert.equal(reply.code, "ok");
      await until(() => (rb.state as any).phase === "playing", "playing");
    });

    describe("on somebody's turn", () => {
      let cur: Room;
      let other: Room;
      let seat: number;
      before(() => {
        seat = rulesOf(roomId).currentPlayer;
        cur = seat === 0 ? ra : rb;
        other = seat === 0 ? rb : ra;
      });

      it("the other player → not your turn, for every turn command", async () => {
        await refused(other, "drawTrainCard", { cardLocation: 5 }, ERR.notYourTurn);
        await refused(other, "buyRoute", { routeIndex: 0, trainColor: "red", numberOfWilds: 0 }, ERR.notYourTurn);
        await refused(other, "getDestinations", {}, ERR.notYourTurn);
        await refused(other, "pass", {}, ERR.notYourTurn);
      });

      it("drawTrainCard with a bad shape → invalid input", async () => {
        for (const payload of [{ cardLocation: 6 }, { cardLocation: -1 }, { cardLocation: 1.5 }, { cardLocation: "1" }, {}, { cardLocation: 1, x: 1 }, null, [1]]) {
          await refused(cur, "drawTrainCard", payload, ERR.invalidInput);
        }
      });

      it("buyRoute: shape errors → invalid input; the rules' answers otherwise", async () => {
        await refused(cur, "buyRoute", { routeIndex: "1", trainColor: "red", numberOfWilds: 0 }, ERR.invalidInput);
        await refused(cur, "buyRoute", { routeIndex: 1000, trainColor: "red", numberOfWilds: 0 }, ERR.invalidRoute);
        await refused(cur, "buyRoute", { routeIndex: 1, trainColor: "pink", numberOfWilds: 0 }, ERR.invalidInput);
        await refused(cur, "buyRoute", { routeIndex: 1, trainColor: "blue", numberOfWilds: -1 }, ERR.invalidInput);
        await refused(cur, "buyRoute", { routeIndex: 1, trainColor: "blue" }, ERR.invalidInput);
        await refused(cur, "buyRoute", { routeIndex: 150, trainColor: "red", numberOfWilds: 0 }, ERR.invalidRoute);
        // A six-car route with a four-card hand: the rules say why, and nothing moves.
        const long = USA_MAP.routes.findIndex((r) => r.length === 6 && r.color !== "gray");
        const command: Command = { type: "buyRoute", routeIndex: long, trainColor: USA_MAP.routes[long].color as never, numberOfWilds: 0 };
        const expected = checkCommand(rulesOf(roomId), seat, command);
        assert.ok(expected, "the rules refuse it");
        await refused(cur, "buyRoute", { routeIndex: long, trainColor: command.trainColor, numberOfWilds: 0 }, expected.code);
      });

      it("selectDestinations with nothing offered, and pass with moves left, are refused by the rules", async () => {
        await refused(cur, "selectDestinations", { destinationsSelected: [0] }, ERR.noTicketsToSelect);
        await refused(cur, "pass", {}, ERR.cannotPass);
        await refused(cur, "getDestinations", { count: 3 }, ERR.invalidInput);
      });

      it("sendChat: empty, blank, too long or not text → invalid input; too fast → refused", async () => {
        for (const message of ["", "   ", "x".repeat(301), "y".repeat(3000), 42]) {
          await refused(cur, "sendChat", { message }, ERR.invalidInput);
        }
        const heard = collect(other, "chat", 1);
        assert.equal((await ask(cur, "sendChat", { message: "  hello  " })).code, "ok");
        assert.equal((await heard)[0].message, "hello");
        for (let i = 0; i < 4; i++) assert.equal((await ask(cur, "sendChat", { message: `m${i}` })).code, "ok");
        assert.equal((await ask(cur, "sendChat", { message: "one too many" })).code, SERVER_ERR.tooFast);
      });

      it("an unknown message type gets an answer too", async () => {
        await refused(cur, "stealCards", { all: true }, ERR.invalidInput);
      });

      it("a double-clicked getDestinations applies once", async () => {
        const logBefore = serverRoom(roomId).game.record.log.length;
        const replies = collect(cur, "getDestinations", 2);
        cur.send("getDestinations", {});
        cur.send("getDestinations", {});
        const [first, second] = await replies;
        assert.equal(first.code, "ok");
        assert.equal(first.destinationCards.length, 3);
        assert.notEqual(second.code, "ok");
        assert.equal(serverRoom(roomId).game.record.log.length, logBefore + 1);
      });

      it("a double-clicked buyRoute applies once", async () => {
        // Finish the ticket choice, then find a turn where the current player can claim something.
        assert.equal((await ask(cur, "selectDestinations", { destinationsSelected: [0] })).code, "ok");
        const rooms = [ra, rb];
        for (let turn = 0; turn < 60; turn++) {
          const rules = rulesOf(roomId);
          const p = rules.currentPlayer;
          const room = rooms[p];
          const { legalActions } = await import("../../shared-rules/src/index.js");
          const claim = legalActions(rules, p).find((c) => c.type === "buyRoute");
          if (claim && claim.type === "buyRoute") {
            const logBefore = serverRoom(roomId).game.record.log.length;
            const replies = collect(room, "buyRoute", 2);
            const { type: _t, ...payload } = claim;
            room.send("buyRoute", payload);
            room.send("buyRoute", payload);
            const [first, second] = await replies;
            assert.equal(first.code, "ok");
            assert.equal(first.routeIndexPurchased, claim.routeIndex);
            assert.notEqual(second.code, "ok");
            assert.equal(serverRoom(roomId).game.record.log.length, logBefore + 1);
            return;
          }
          for (let i = 0; i < 2 && rulesOf(roomId).currentPlayer === p; i++) {
            assert.equal((await ask(room, "drawTrainCard", { cardLocation: 5 })).code, "ok");
          }
        }
        assert.fail("nobody could claim a route in 60 turns");
      });
    });
  });
});
