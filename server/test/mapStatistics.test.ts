// Statistics per board through a real server, on both storage backends: two people play a USA game and a Switzerland
// game (short, seeded), and each one's figures per board (games, wins, average score, tickets completed and failed,
// points from routes / tickets / bonuses, bonuses won, average route length, face-up and blind draws) equal what the
// stored records and the games' final states say, counted here without the statistics code; also after a restart on
// the same storage (nothing is kept apart from the records). Anyone's figures are public, the caller's need a login.
import assert from "node:assert/strict";
import { mapById, type GameState } from "../../shared-rules/src/index.js";
import type { MapStatsAnswer, MapStatistics } from "../../shared-rules/protocol/index.js";
import type { GameRecord } from "../src/domain/records.js";
import { ask, get, registerUser, startServer, type TestServer, type User } from "../../test-kit/index.js";
import { playToEnd, serverRoom } from "./autoplay.js";
import { DATABASE_BACKENDS } from "./postgresKit.js";

async function shortGame(a: User, b: User, map: string, seed: number): Promise<string> {
  const ra = await a.client.create("ttr", { gameName: `Stats ${map}`, color: "red", map, trainsPerPlayer: 6, seed });
  const rb = await b.client.joinById(ra.roomId, { color: "blue" });
  for (const r of [ra, rb]) r.onMessage("*", () => {});
  assert.equal((await ask(ra, "startGame")).code, "ok");
  await playToEnd(ra.roomId, new Map([[0, ra], [1, rb]]));
  await Promise.all([ra.leave(true), rb.leave(true)]);
  return ra.roomId;
}

/** One person's expected line for a board, from the records and final states alone. */
function expectedLine(map: string, games: { record: GameRecord; end: GameState }[], userId: number): Partial<MapStatistics> {
  let wins = 0, score = 0, done = 0, failed = 0, routePoints = 0, ticketPoints = 0, faceUp = 0, blind = 0, routes = 0, trains = 0;
  for (const { record, end } of games) {
    const seat = record.seats.findIndex((s) => s.userId === userId);
    const s = record.result!.scores.find((x) => x.playerIndex === seat)!;
    if (record.result!.ranking[0] === seat) wins += 1;
    score += s.total;
    done += s.ticketsWon.length;
    failed += s.ticketsLost.length;
    routePoints += s.routePoints;
    ticketPoints += s.ticketPoints;
    for (const e of record.log) {
      if (e.player !== seat || e.command.type !== "drawTrainCard") continue;
      if (e.command.cardLocation === 5) blind += 1;
      else faceUp += 1;
    }
    end.routeOwners.forEach((owner, r) => {
      if (owner !== seat) return;
      routes += 1;
      trains += mapById(record.map ?? "usa").routes[r].length;
    });
  }
  return {
    map, games: games.length, wins, averageScore: Math.round((score / games.length) * 10) / 10, ticketsCompleted: done, ticketsFailed: failed,
    routePoints, ticketPoints, faceUpDraws: faceUp, blindDraws: blind, averageRouteLength: routes ? Math.round((trains / routes) * 10) / 10 : 0,
  };
}

for (const backend of DATABASE_BACKENDS) describe(`statistics per board (${backend.name})`, function () {
  this.timeout(240_000);
  let ts: TestServer;
  let databaseUrl: string | undefined;
  before(async () => {
    databaseUrl = await backend.database();
    ts = await startServer({ databaseUrl, allowTestSeed: true });
  });
  after(async () => {
    await ts.server.shutdown();
  });

  it("counts each person's games per board as the records say, for anyone to see, also after a restart", async () => {
    const [ann, bob] = [await registerUser(ts, "stats_ann"), await registerUser(ts, "stats_bob")];
    const played: { record: GameRecord; end: GameState }[] = [];
    for (const [map, seed] of [["usa", 3], ["switzerland", 4], ["usa", 5]] as const) {
      const id = await shortGame(ann, bob, map, seed);
      const room = serverRoom(id);
      played.push({ record: structuredClone(room.game.record), end: structuredClone(room.game.rules!) });
    }
    const check = async () => {
      for (const user of [ann, bob]) {
        const answer = await get(ts, `/api/players/${user.username}/maps`);
        assert.equal(answer.status, 200);
        const body = answer.body as unknown as MapStatsAnswer;
        assert.deepEqual(body.maps.map((m) => m.map).sort(), ["switzerland", "usa"]);
        for (const line of body.maps) {
          const expected = expectedLine(line.map, played.filter((p) => (p.record.map ?? "usa") === line.map), user.userId);
          for (const [key, value] of Object.entries(expected)) assert.equal(line[key as keyof MapStatistics], value, `${user.username} ${line.map} ${key}`);
          assert.equal(line.bonusPoints + line.routePoints + line.ticketPoints, Math.round(line.averageScore * line.games), "the parts add up to the scores");
        }
        assert.equal(body.overall.games, 3);
      }
    };
    await check();
    assert.equal((await get(ts, "/api/my-maps")).status, 401);
    assert.equal(((await get(ts, "/api/my-maps", ann.token)).body as unknown as MapStatsAnswer).overall.games, 3);
    assert.equal((await get(ts, "/api/players/nobody_here/maps")).status, 404);
    await ts.server.shutdown();
    ts = await startServer({ databaseUrl, dataDir: ts.dataDir, allowTestSeed: true });
    await check();
  });
});
