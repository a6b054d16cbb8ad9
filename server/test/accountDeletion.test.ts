// Deleting an account through a real server, on both storage backends: the password is needed (a wrong one, or no
// confirmation, changes nothing); after it the login and every old token are refused, the open connections are
// closed with the deletion's code, the name is in no listing, a live game's seat is a bot's, a waiting game's seat is
// free, a finished game's record still loads, and the name answers "taken" to registration during the grace period.
// Wherever its name was served (a finished game's record, the others' histories, a live game's seat and listing) a
// deleted player is served instead; a newcomer who takes the name once it is free gets none of the old games.
// A game restored after its seat's account was deleted (its process was down) gives that seat to a bot at once.
// An ended game whose room is still open (its end screen) names the seat as a deleted player's too.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import { DELETED_PLAYER_NAME, SESSION_END_CLOSE } from "../../shared-rules/protocol/index.js";
import { parseGameRecord, replay, replayOptions } from "../../shared-rules/src/index.js";
import { ask, clientFor, get, post, registerUser, startServer, sleep, startedGameOfTwo, tempDataDir, until, type TestServer } from "../../test-kit/index.js";
import { LowdbUserStore } from "../src/storage/lowdbUserStore.js";
import { playToEnd } from "./autoplay.js";
import { DATABASE_BACKENDS } from "./postgresKit.js";

interface SeatView { username: string; isBot: boolean; takeoverAt: number }
const seatsOf = (room: Room) => [...((room.state as { players?: Iterable<SeatView> }).players ?? [])];
const closedWith = (room: Room) => new Promise<number>((resolve) => room.onLeave(resolve));
const namesIn = (players: readonly { username: string }[]) => players.map((p) => p.username);

/** The record file as served: its seats' names, and whether the rules replay it to its stored result. */
function replayedRecord(body: unknown): { names: string[]; replays: boolean } {
  const parsed = parseGameRecord(body);
  assert.ok(parsed.ok, "a record file");
  const replayed = replay(replayOptions(parsed.record), parsed.record.log);
  const scores = (r: { scores: { total: number }[] } | null | undefined) => r?.scores.map((x) => x.total);
  const replays = replayed.ok && replayed.state.phase === "ended" && JSON.stringify(scores(replayed.state.result)) === JSON.stringify(scores(parsed.record.result));
  return { names: namesIn(parsed.record.seats), replays };
}

for (const backend of DATABASE_BACKENDS) describe(`account deletion (${backend.name})`, function () {
  this.timeout(120_000);
  let ts: TestServer;
  before(async () => {
    ts = await startServer({ databaseUrl: await backend.database(), loginMaxFailures: 1000, loginMaxFailuresPerAddress: 1000 });
  });
  after(async () => {
    await ts.server.shutdown();
  });

  it("refuses a wrong password, no confirmation, other fields and no login, changing nothing", async () => {
    const bob = await registerUser(ts, "del_bob");
    const refusals: [unknown, number][] = [
      [{ password: "wrong-password-1", confirm: true }, 403],
      [{ password: bob.password }, 400],
      [{ password: bob.password, confirm: "yes" }, 400],
      [{ password: bob.password, confirm: true, userId: 1 }, 400],
      ["just a string", 400],
    ];
    for (const [body, status] of refusals) assert.equal((await post(ts, "/api/account/delete", body, bob.token)).status, status, JSON.stringify(body));
    assert.equal((await post(ts, "/api/account/delete", { password: bob.password, confirm: true })).status, 401);
    assert.equal((await get(ts, "/api/my-games", bob.token)).status, 200, "the login is untouched");
    assert.equal((await post(ts, "/auth/login", { username: "del_bob", password: bob.password })).status, 200, "the account is untouched");
  });

  it("refuses the login and old token, closes the connections, frees the name from listings, hands the live seat to a bot, keeps finished games", async () => {
    const ann = await registerUser(ts, "del_ann");
    const eve = await registerUser(ts, "del_eve");
    const finished = await startedGameOfTwo(ann, eve, { gameName: "Deletion finished", seed: 7 }, [[0, 1], [0, 1]]);
    await playToEnd(finished.gameId, new Map([[0, finished.ra], [1, finished.rb]]));
    const board = async () => ((await get(ts, "/api/leaderboard")).body.players as { username: string }[]).map((p) => p.username);
    const live = await startedGameOfTwo(ann, eve, { gameName: "Deletion live", seed: 8 }, [[0, 1], [0, 1]]);
    const lobby = await ann.client.joinOrCreate("lobby");
    lobby.onMessage("*", () => undefined);
    const closes = [closedWith(lobby), closedWith(live.ra)];
    assert.equal((await ask(live.ra, "sendChat", { message: "good game" })).code, "ok");
    // the rating is written as the finished game's room closes: asked until it is there
    let rated = await board();
    const deadline = Date.now() + 10_000;
    while (!rated.includes("del_ann") && Date.now() < deadline) rated = await sleep(50).then(board);
    assert.ok(rated.includes("del_ann"), "rated before the deletion");

    assert.equal((await post(ts, "/api/account/delete", { password: ann.password, confirm: true }, ann.token)).status, 200);
    assert.deepEqual(await Promise.all(closes), [SESSION_END_CLOSE.accountDeleted, SESSION_END_CLOSE.accountDeleted], "each connection is told why");
    assert.equal((await get(ts, "/api/my-games", ann.token)).status, 401, "the old token is refused");
    assert.equal((await post(ts, "/auth/login", { username: "del_ann", password: ann.password })).status, 401, "the login is refused");
    assert.ok(!(await board()).includes("del_ann"), "not on the leaderboard");
    const usaBoard = (await get(ts, "/api/leaderboard?map=usa")).body.players as { username: string }[];
    assert.ok(!namesIn(usaBoard).includes("del_ann"), "not on the board's own leaderboard");
    assert.equal((await get(ts, "/api/players/del_ann")).status, 404, "no profile");
    await until(() => seatsOf(live.rb)[0]?.takeoverAt === -1, "the deleted account's live seat is a bot's", 10_000);
    await until(() => seatsOf(finished.rb)[0]?.username === DELETED_PLAYER_NAME, "the ended game's room, still open, names a deleted player", 10_000);
    assert.equal(seatsOf(live.rb)[0]?.username, DELETED_PLAYER_NAME, "the live seat reads as a deleted player's");
    const record = await get(ts, `/api/games/${finished.gameId}/record`);
    assert.equal(record.status, 200, "the finished game still loads");
    assert.deepEqual(replayedRecord(record.body), { names: [DELETED_PLAYER_NAME, "del_eve"], replays: true }, "its record names a deleted player and still replays");
    const evesGames = (await get(ts, "/api/my-games", eve.token)).body as { games: { gameId: string; players: { username: string }[] }[]; finished: { players: { username: string }[] }[] };
    assert.deepEqual(namesIn(evesGames.finished[0]?.players ?? []).sort(), [DELETED_PLAYER_NAME, "del_eve"].sort(), "the opponent's finished games");
    assert.deepEqual(namesIn(evesGames.games.find((g) => g.gameId === live.gameId)?.players ?? []), [DELETED_PLAYER_NAME, "del_eve"], "the opponent's game in progress");
    const evesProfile = (await get(ts, "/api/players/del_eve")).body as { games: { players: { username: string }[] }[] };
    assert.deepEqual(namesIn(evesProfile.games[0]?.players ?? []).sort(), [DELETED_PLAYER_NAME, "del_eve"].sort(), "the opponent's profile");
    const listing = await get(ts, `/api/games/${live.gameId}`);
    assert.deepEqual(namesIn(listing.body.players as { username: string }[]), [DELETED_PLAYER_NAME, "del_eve"], "the live game's listing");
    assert.ok(![record, listing].some((r) => JSON.stringify(r.body).includes("del_ann")), "the old name is in no answer");
    // the chat kept for whoever comes (back) to the game names a deleted player too
    await live.rb.leave(true);
    const chat = await new Promise<{ sender: string }[]>((resolve) => {
      void eve.client.joinById(live.gameId).then((room) => {
        room.onMessage("*", () => undefined);
        room.onMessage("chatHistory", resolve);
      });
    });
    assert.deepEqual(chat.map((line) => line.sender), [DELETED_PLAYER_NAME], "the kept chat's sender");
    const registered = await post(ts, "/auth/register", { username: "DEL_ANN", password: "another-secret-3" });
    assert.equal(registered.status, 409, "the name is taken during the grace period");
    assert.match(String(registered.body.reason), /already taken/);
  });

  it("frees a waiting game's seat", async () => {
    const host = await registerUser(ts, "del_host");
    const guest = await registerUser(ts, "del_guest");
    const table = await host.client.create("ttr", { color: "red", gameName: "Deletion waiting" });
    const seat = await guest.client.joinById(table.roomId, { color: "blue" });
    for (const r of [table, seat]) r.onMessage("*", () => undefined);
    await until(() => seatsOf(table).length === 2, "two seated");
    assert.equal((await post(ts, "/api/account/delete", { password: guest.password, confirm: true }, guest.token)).status, 200);
    await until(() => seatsOf(table).length === 1 && seatsOf(table)[0]?.username === "del_host", "the guest's seat is free");
  });
});

describe("account deletion: the name is free again after the grace period", function () {
  this.timeout(60_000);
  let ts: TestServer;
  before(async () => {
    ts = await startServer({ deletedAccountGraceDays: 0 });
  });
  after(async () => {
    await ts.server.shutdown();
  });

  it("registers the name anew, as a new account that gets none of the old account's games", async () => {
    const old = await registerUser(ts, "del_gone");
    const other = await registerUser(ts, "del_other");
    const game = await startedGameOfTwo(old, other, { gameName: "Before the name was free", seed: 9 }, [[0, 1], [0, 1]]);
    await playToEnd(game.gameId, new Map([[0, game.ra], [1, game.rb]]));
    assert.equal((await post(ts, "/api/account/delete", { password: old.password, confirm: true }, old.token)).status, 200);
    const again = await post(ts, "/auth/register", { username: "del_gone", password: "another-secret-3" });
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.notEqual(again.body.userId, old.userId);
    const newcomer = String(again.body.token);
    assert.deepEqual((await get(ts, "/api/my-games", newcomer)).body.finished, [], "no old game in the newcomer's games");
    assert.deepEqual((await get(ts, "/api/players/del_gone")).body.games, [], "nor in the newcomer's profile");
    const record = await get(ts, `/api/games/${game.gameId}/record`);
    assert.deepEqual(replayedRecord(record.body).names, [DELETED_PLAYER_NAME, "del_other"], "the old game still names a deleted player, not the newcomer");
  });
});

describe("account deletion: a game restored after its seat's account was deleted", function () {
  this.timeout(60_000);
  let ts: TestServer;
  after(async () => {
    await ts.server.shutdown();
  });

  it("gives the seat to a bot as a deleted player's as the game comes back, without waiting for the person", async () => {
    const dataDir = await tempDataDir();
    // a dropped seat would wait an hour for its person: only the deletion can make it a bot's now
    ts = await startServer({ dataDir, reconnectSeconds: 3600 });
    const ann = await registerUser(ts, "del_away");
    const eve = await registerUser(ts, "del_stays");
    const game = await startedGameOfTwo(ann, eve, { gameName: "Away when deleted", seed: 10 }, [[0, 1], [0, 1]]);
    await ts.server.shutdown();
    // deleted while no process holds the game (its process was down), as another process would do it
    const users = await LowdbUserStore.open(dataDir);
    await users.deleteAccount((await users.byId(ann.userId))!);
    await users.close();
    ts = await startServer({ dataDir, reconnectSeconds: 3600, port: ts.port });
    const back = await clientFor(ts, eve.token).joinById(game.gameId);
    back.onMessage("*", () => undefined);
    await until(() => seatsOf(back)[0]?.takeoverAt === -1 && seatsOf(back)[0]?.username === DELETED_PLAYER_NAME, "the restored seat is a deleted player's bot's", 30_000);
  });
});
