// A chat message cannot pass for another player's line: whatever a seated player sends, the line everybody hears, the
// chat kept with the game (on disk, and sent to whoever joins later) is one visible line under the sender's own name:
// no line breaks, tabs or other controls, no bidi overrides or invisible characters.
import assert from "node:assert/strict";
import path from "node:path";
import type { Room } from "colyseus.js";
import { readLog } from "../src/storage/logGameStore.js";
import type { ChatLine } from "../src/domain/records.js";
import { DESCRIPTIONS, SERVER_ERR } from "../../shared-rules/protocol/index.js";
import { ask, registerUser, startServer, type TestServer, type User } from "../../test-kit/index.js";

/** A character that breaks a line, controls, or hides or reorders text: none may reach anybody's screen. */
const NOT_ONE_VISIBLE_LINE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]|\s{2}|^\s|\s$/u;

const FORGERIES: { why: string; sent: string; heard: string }[] = [
  { why: "a newline and a fake sender", sent: "hi\nalice: I resign", heard: "hi alice: I resign" },
  { why: "CR LF and a fake sender", sent: "ok\r\nalice: gg, I give up", heard: "ok alice: gg, I give up" },
  { why: "a right-to-left override", sent: "\u202Eevil", heard: "evil" },
  { why: "tabs", sent: "a\tb\t\t\tc", heard: "a b c" },
  { why: "Unicode line and paragraph separators", sent: "hi\u2028alice: I resign\u2029", heard: "hi alice: I resign" },
  { why: "NEL, a C1 line break", sent: "hi\u0085alice: I resign", heard: "hi alice: I resign" },
  { why: "bidi isolates, marks and zero-width characters", sent: "\u2066ali\u200Bce\u2069\u200F: \uFEFFre\u2060sign", heard: "alice: resign" },
];

describe("security: chat lines are one visible line under their sender's name", function () {
  this.timeout(60_000);
  let ts: TestServer;
  let mallory: User;
  let alice: User;
  let bobby: User;
  const rooms: Room[] = [];

  before(async () => {
    ts = await startServer({ chatMaxMessages: 100, chatWindowSeconds: 60 });
    mallory = await registerUser(ts, "mallory");
    alice = await registerUser(ts, "alice");
    bobby = await registerUser(ts, "bobby");
  });

  after(async () => {
    await Promise.all(rooms.map((r) => r.leave().catch(() => {})));
    await ts?.server.shutdown();
  });

  it("sends, keeps and hands late joiners each forged message as one normalised line; refuses one with nothing visible", async () => {
    const sender = await mallory.client.create("ttr", { gameName: "Chat", color: "red" });
    const listener = await alice.client.joinById(sender.roomId, { color: "blue" });
    rooms.push(sender, listener);
    const heard: ChatLine[] = [];
    listener.onMessage("chat", (line: ChatLine) => heard.push(line));
    sender.onMessage("chat", () => {});

    for (const { why, sent } of FORGERIES) {
      assert.equal((await ask(sender, "sendChat", { message: sent })).code, "ok", why);
    }
    for (const blank of [" \u200B\n\u202E\t\uFEFF ", "\r\n\u2028", "\u2066\u2069"]) {
      const answer = await ask(sender, "sendChat", { message: blank });
      assert.equal(answer.code, SERVER_ERR.invalidInput, `nothing visible: ${JSON.stringify(blank)}`);
      assert.equal(answer.description, DESCRIPTIONS.invalidInput);
    }
    const expected = FORGERIES.map(({ heard: message }) => ({ sender: "mallory", message }));

    // Each reply leaves after its line's broadcast: everything heard is here once the last reply came, and the
    // refused messages were never heard.
    const probe = await ask(sender, "sendChat", { message: "end" });
    assert.equal(probe.code, "ok");
    while (heard.length < expected.length + 1) await new Promise((r) => setTimeout(r, 10));
    assert.deepEqual(heard.slice(0, -1), expected, "the broadcast lines");
    for (const line of heard) assert.doesNotMatch(line.message, NOT_ONE_VISIBLE_LINE, JSON.stringify(line.message));

    const kept = ts.server.services.games.get(sender.roomId)!.chat;
    assert.deepEqual(kept.slice(0, -1), expected, "the game's kept chat");
    const onDisk = await readLog(path.join(ts.dataDir, "games", `${sender.roomId}.log`));
    assert.deepEqual(onDisk!.record.chat.slice(0, -1), expected, "the chat stored in the game's log");

    // Whoever joins later (a reload, a spectator) gets the kept chat as it is: the same lines.
    const history = new Promise<ChatLine[]>((resolve) => {
      void bobby.client.joinById(sender.roomId, { spectator: true }).then((room) => {
        rooms.push(room);
        room.onMessage("*", () => {});
        room.onMessage("chatHistory", resolve);
      });
    });
    assert.deepEqual((await history).slice(0, -1), expected, "the chat history a late joiner receives");
  });
});
