// The game core's pure parts, without a room: the durable outbox (with a store whose saves the test resolves by
// hand), and the mapping from the rules' events to notifications.
import assert from "node:assert/strict";
import { USA_MAP, newGame, type GameEvent, type GameResult } from "../../shared-rules/src/index.js";
import { DurableOutbox } from "../src/game/DurableOutbox.js";
import { notificationsOf } from "../src/game/notifications.js";
import { until } from "../../test-kit/index.js";

/** A store whose saves stay pending until the test settles them, in any order. */
function fakeStore() {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  return {
    write: () => new Promise<void>((resolve, reject) => void pending.push({ resolve, reject })),
    resolve: (i: number) => pending[i].resolve(),
    reject: (i: number, error: Error) => pending[i].reject(error),
    get asked() {
      return pending.length;
    },
  };
}

/** Lets the store's settled promises run their callbacks. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** An outbox whose durable saves are shown at once (as the game master does once no save is on its way). */
function outboxWithLog() {
  const sent: string[] = [];
  const failures: unknown[] = [];
  const resumes: number[] = [];
  const outbox = new DurableOutbox({ paused: (error) => failures.push(error), resumed: (ms) => resumes.push(ms) });
  const store = fakeStore();
  const save = (label: string) =>
    outbox.save(store.write, (ticket) => {
      sent.push(`durable ${label} (#${ticket})`);
      if (outbox.settled) outbox.markShown();
      outbox.flush();
    });
  return { outbox, store, sent, failures, resumes, save };
}

describe("game core", () => {
  describe("DurableOutbox", () => {
    it("sends nothing before its save is durable, then everything queued behind it, in order", async () => {
      const { outbox, store, sent, save } = outboxWithLog();
      save("a");
      outbox.send(() => sent.push("reply a"));
      outbox.send(() => sent.push("chat a"));
      assert.equal(sent.length, 0, "nothing leaves before the store answers");
      assert.equal(outbox.settled, false);
      store.resolve(0);
      await settle();
      assert.deepEqual(sent, ["durable a (#1)", "reply a", "chat a"]);
      assert.equal(outbox.settled, true);
      outbox.send(() => sent.push("reply with nothing pending"));
      assert.equal(sent.at(-1), "reply with nothing pending", "with every save durable and shown, a message leaves at once");
    });

    it("keeps a message behind a slow save, however long it takes", async () => {
      const { outbox, store, sent, save } = outboxWithLog();
      save("slow");
      outbox.send(() => sent.push("reply slow"));
      for (let i = 0; i < 20; i++) await settle();
      assert.equal(sent.length, 0, "still on its way: nothing leaves");
      outbox.send(() => sent.push("reply behind it"));
      store.resolve(0);
      await settle();
      assert.deepEqual(sent, ["durable slow (#1)", "reply slow", "reply behind it"]);
    });

    it("waits for every save asked before it, and sends nothing of a later one early", async () => {
      const { outbox, store, sent, save } = outboxWithLog();
      save("a");
      outbox.send(() => sent.push("reply a"));
      save("b");
      outbox.send(() => sent.push("reply b"));
      store.resolve(0);
      await settle();
      assert.deepEqual(sent, ["durable a (#1)"], "a is durable but b is on its way: a's state is not the newest, nothing is shown");
      store.resolve(1);
      await settle();
      assert.deepEqual(sent, ["durable a (#1)", "durable b (#2)", "reply a", "reply b"]);
    });

    it("holds everything behind a failed save, retries it, and delivers once a retry is durable", async () => {
      const { outbox, store, sent, failures, resumes, save } = outboxWithLog();
      save("unsaved");
      outbox.send(() => sent.push("reply unsaved"));
      store.reject(0, new Error("disk full"));
      await settle();
      assert.equal(failures.length, 1);
      assert.match(String(failures[0]), /disk full/);
      assert.equal(outbox.paused, true);
      assert.equal(sent.length, 0, "a change that is not durable is neither shown nor acknowledged");
      save("during the outage");
      outbox.send(() => sent.push("reply during"));
      assert.equal(store.asked, 1, "no write per change while paused: the retry takes them all");
      await until(() => store.asked === 2, "the outbox retries by itself");
      store.reject(1, new Error("still full"));
      await settle();
      assert.equal(failures.length, 1, "one outage is told once");
      await until(() => store.asked === 3, "and retries again after a longer wait");
      store.resolve(2);
      await settle();
      assert.equal(outbox.paused, false);
      assert.equal(resumes.length, 1);
      assert.deepEqual(sent, ["durable unsaved (#1)", "durable during the outage (#2)", "reply unsaved", "reply during"]);
    });

    it("queues a notification behind its own save, ahead of later replies", async () => {
      const outbox = new DurableOutbox({ paused: () => undefined, resumed: () => undefined });
      const store = fakeStore();
      const sent: string[] = [];
      outbox.save(store.write, (ticket) => {
        outbox.sendAfter(ticket, () => sent.push("turnStarted"));
        outbox.markShown();
        outbox.flush();
      });
      outbox.send(() => sent.push("reply"));
      store.resolve(0);
      await settle();
      assert.deepEqual(sent, ["reply", "turnStarted"], "the reply was queued first, the notification when its save was durable");
    });

    it("delivers nothing once closed", async () => {
      const { outbox, store, sent, save } = outboxWithLog();
      save("late");
      outbox.send(() => sent.push("reply late"));
      outbox.close();
      store.resolve(0);
      await settle();
      assert.deepEqual(sent, []);
    });
  });

  describe("notificationsOf", () => {
    const names = (seat: number) => ["ann", "bob"][seat];

    it("maps turnStarted to everybody and a completed ticket to its owner only", () => {
      const ticket = USA_MAP.tickets[3];
      const events: GameEvent[] = [
        { type: "ticketCompleted", player: 1, ticketId: ticket.id },
        { type: "turnStarted", player: 0, lastRound: true },
      ];
      assert.deepEqual(notificationsOf(events, "g1", names, USA_MAP), [
        {
          type: "notifyDestinationRouteCompleted",
          seat: 1,
          message: {
            gameId: "g1",
            playerId: 1,
            route: { id: ticket.id, start: USA_MAP.cities[ticket.a].name, end: USA_MAP.cities[ticket.b].name, points: ticket.points },
          },
        },
        { type: "turnStarted", seat: null, message: { playerId: 0, lastRound: true } },
      ]);
    });

    it("names every seat in gameEnded and keeps the rules' ranking", () => {
      const result: GameResult = {
        scores: [0, 1].map((playerIndex) => ({
          playerIndex,
          routePoints: 10 + playerIndex,
          ticketPoints: 5,
          ticketsWon: [1],
          ticketsLost: [],
          longestPath: 7,
          longestPathBonus: playerIndex === 1 ? 10 : 0,
          longestRouteRecipient: playerIndex === 1,
          longestPathRoutes: [],
          total: 15 + playerIndex + (playerIndex === 1 ? 10 : 0),
        })),
        ranking: [1, 0],
      } as GameResult;
      const [ended] = notificationsOf([{ type: "gameEnded", result } as GameEvent], "g2", names, USA_MAP);
      assert.equal(ended.type, "gameEnded");
      assert.equal(ended.seat, null);
      if (ended.type !== "gameEnded") return;
      assert.deepEqual(ended.message.ranking, [1, 0]);
      assert.deepEqual(
        ended.message.players.map((p) => [p.playerIndex, p.username, p.points, p.longestRouteRecipient]),
        [
          [0, "ann", 15, false],
          [1, "bob", 26, true],
        ],
      );
      assert.equal(ended.message.players[1].breakdown.longestPathBonus, 10);
    });

    it("makes no notification of the other events", () => {
      const start = newGame({ seed: 7, colors: ["red", "blue"] });
      assert.ok(start.ok);
      const quiet = start.events.filter((e) => !["turnStarted", "ticketCompleted", "gameEnded"].includes(e.type));
      assert.ok(quiet.length > 0);
      assert.deepEqual(notificationsOf(quiet, "g3", names, USA_MAP), []);
    });
  });
});
