// Ratings per board through a real server, on both storage backends: a rated game moves the overall rating and its own
// board's, and no other board's; each board's leaderboard (GET /api/leaderboard?map=) lists its own ratings, kept
// across a restart; a map query that is not one known board is refused with 400.
import assert from "node:assert/strict";
import type { LeaderboardAnswer, LeaderboardRow } from "../../shared-rules/protocol/index.js";
import { get, registerUser, startServer, tempDataDir, type TestServer } from "../../test-kit/index.js";
import { DATABASE_BACKENDS } from "./postgresKit.js";
import { playRatedShortGame } from "./ratedGame.js";

async function board(ts: TestServer, query = ""): Promise<LeaderboardRow[]> {
  const answer = await get(ts, `/api/leaderboard${query}`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return (answer.body as unknown as LeaderboardAnswer).players;
}

for (const backend of DATABASE_BACKENDS) describe(`ratings per board (${backend.name})`, function () {
  this.timeout(240_000);
  let ts: TestServer;
  let databaseUrl: string | undefined;
  let dataDir: string;
  before(async () => {
    dataDir = await tempDataDir();
    databaseUrl = await backend.database();
    ts = await startServer({ dataDir, databaseUrl, allowTestSeed: true });
  });
  after(async () => {
    await ts.server.shutdown();
  });

  it("moves the overall rating and the played board's, not another board's; each board's leaderboard, also after a restart", async () => {
    const [ann, bob] = [await registerUser(ts, "board_ann"), await registerUser(ts, "board_bob")];
    await playRatedShortGame(ts, ann, bob, "usa", 3);
    const usaAfterOne = await board(ts, "?map=usa");
    assert.deepEqual(usaAfterOne.map((p) => p.games), [1, 1]);
    assert.deepEqual(await board(ts), usaAfterOne, "one game, both from scratch: the board's ratings are the overall ones");
    assert.deepEqual(await board(ts, "?map=europe"), [], "nobody rated on Europe yet");

    const overallBefore = await board(ts);
    await playRatedShortGame(ts, ann, bob, "europe", 4);
    const europe = await board(ts, "?map=europe");
    assert.deepEqual(europe.map((p) => p.games), [1, 1], "both rated once on Europe");
    assert.ok(europe[0].rating > 1500 && europe[1].rating < 1500, `a winner and a loser on Europe: ${JSON.stringify(europe)}`);
    assert.deepEqual(await board(ts, "?map=usa"), usaAfterOne, "USA's ratings did not move");
    const overall = await board(ts);
    assert.deepEqual(overall.map((p) => p.games), [2, 2], "the overall rating counts both games");
    for (const row of overall) {
      const was = overallBefore.find((p) => p.username === row.username)!;
      assert.notEqual(row.rating, was.rating, `the overall rating of ${row.username} moved`);
    }

    await ts.server.shutdown();
    ts = await startServer({ dataDir, databaseUrl, allowTestSeed: true, port: ts.port });
    assert.deepEqual(await board(ts, "?map=europe"), europe, "kept across a restart");
    assert.deepEqual(await board(ts, "?map=usa"), usaAfterOne);
    assert.deepEqual(await board(ts), overall);
  });

  it("refuses a map query that is not one known board", async () => {
    for (const query of ["?map=atlantis", "?map=", "?map=USA", "?map=usa&map=europe", "?map=__proto__"]) {
      const answer = await get(ts, `/api/leaderboard${query}`);
      assert.equal(answer.status, 400, query);
      assert.equal((answer.body as { description?: string }).description, "invalid input", query);
    }
  });
});
