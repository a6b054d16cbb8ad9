// Upgrading a PostgreSQL database to per-board ratings (migration 0008): a database as the previous release left it
// (migrations up to 0007 only, games rated by the overall rating alone, the way that release's RatingKeeper did it)
// starts the new server, which migrates and replays the older games into the boards' ratings. Its games and overall
// ratings are intact; each board's ratings equal those computed here by replaying the records in the order they ended;
// the per-board statistics equal those the same records gave before the upgrade.
import assert from "node:assert/strict";
import pg from "pg";
import type { MapStatsAnswer } from "../../shared-rules/protocol/index.js";
import { mapOfRecord, type GameRecord } from "../src/domain/records.js";
import { peopleInFinalOrder } from "../src/ratings/finalOrder.js";
import { rateFinalOrder } from "../src/ratings/glicko.js";
import { migrate } from "../src/storage/postgres/migrate.js";
import { PgGameStore } from "../src/storage/postgres/pgGameStore.js";
import { PgUserStore } from "../src/storage/postgres/pgUserStore.js";
import type { Rating } from "../src/storage/types.js";
import { get, registerUser, startServer, type TestServer } from "../../test-kit/index.js";
import { freshDatabase } from "./postgresKit.js";
import { playRatedShortGame } from "./ratedGame.js";

const BEFORE_PER_BOARD_RATINGS = 7;

const exact = (r: Rating) => ({ rating: r.rating, rd: r.rd, vol: r.vol, games: r.games });

describe("PostgreSQL upgrade to ratings per board (migration 0008)", function () {
  this.timeout(240_000);
  let played: TestServer;
  let upgraded: TestServer | undefined;
  after(async () => {
    await played?.server.shutdown();
    await upgraded?.server.shutdown();
  });

  it("keeps the games and overall ratings, and replays the older games into each board's ratings and statistics", async () => {
    // Real ended games, played on a throw-away embedded server (the records a 0007 database would hold).
    played = await startServer({ allowTestSeed: true });
    const [ann, bob] = [await registerUser(played, "old_ann"), await registerUser(played, "old_bob")];
    const records: GameRecord[] = [];
    for (const [map, seed] of [["usa", 3], ["europe", 4], ["usa", 5], ["europe", 6]] as const) records.push(await playRatedShortGame(played, ann, bob, map, seed));

    // The database as the previous release left it.
    const databaseUrl = await freshDatabase();
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    let overallBefore: Map<number, Rating>;
    let gamesBefore: unknown[];
    try {
      await migrate(pool, BEFORE_PER_BOARD_RATINGS);
      const tables = (await pool.query("SELECT to_regclass('map_ratings') AS t")).rows[0] as { t: string | null };
      assert.equal(tables.t, null, "no per-board table before 0008");
      const users = new PgUserStore(pool);
      for (const person of [ann, bob]) {
        const account = (await played.server.services.users.byId(person.userId))!;
        const created = await users.create(account.username, account.passwordHash, null);
        assert.equal(created.id, person.userId, "the same account ids as the records' seats");
      }
      const games = await PgGameStore.open(pool);
      for (const played of records) {
        // That release's RatingKeeper: the end saved, the overall rating once per game, then the mark saved.
        const record: GameRecord = { ...structuredClone(played), rated: undefined, ratingChanges: undefined };
        await games.save(record);
        const order = peopleInFinalOrder(record);
        assert.equal(await users.rateGame(record.id, order, (current) => rateFinalOrder(order, current, new Date(record.updatedAt))), true);
        record.rated = true;
        await games.save(record);
      }
      await games.close();
      overallBefore = await users.ratings([ann.userId, bob.userId]);
      gamesBefore = (await pool.query("SELECT id, status, meta FROM games ORDER BY id")).rows;
    } finally {
      await pool.end();
    }

    upgraded = await startServer({ databaseUrl });
    const check = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    try {
      const versions = (await check.query<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version")).rows.map((r) => r.version);
      assert.ok(versions.includes(8) && versions.at(-1)! >= 8, `migrated through 0008 (to ${versions.at(-1)})`);
      assert.deepEqual((await check.query("SELECT id, status, meta FROM games ORDER BY id")).rows, gamesBefore, "the games intact");
    } finally {
      await check.end();
    }
    const users = upgraded.server.services.users;
    const overallAfter = await users.ratings([ann.userId, bob.userId]);
    assert.deepEqual([...overallAfter].map(([id, r]) => [id, exact(r)]), [...overallBefore].map(([id, r]) => [id, exact(r)]), "the overall ratings intact");

    // Each board's ratings, replayed here from the stored records in the order they ended.
    const stored = await Promise.all(records.map(async (r) => (await upgraded!.server.services.games.load(r.id))!));
    stored.sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt));
    const expected = new Map<string, Map<number, Rating>>();
    for (const record of stored) {
      const onMap = expected.get(mapOfRecord(record)) ?? new Map<number, Rating>();
      const order = peopleInFinalOrder(record);
      for (const [id, rating] of rateFinalOrder(order, onMap, new Date(record.updatedAt))) onMap.set(id, rating);
      expected.set(mapOfRecord(record), onMap);
    }
    assert.deepEqual([...expected.keys()].sort(), ["europe", "usa"]);
    for (const [map, ratings] of expected) {
      const actual = await users.mapRatings(map, [ann.userId, bob.userId]);
      assert.deepEqual(new Map([...actual].map(([id, r]) => [id, exact(r)])), new Map([...ratings].map(([id, r]) => [id, exact(r)])), map);
      assert.deepEqual([...actual.values()].map((r) => r.games), [2, 2], `two games each on ${map}`);
    }
    assert.deepEqual(await users.mapRatings("nordic", [ann.userId, bob.userId]), new Map(), "no board nobody played");

    // The statistics per board: as the same records gave them before the upgrade (on the server that played them).
    for (const person of [ann, bob]) {
      const after = (await get(upgraded, `/api/players/${person.username}/maps`)).body as unknown as MapStatsAnswer;
      const before = (await get(played, `/api/players/${person.username}/maps`)).body as unknown as MapStatsAnswer;
      assert.deepEqual(after, before, person.username);
      for (const map of ["usa", "europe"]) {
        const line = after.maps.find((m) => m.map === map)!;
        const mine = stored.filter((r) => mapOfRecord(r) === map);
        const seatOf = (r: GameRecord) => r.seats.findIndex((s) => s.userId === person.userId);
        assert.equal(line.games, mine.length, map);
        assert.equal(line.wins, mine.filter((r) => r.result!.ranking[0] === seatOf(r)).length, `${map} wins`);
      }
    }
  });
});
