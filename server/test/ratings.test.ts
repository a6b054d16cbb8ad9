// Ratings and "your games" history through real rooms, on each storage backend: a game of two
// people and a bot, played to its end over the wire, rates the two people among themselves in the final ranking's
// order (the bot changes nothing and is on no leaderboard) and shows up in both histories; a game whose rating did not
// happen before the server stopped is rated at the next start, and only once however often the server restarts.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import type { LeaderboardAnswer, ProfileAnswer } from "../../shared-rules/protocol/index.js";
import { ask, get, registerUser, startServer, tempDataDir, until, type TestServer, type User } from "../../test-kit/index.js";
import { playToEnd, rulesOf } from "./autoplay.js";
import { DATABASE_BACKENDS } from "./postgresKit.js";

async function profile(ts: TestServer, user: User): Promise<ProfileAnswer> {
  const answer = await get(ts, "/api/my-profile", user.token);
  assert.equal(answer.status, 200);
  return answer.body as unknown as ProfileAnswer;
}

/**
 * Waits until the user's profile says they have played `games` rated games and lists them (the rating follows the
 * end, and the game joins the history once it is marked rated: a moment later).
 */
async function ratedGames(ts: TestServer, user: User, games: number): Promise<ProfileAnswer> {
  let last: ProfileAnswer | null = null;
  const poll = async () => (last = await profile(ts, user));
  await poll();
  const started = Date.now();
  while (last!.rating?.games !== games || last!.games.length < games) {
    if (Date.now() - started > 60_000) throw new Error(`${user.username} never reached ${games} rated games: ${JSON.stringify(last!.rating)}`);
    await new Promise((r) => setTimeout(r, 50));
    await poll();
  }
  return last!;
}

/** Creates a game of these people (in seat order) plus bots, plays it to its end, answers its id. */
async function playGame(users: User[], bots: number, seed: number): Promise<{ gameId: string; rooms: Room[] }> {
  const colors = ["red", "blue", "green", "yellow", "black"];
  const host = await users[0].client.create("ttr", { gameName: `Rated ${seed}`, color: colors[0], seed });
  const rooms = [host];
  for (let i = 1; i < users.length; i++) rooms.push(await users[i].client.joinById(host.roomId, { color: colors[i] }));
  for (const r of rooms) r.onMessage("*", () => {});
  for (let i = 0; i < bots; i++) assert.equal((await ask(host, "addAI", { difficulty: "easy" })).code, "ok");
  assert.equal((await ask(host, "startGame")).code, "ok");
  await playToEnd(host.roomId, new Map(rooms.map((r, seat) => [seat, r])));
  return { gameId: host.roomId, rooms };
}

for (const { name, database } of DATABASE_BACKENDS) describe(`server (${name}): ratings and game history`, function () {
  this.timeout(180_000);
  let dataDir: string;
  let databaseUrl: string | undefined;
  let ts: TestServer;
  let alice: User;
  let bobby: User;
  let rooms: Room[] = [];

  before(async () => {
    dataDir = await tempDataDir();
    databaseUrl = await database();
    ts = await startServer({ dataDir, databaseUrl });
    alice = await registerUser(ts, "alice");
    bobby = await registerUser(ts, "bobby");
  });

  afterEach(async () => {
    await Promise.all(rooms.map((r) => r.leave().catch(() => {})));
    rooms = [];
  });

  after(async () => {
    await ts?.server.shutdown();
  });

  it("rates the two people of a game with a bot among themselves, and lists it in both histories", async () => {
    const played = await playGame([alice, bobby], 1, 777);
    rooms = played.rooms;
    const { ranking, scores } = rulesOf(played.gameId).result!;
    const people = ranking.filter((seat) => seat < 2);
    const [winner, loser] = people.map((seat) => [alice, bobby][seat]);

    const winnerProfile = await ratedGames(ts, winner, 1);
    const loserProfile = await ratedGames(ts, loser, 1);
    assert.ok(winnerProfile.rating!.rating > 1500, `the better-placed person gains: ${JSON.stringify(winnerProfile.rating)}`);
    assert.ok(loserProfile.rating!.rating < 1500, `the other loses: ${JSON.stringify(loserProfile.rating)}`);

    const board = (await get(ts, "/api/leaderboard")).body as unknown as LeaderboardAnswer;
    assert.deepEqual(board.players.map((p) => p.username), [winner.username, loser.username], "people only, best first; no bot");

    for (const user of [alice, bobby]) {
      const seat = user === alice ? 0 : 1;
      const [game] = (await profile(ts, user)).games;
      assert.equal(game.gameId, played.gameId);
      assert.equal(game.place, ranking.indexOf(seat) + 1, "the place in the rules' ranking");
      assert.equal(game.score, scores[seat].total);
      assert.deepEqual(game.players.map((p) => p.bot), [false, false, true]);
      assert.deepEqual(game.players.map((p) => p.score), scores.map((s) => s.total));
    }
    const publicProfile = (await get(ts, `/api/players/${winner.username.toUpperCase()}`)).body as unknown as ProfileAnswer;
    assert.deepEqual(publicProfile.rating, winnerProfile.rating, "anyone can look an account up (the leaderboard's links)");
    assert.equal(publicProfile.games[0].gameId, played.gameId);
    assert.equal((await get(ts, "/api/my-profile")).status, 401);
    assert.equal((await get(ts, "/api/players/nobody-here")).status, 404);
    assert.equal((await get(ts, "/api/players/..%2Fetc")).status, 404);
  });

  it("rates a game at the next start when the server stopped before its rating, and only once", async () => {
    // The rating fails as if the process had died between the game's end and the rating write.
    const rateGame = ts.server.services.users.rateGame;
    ts.server.services.users.rateGame = () => Promise.reject(new Error("the process died here"));
    const played = await playGame([alice, bobby], 0, 4242);
    rooms = played.rooms;
    const record = ts.server.services.games.get(played.gameId)!;
    await until(() => record.status === "ended", "the end");
    await ts.server.services.ratings.idle();
    assert.equal(record.rated, undefined, "not rated");
    ts.server.services.users.rateGame = rateGame;
    assert.equal((await profile(ts, alice)).rating!.games, 1);
    await Promise.all(rooms.map((r) => r.leave().catch(() => {})));
    rooms = [];
    await ts.server.shutdown();

    ts = await startServer({ dataDir, databaseUrl, port: ts.port });
    const before = await ratedGames(ts, alice, 2);
    await ratedGames(ts, bobby, 2);
    assert.equal(before.games[0].gameId, played.gameId, "in the history once rated");
    // The rating landed but (say) the mark did not: settling it again changes nothing.
    const stored = await ts.server.services.games.load(played.gameId);
    await ts.server.services.ratings.settle({ ...stored!, rated: undefined });
    await ts.server.shutdown();

    ts = await startServer({ dataDir, databaseUrl, port: ts.port });
    const after = await profile(ts, alice);
    assert.deepEqual(after.rating, before.rating, "a restart does not rate it again");
    assert.equal((await profile(ts, bobby)).rating!.games, 2);
  });
});
