// The security probe's attacks, sent over the wire by real colyseus.js clients, anonymous and logged in,
// to `npm start`'s entry point running as a separate process: after each one the process is alive and another
// game still answers its players.
import assert from "node:assert/strict";
import { Client, type Room } from "colyseus.js";
import { recordMessages, registerUser, startServerProcess, until, whenDropped, type TestServerProcess, type User } from "../../test-kit/index.js";
import { assertAlive, rawMessageFrame } from "./securityKit.js";
import { SERVER_ERR } from "../../shared-rules/protocol/index.js";

type Attack = (room: Room) => void;

describe("security: attacks against a separate server process", function () {
  this.timeout(180_000);
  let server: TestServerProcess;
  let host: User;
  let player: User;
  let witness: Room;
  const opened: Room[] = [];

  before(async () => {
    server = await startServerProcess();
    host = await registerUser(server, "sechost");
    player = await registerUser(server, "secplayer");
    const witnessGame = await host.client.create("ttr", { gameName: "Witness", color: "red" });
    opened.push(witnessGame);
    witness = await new Client(server.wsUrl).joinById(witnessGame.roomId, { spectator: true });
    opened.push(witness);
    await assertAlive(server, witness);
  });

  after(async () => {
    // Stopping the process closes every socket; a dropped room's leave() would never resolve.
    await server?.stop();
    for (const room of opened) room.removeAllListeners();
  });

  async function open(join: () => Promise<Room>): Promise<Room> {
    const room = await join();
    opened.push(room);
    return room;
  }

  const anonymousLobby = () => open(() => new Client(server.wsUrl).joinOrCreate("lobby"));
  const loggedInLobby = () => open(() => player.client.joinOrCreate("lobby"));
  const anonymousSpectator = () => open(() => new Client(server.wsUrl).joinById(witness.roomId, { spectator: true }));
  const seatedPlayer = async () => {
    const mine = await open(() => player.client.create("ttr", { gameName: `Mine ${opened.length}`, color: "blue" }));
    return mine;
  };

  /** The first bad message is answered, a second one drops the client, and everything else keeps running. */
  async function answeredThenDropped(room: Room, attack: Attack): Promise<void> {
    const heard = recordMessages(room);
    const dropped = whenDropped(room);
    const answers = () => heard.filter((h) => (h.message as { code?: string } | undefined)?.code !== undefined);
    attack(room);
    await until(() => answers().length > 0, "an answer to the first bad message", 10_000);
    assert.equal((answers()[0].message as { code: string }).code, SERVER_ERR.invalidInput);
    attack(room);
    await dropped;
    await assertAlive(server, witness);
  }

  const attacks: [string, Attack][] = [
    ["a 100-character message type (issue: RangeError in the close reason)", (r) => r.connection.send(rawMessageFrame("x".repeat(100)))],
    ["a 3,000-character message type", (r) => r.connection.send(rawMessageFrame("t".repeat(3000)))],
    ["a 40-character message type sent by colyseus.js", (r) => r.send("w".repeat(40), {})],
    ["Colyseus' internal __no_message_handler type with a long payload", (r) => r.send("__no_message_handler", "y".repeat(120))],
    ['the "*" type with a payload that cannot be turned into a string', (r) => r.send("*", { toString: 1 })],
    ["a numeric message type", (r) => r.send(7, {})],
    ["__proto__ as the type", (r) => r.send("__proto__", { polluted: true })],
    ["constructor as the type", (r) => r.send("constructor", {})],
    ["an unknown but short type", (r) => r.send("stealCards", { all: true })],
    ["an unknown type sent as bytes", (r) => r.sendBytes("z".repeat(200), new Uint8Array([1, 2, 3]))],
  ];

  const visitors: [string, () => Promise<Room>][] = [
    ["an anonymous lobby visitor", anonymousLobby],
    ["a logged-in lobby visitor", loggedInLobby],
    ["an anonymous spectator", anonymousSpectator],
    ["a seated player", seatedPlayer],
  ];

  for (const [who, join] of visitors) {
    describe(who, () => {
      for (const [what, attack] of attacks) {
        it(`survives ${what}`, async () => {
          await answeredThenDropped(await join(), attack);
        });
      }

      it("survives malformed raw frames", async () => {
        const room = await join();
        const dropped = whenDropped(room);
        for (const frame of [[13], [13, 0xff], [13, 0xd9, 0xff, 0x61], [17], [17, 0xa3, 0x61], [13, 0xcf, 1, 2]]) {
          room.connection.send(new Uint8Array(frame));
        }
        await dropped;
        await assertAlive(server, witness);
      });
    });
  }

  for (const [who, join, type] of [
    ["a seated host flooding saveGameState", seatedPlayer, "saveGameState"],
    ["an anonymous spectator flooding turn commands", anonymousSpectator, "drawTrainCard"],
    ["an anonymous lobby visitor flooding page requests", anonymousLobby, "page"],
  ] as const) {
    it(`${who} is refused, then dropped, while another game answers every question`, async () => {
      const flooder = await join();
      const heard = recordMessages(flooder);
      const dropped = whenDropped(flooder, 30_000);
      for (let i = 0; i < 3000; i++) flooder.send(type, { cardLocation: 5 });
      const witnessAnswers: string[] = [];
      for (let i = 0; i < 20; i++) {
        await assertAlive(server, witness);
        witnessAnswers.push("answered");
      }
      await dropped;
      assert.equal(witnessAnswers.length, 20);
      assert.ok(heard.length < 3000, `the flooder got ${heard.length} answers to 3000 messages`);
      if (type !== "page") {
        assert.ok(heard.some((h) => (h.message as { code?: string }).code === SERVER_ERR.tooFast));
      }
    });
  }

  it("a known message with a hostile payload is only refused", async () => {
    const room = await seatedPlayer();
    const heard = recordMessages(room);
    // Other messages arrive too (the chat history on join): only the buyRoute replies are counted.
    const replies = () => heard.filter((h) => h.type === "buyRoute");
    for (const payload of [{ toString: 1 }, { __proto__: { admin: true } }, "x".repeat(2000), [[[[[]]]]], null]) {
      const before = replies().length;
      room.send("buyRoute", payload);
      await until(() => replies().length > before, `the buyRoute reply to ${JSON.stringify(payload)?.slice(0, 40)}`, 10_000);
    }
    assert.ok(replies().every((h) => typeof (h.message as { description: unknown }).description === "string"), "every reply has a description");
    assert.equal(replies().length, 5);
    await assertAlive(server, witness);
  });
});
