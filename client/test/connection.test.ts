// The client's network layer without a browser: which request a reply answers (replies carry no request id, so a
// reply that comes after its request timed out must not be taken for the next one's), checked on the pure matcher
// and through GameConnection over real colyseus.js against a real server; and the waits before each try to get a
// dropped connection back (the lobby's and a game room's).
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import type { ReplyBase } from "../../shared-rules/protocol/index.js";
import { registerUser, startServer, type TestServer } from "../../test-kit/index.js";
import { GameConnection } from "../src/net/GameConnection.js";
import { PendingReplies, type After } from "../src/net/pendingReplies.js";
import { GAME_RECONNECT_MS, LOBBY_RETRY_MS, retryWithBackoff, type Wait } from "../src/net/backoff.js";
import { installSessionStorageStandIn } from "./sessionStorageStandIn.js";

/** A clock the test moves by hand: `fire()` runs every timeout scheduled so far. */
function handClock(): { after: After; fire(): void } {
  const due: (() => void)[] = [];
  return { after: (_ms, fn) => void due.push(fn), fire: () => due.splice(0).forEach((fn) => fn()) };
}

const TIMEOUT: ReplyBase = { code: "timeout", description: "timed out" };
const reply = (description: string): ReplyBase => ({ code: "ok", description });

describe("client: matching replies to requests", () => {
  it("a reply that comes after its request timed out is not taken for the next request's", async () => {
    const clock = handClock();
    const replies = new PendingReplies<ReplyBase>(clock.after);
    const first = replies.expect("sendChat", 8000, TIMEOUT);
    clock.fire();
    assert.deepEqual(await first.reply, TIMEOUT);
    const second = replies.expect("sendChat", 8000, TIMEOUT);
    replies.answer("sendChat", reply("late, for the first"));
    replies.answer("sendChat", reply("for the second"));
    assert.deepEqual(await second.reply, reply("for the second"));
  });

  it("answers requests of one type in the order they were sent, each type on its own", async () => {
    const replies = new PendingReplies<ReplyBase>(handClock().after);
    const a = replies.expect("pass", 8000, TIMEOUT);
    const b = replies.expect("sendChat", 8000, TIMEOUT);
    const c = replies.expect("pass", 8000, TIMEOUT);
    replies.answer("sendChat", reply("b"));
    replies.answer("pass", reply("a"));
    replies.answer("pass", reply("c"));
    assert.deepEqual(await Promise.all([a.reply, b.reply, c.reply]), [reply("a"), reply("b"), reply("c")]);
  });

  it("a message that never left gives up its place; a new connection owes nothing of the old one", async () => {
    const clock = handClock();
    const replies = new PendingReplies<ReplyBase>(clock.after);
    const unsent = replies.expect("pass", 8000, TIMEOUT);
    const notConnected: ReplyBase = { code: "notConnected", description: "not connected" };
    unsent.notSent(notConnected);
    assert.deepEqual(await unsent.reply, notConnected);
    const next = replies.expect("pass", 8000, TIMEOUT);
    replies.answer("pass", reply("next"));
    assert.deepEqual(await next.reply, reply("next"));

    const lost = replies.expect("pass", 8000, TIMEOUT);
    replies.newConnection();
    const fresh = replies.expect("pass", 8000, TIMEOUT);
    replies.answer("pass", reply("on the new connection"));
    assert.deepEqual(await fresh.reply, reply("on the new connection"));
    clock.fire();
    assert.deepEqual(await lost.reply, TIMEOUT, "the request of the old connection still ends, by its timeout");
  });
});

describe("client: GameConnection.request over a real server", () => {
  let ts: TestServer;
  let removeStorage: () => void = () => undefined;

  before(async () => {
    removeStorage = installSessionStorageStandIn();
    ts = await startServer();
  });

  after(async () => {
    await ts?.server.shutdown();
    if (ts) await fs.rm(ts.dataDir, { recursive: true, force: true });
    removeStorage();
  });

  async function connection(username: string, after?: After): Promise<GameConnection> {
    const user = await registerUser(ts, username);
    const room = await user.client.create("ttr", { gameName: `${username}'s game`, color: "red" });
    const g = new GameConnection(user.client, room, false, username, after);
    await g.whenReady();
    return g;
  }

  it("a late reply to a timed-out chat does not answer the next chat", async () => {
    const clock = handClock();
    const g = await connection("late_reply", clock.after);
    const seen: ReplyBase[] = [];
    g.on("reply", (type, r) => {
      if (type === "sendChat") seen.push(r);
    });
    // An empty line is refused: its reply differs from the next one's. Its timeout fires before any reply can have
    // been read (this code runs to its end first), so the refusal arrives late.
    const refused = g.request("sendChat", { message: "" });
    clock.fire();
    assert.equal((await refused).code, "timeout");
    const next = await g.request("sendChat", { message: "hello" });
    assert.equal(next.code, "ok", `the next chat got: ${next.code} ${next.description}`);
    assert.deepEqual(seen.map((r) => r.code === "ok"), [false, true], "the refusal came first, late");
    await g.leave();
  });

  it("answers several chats in flight each with its own reply", async () => {
    const g = await connection("in_flight");
    const answers = await Promise.all([g.request("sendChat", { message: "" }), g.request("sendChat", { message: "hi" }), g.request("sendChat", { message: "" })]);
    assert.deepEqual(answers.map((r) => r.code === "ok"), [false, true, false]);
    await g.leave();
  });
});

describe("client: trying again after a dropped connection", () => {
  /** A wait that only records how long it was asked to wait. */
  function recordedWaits(): { wait: Wait; waited: number[] } {
    const waited: number[] = [];
    return { waited, wait: async (ms) => void waited.push(ms) };
  }

  it("the lobby waits 0.5, 1, 2, 4 and 8 s before its tries, then gives up", async () => {
    const { wait, waited } = recordedWaits();
    let tries = 0;
    const outcome = await retryWithBackoff(LOBBY_RETRY_MS, async () => (tries++, false), () => false, wait);
    assert.equal(outcome, "gaveUp");
    assert.deepEqual(waited, [500, 1000, 2000, 4000, 8000]);
    assert.equal(tries, 5, "one try after each wait");
  });

  it("stops at the first try that works", async () => {
    const { wait, waited } = recordedWaits();
    let tries = 0;
    const outcome = await retryWithBackoff(LOBBY_RETRY_MS, async () => ++tries === 3, () => false, wait);
    assert.equal(outcome, "succeeded");
    assert.deepEqual(waited, [500, 1000, 2000]);
    assert.equal(tries, 3);
  });

  it("stops without another try once it is no longer wanted (logged out, or back by another way)", async () => {
    const { wait, waited } = recordedWaits();
    let tries = 0;
    let loggedIn = true;
    const outcome = await retryWithBackoff(LOBBY_RETRY_MS, async () => {
      tries++;
      loggedIn = false; // the person logs out while the next wait runs
      return false;
    }, () => !loggedIn, wait);
    assert.equal(outcome, "stopped");
    assert.deepEqual(waited, [500, 1000]);
    assert.equal(tries, 1);
  });

  it("a game room is tried 12 times, doubling from 0.5 s up to 5 s", () => {
    assert.deepEqual(GAME_RECONNECT_MS, [500, 1000, 2000, 4000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000]);
  });
});
