// Deleting an account across two server processes on one Redis and one PostgreSQL: deleted through process A while
// its lobby connection and its games are on process B. B closes its connections with the deletion's code, hands the
// seat it is connected to to a bot, and also the seat of a game it had left (nobody of that account connected there),
// both read as a deleted player's; the login is refused on both processes.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import { DELETED_PLAYER_NAME, SESSION_END_CLOSE } from "../../shared-rules/protocol/index.js";
import { post, registerUser, serverAt, startTestCluster, startedGameOfTwo, until, type TestCluster } from "../../test-kit/index.js";

interface SeatView { username: string; takeoverAt: number }
const seatsOf = (room: Room) => [...((room.state as { players?: Iterable<SeatView> }).players ?? [])];
const closedWith = (room: Room) => new Promise<number>((resolve) => room.onLeave(resolve));

describe("account deletion across two processes on Redis", function () {
  this.timeout(300_000);
  let cluster: TestCluster | undefined;
  const rooms: Room[] = [];
  before(async () => {
    cluster = await startTestCluster("deletion", 2, { SPECTATOR_DELAY_MOVES: "0" });
  });
  after(async () => {
    for (const room of rooms) if (room.connection.isOpen) await room.leave(true).catch(() => undefined);
    await cluster?.stop();
  });

  it("deleted on A: B closes the connections with 4411, gives both live seats to bots as a deleted player's, and neither process logs it in", async () => {
    const [a, b] = cluster!.processes.map((p) => serverAt(p.port));
    const ann = await registerUser(b!, "cld_ann"); // ann's lobby and games on process B
    const eve = await registerUser(b!, "cld_eve");
    const connected = await startedGameOfTwo(ann, eve, { gameName: "Seat connected", seed: 11 }, [[0, 1], [0, 1]]);
    const left = await startedGameOfTwo(ann, eve, { gameName: "Seat left", seed: 12 }, [[0, 1], [0, 1]]);
    rooms.push(connected.ra, connected.rb, left.rb);
    await left.ra.leave(true);
    const lobby = await ann.client.joinOrCreate("lobby");
    rooms.push(lobby);
    lobby.onMessage("*", () => undefined);
    const closes = [closedWith(lobby), closedWith(connected.ra)];

    assert.equal((await post(a!, "/api/account/delete", { password: ann.password, confirm: true }, ann.token)).status, 200, "deleted through A");
    assert.deepEqual(await Promise.all(closes), [SESSION_END_CLOSE.accountDeleted, SESSION_END_CLOSE.accountDeleted], "B's connections are told why");
    for (const [room, what] of [[connected.rb, "the seat it was connected to"], [left.rb, "the seat of the game it had left"]] as const) {
      await until(() => seatsOf(room)[0]?.takeoverAt === -1 && seatsOf(room)[0]?.username === DELETED_PLAYER_NAME, `${what} is a bot's, read as a deleted player's`, 30_000);
    }
    for (const [process, name] of [[a!, "A"], [b!, "B"]] as const) {
      assert.equal((await post(process, "/auth/login", { username: "cld_ann", password: ann.password })).status, 401, `the login is refused on ${name}`);
    }
  });
});
