// What the security tests add to the test kit: a witness room whose answers prove the other games still run, and
// frames colyseus.js cannot build.
import assert from "node:assert/strict";
import { Client, type Room } from "colyseus.js";
import { nextMessage, type TestServerProcess } from "../../test-kit/index.js";
import { SERVER_ERR, type ReplyBase } from "../../shared-rules/protocol/index.js";

/** The process is up, answers HTTP, and the witness room still answers its players. */
export async function assertAlive(server: TestServerProcess, witness: Room): Promise<void> {
  assert.equal(server.child.exitCode, null, `server exited:\n${server.output()}`);
  assert.equal((await fetch(`${server.httpUrl}/healthz`)).status, 200);
  // A spectator's turn command is refused without changing anything: a cheap, repeatable question. Asked through a
  // fresh spectator each time, so that the questions of a whole suite never use up one connection's message budget.
  const asker = await new Client(server.wsUrl).joinById(witness.roomId, { spectator: true });
  try {
    const answer = nextMessage<ReplyBase>(asker, "getDestinations", 10_000);
    asker.send("getDestinations", {});
    assert.equal((await answer).code, SERVER_ERR.notAPlayer);
  } finally {
    await asker.leave(true).catch(() => {});
  }
}

/** A ROOM_DATA frame built by hand, for type names colyseus.js cannot encode (it garbles those over ~50 bytes). */
export function rawMessageFrame(type: string): Uint8Array {
  const name = Buffer.from(type, "utf8");
  const header =
    name.length < 32 ? [0xa0 | name.length] : name.length < 256 ? [0xd9, name.length] : [0xda, name.length >> 8, name.length & 0xff];
  return new Uint8Array([13, ...header, ...name, 0x80]); // 0x80: an empty msgpack map as the payload
}
