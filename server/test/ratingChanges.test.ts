// What the end screen shows of the ratings: once an ended game has been rated, every connection in its room gets each
// rated person's rating before → after in the synced state (ratingChanges), the same numbers the profile then shows;
// a bot's seat has none. The next game starts from where the last one left each person.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import type { ProfileAnswer, WireRatingChange, WireState } from "../../shared-rules/protocol/index.js";
import { ask, get, registerUser, startServer, tempDataDir, until, type TestServer, type User } from "../../test-kit/index.js";
import { playToEnd, rulesOf } from "./autoplay.js";

/** The rating changes a client's copy of the state holds, as plain objects. */
function changesIn(room: Room): WireRatingChange[] {
  const out: WireRatingChange[] = [];
  (room.state as WireState).ratingChanges?.forEach((c) => out.push({ seat: c.seat, before: c.before, after: c.after }));
  return out;
}

async function shownRating(ts: TestServer, user: User): Promise<number> {
  const answer = await get(ts, "/api/my-profile", user.token);
  return (answer.body as unknown as ProfileAnswer).rating?.rating ?? NaN;
}

describe("server: rating changes sent at the end of a game", function () {
  this.timeout(180_000);
  let ts: TestServer;
  let alice: User;
  let bobby: User;
  let rooms: Room[] = [];

  before(async () => {
    ts = await startServer({ dataDir: await tempDataDir() });
    alice = await registerUser(ts, "rc_alice");
    bobby = await registerUser(ts, "rc_bobby");
  });

  afterEach(async () => {
    await Promise.all(rooms.map((r) => r.leave().catch(() => undefined)));
    rooms = [];
  });

  after(async () => {
    await ts?.server.shutdown();
  });

  /** Alice and Bobby (seats 0 and 1) and an easy bot (seat 2) play a game to its end; answers its rooms and ranking. */
  async function playGame(seed: number): Promise<{ ranking: number[] }> {
    const host = await alice.client.create("ttr", { gameName: `Rated ${seed}`, color: "red", seed });
    const guest = await bobby.client.joinById(host.roomId, { color: "blue" });
    rooms = [host, guest];
    for (const r of rooms) r.onMessage("*", () => undefined);
    assert.equal((await ask(host, "addAI", { difficulty: "easy" })).code, "ok");
    assert.equal((await ask(host, "startGame")).code, "ok");
    await playToEnd(host.roomId, new Map([[0, host], [1, guest]]));
    const ranking = [...rulesOf(host.roomId).result!.ranking];
    // Every connection gets both people's changes once the ratings settled the game (a moment after its end).
    for (const r of rooms) await until(() => changesIn(r).length === 2, "the rating changes in the synced state", 60_000);
    return { ranking };
  }

  it("sends each rated person's rating before → after, the bot none; the winner gains, the other loses", async () => {
    const { ranking } = await playGame(777);
    const changes = changesIn(rooms[0]);
    assert.deepEqual(changesIn(rooms[1]), changes, "everybody sees the same");
    assert.deepEqual(changes.map((c) => c.seat), [0, 1], "the two people, in seat order; no bot");
    for (const c of changes) assert.equal(c.before, 1500, "a new account starts at 1500");
    const [first, second] = ranking.filter((seat) => seat < 2);
    assert.ok(changes[first].after > 1500, `the better-placed person gains: ${JSON.stringify(changes)}`);
    assert.ok(changes[second].after < 1500, `the other loses: ${JSON.stringify(changes)}`);
    assert.equal(changes[0].after, await shownRating(ts, alice), "the rating the profile shows");
    assert.equal(changes[1].after, await shownRating(ts, bobby));
    assert.deepEqual(ts.server.services.games.get(rooms[0].roomId)?.ratingChanges, changes, "kept with the game");
  });

  it("starts the next game's change from each person's rating after the last one", async () => {
    const before = [await shownRating(ts, alice), await shownRating(ts, bobby)];
    await playGame(778);
    assert.deepEqual(changesIn(rooms[0]).map((c) => c.before), before);
  });
});
