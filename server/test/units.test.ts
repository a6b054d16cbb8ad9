// Small pieces on their own: the parse step, history lines, seat presence, the bot driver's scheduling.
import assert from "node:assert/strict";
import { ERR, USA_MAP, newGame, type ApplyResult, type GameEvent, type GameState } from "../../shared-rules/src/index.js";
import { parseMessage } from "../src/room/messageSchemas.js";
import { historyCode, historyText } from "../../shared-rules/protocol/index.js";
import { SeatPresence } from "../src/game/SeatPresence.js";
import { BotDriver, seatsToAct } from "../src/game/BotDriver.js";
import { sleep } from "../../test-kit/index.js";

describe("server units", () => {
  describe("parseMessage (shape only; legality is the rules' job)", () => {
    // [message type, payload, accepted?]
    const table: [Parameters<typeof parseMessage>[0], unknown, boolean][] = [
      ["pass", undefined, true],
      ["pass", {}, true],
      ["pass", { force: true }, false],
      ["drawTrainCard", { cardLocation: 0 }, true],
      ["drawTrainCard", { cardLocation: 5 }, true],
      ["drawTrainCard", { cardLocation: 6 }, false],
      ["drawTrainCard", { cardLocation: "5" }, false],
      ["buyRoute", { routeIndex: 99, trainColor: "locomotive", numberOfWilds: 6 }, true],
      ["buyRoute", { routeIndex: 99, trainColor: "gray", numberOfWilds: 0 }, false],
      ["buyRoute", { routeIndex: 2.5, trainColor: "red", numberOfWilds: 0 }, false],
      ["selectDestinations", { destinationsSelected: [2, 0] }, true],
      ["selectDestinations", { destinationsSelected: new Array(6).fill(0) }, false],
      ["sendChat", { message: " hi " }, true],
      ["sendChat", { message: "\n\t " }, false],
      ["sendChat", { message: "é".repeat(300) }, true],
      ["sendChat", { message: "é".repeat(301) }, false],
      ["addAI", { difficulty: "medium" }, true],
      ["addAI", { difficulty: "MEDIUM" }, false],
      ["pass", { at: 12 }, true],
      ["drawTrainCard", { cardLocation: 0, at: 0 }, true],
      ["drawTrainCard", { cardLocation: 0, at: -1 }, false],
      ["drawTrainCard", { cardLocation: 0, at: 1.5 }, false],
      ["drawTrainCard", { cardLocation: 0, at: "7" }, false],
      ["drawTrainCard", { cardLocation: 0, at: 2 ** 32 }, false],
      ["addAI", { difficulty: "medium", at: 3 }, false],
    ];
    for (const [type, payload, ok] of table) {
      it(`${type} ${JSON.stringify(payload)} → ${ok ? "accepted" : "invalid input"}`, () => {
        assert.equal(parseMessage(type, payload) !== null, ok);
      });
    }
    it("trims chat", () => assert.deepEqual(parseMessage("sendChat", { message: "  yo  " }), { message: "yo" }));
    it("keeps a command's position apart from the rules' Command (the log never holds it)", () => {
      assert.deepEqual(parseMessage("drawTrainCard", { cardLocation: 5, at: 9 }), { command: { type: "drawTrainCard", cardLocation: 5 }, at: 9 });
      assert.deepEqual(parseMessage("pass", {}), { command: { type: "pass" }, at: undefined });
    });
  });

  describe("history codes never carry a secret, and read back as lines", () => {
    const name = (p: number) => ["Ann", "Ben"][p];
    const historyLine = (event: GameEvent, nameOf: (p: number) => string) => {
      const entry = historyCode(event);
      return entry === null ? null : historyText(entry, nameOf);
    };
    it("a deck draw does not say the colour; a face-up one does", () => {
      assert.equal(historyLine({ type: "cardDrawn", player: 0, source: "deck", color: "red" }, name), "Ann drew a card from the deck.");
      assert.match(historyLine({ type: "cardDrawn", player: 1, source: "faceUp", slot: 2, color: "red" }, name)!, /Ben took a face-up red card/);
    });
    it("offered and kept tickets are counted, not named; completions are not told", () => {
      const offered: GameEvent = { type: "ticketsOffered", player: 0, count: 3, ticketIds: [4, 5, 6] };
      assert.equal(historyLine(offered, name), "Ann drew 3 destination tickets.");
      assert.equal(historyLine({ type: "ticketsKept", player: 0, kept: 1, returned: 2 }, name), "Ann kept 1 destination ticket.");
      assert.equal(historyLine({ type: "ticketCompleted", player: 0, ticketId: 4 }, name), null);
    });
    it("a deck draw's code is the same whatever the card", () => {
      const codes = new Set(["red", "locomotive", "blue"].map((color) => historyCode({ type: "cardDrawn", player: 1, source: "deck", color } as GameEvent)));
      assert.equal(codes.size, 1);
    });
    it("claims, the last round and the end read back with their numbers", () => {
      assert.equal(historyLine({ type: "routeClaimed", player: 1, routeIndex: 0, points: 15 } as GameEvent, name), `Ben claimed ${USA_MAP.cities[USA_MAP.routes[0].a].name}–${USA_MAP.cities[USA_MAP.routes[0].b].name} for 15 points.`);
      assert.equal(historyLine({ type: "lastRoundStarted", player: 0 } as GameEvent, name), "Ann has 2 or fewer trains left: everybody plays one last turn.");
      const result = { ranking: [1, 0], scores: [{ total: 80 }, { total: 131 }] };
      assert.equal(historyLine({ type: "gameEnded", result } as unknown as GameEvent, name), "The game is over: Ben wins with 131 points.");
      assert.equal(historyLine({ type: "gameEnded", result: { ranking: [0], scores: [{ total: -7 }] } } as unknown as GameEvent, name), "The game is over: Ann wins with -7 points.");
      assert.equal(historyLine({ type: "gameStarted", firstPlayer: 1 } as GameEvent, name), "The game started; Ben plays first.");
    });
  });

  describe("SeatPresence", () => {
    it("hands a dropped seat to a bot after the grace period, and back on arrival", async () => {
      const takenOver: number[] = [];
      const presence = new SeatPresence(20, (seat) => takenOver.push(seat));
      presence.arrive(0);
      presence.arrive(1);
      presence.depart(1);
      assert.equal(presence.isConnected(1), false);
      assert.equal(presence.isTakenOver(1), false);
      await sleep(40);
      assert.deepEqual(takenOver, [1]);
      assert.equal(presence.isTakenOver(1), true);
      presence.arrive(1);
      assert.equal(presence.isTakenOver(1), false);
      presence.depart(0);
      presence.arrive(0); // back within the window: no takeover
      await sleep(40);
      assert.deepEqual(takenOver, [1]);
      presence.dispose();
    });

    it("moves later seats down when a seat is removed before the start", () => {
      const presence = new SeatPresence(1000, () => undefined);
      presence.arrive(0);
      presence.arrive(2);
      presence.removeSeat(1);
      assert.equal(presence.isConnected(1), true);
      assert.equal(presence.isConnected(2), false);
      presence.dispose();
    });
  });

  describe("BotDriver", () => {
    const start = newGame({ seed: 1, colors: ["red", "blue"] }) as Extract<ApplyResult, { ok: true }>;

    it("knows who must act: everybody choosing opening tickets, then the current player", () => {
      assert.deepEqual(seatsToAct(start.state), [0, 1]);
      const playing: GameState = { ...start.state, phase: "playing", currentPlayer: 1 };
      assert.deepEqual(seatsToAct(playing), [1]);
      assert.deepEqual(seatsToAct(null), []);
    });

    it("does not spin on a seat whose moves the rules keep refusing", async () => {
      let runs = 0;
      const driver = new BotDriver(
        {
          rules: () => start.state,
          botFor: (seat) => (seat === 1 ? "easy" : null),
          paused: () => false,
          run: () => {
            runs += 1;
            return { ok: false, error: { code: ERR.notYourTurn } };
          },
          version: () => 7,
        },
        () => ({ difficulty: "easy", chooseAction: (_view, legal) => legal[0] }),
        0,
        1,
      );
      const errors = console.error;
      console.error = () => undefined;
      try {
        driver.schedule();
        await sleep(50);
      } finally {
        console.error = errors;
        driver.dispose();
      }
      assert.equal(runs, 2, "the bot's move and the fallback, once");
    });
  });
});
