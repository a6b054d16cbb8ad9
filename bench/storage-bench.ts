// What durability costs, per store: N games each append one command per round, all saves of a round asked for
// together (as rooms do within one tick), R rounds. Prints per round (one group commit) the time until every save
// of the round resolved, and the wall time per command.
//   npm run bench:storage [-- --games 100 --rounds 200]
// Stores: embedded log (handed to the OS), embedded log with STORAGE_FSYNC (fdatasync per batch), PostgreSQL
// (committed: WAL flushed, synchronous_commit=on) on a throw-away local server.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startPostgres } from "../scripts/infra/postgres.js";
import type { GameRecord } from "../server/src/domain/records.js";
import { LogGameStore } from "../server/src/storage/logGameStore.js";
import { openPostgres } from "../server/src/storage/open.js";
import type { GameStore } from "../server/src/storage/types.js";

const { values } = parseArgs({ options: { games: { type: "string", default: "100" }, rounds: { type: "string", default: "200" } } });
const games = Number(values.games);
const rounds = Number(values.rounds);

function record(id: string): GameRecord {
  const now = new Date().toISOString();
  return {
    id,
    gameName: id,
    hostUserId: 1,
    seed: "00112233445566778899aabbccddeeff",
    status: "playing",
    seats: [
      { userId: 1, username: "ann", color: "red", bot: null },
      { userId: null, username: "Bot", color: "blue", bot: "medium" },
    ],
    log: [],
    chat: [],
    result: null,
    createdAt: now,
    updatedAt: now,
  };
}

async function measure(store: GameStore): Promise<{ roundMs: number[]; perCommandUs: number }> {
  const records = Array.from({ length: games }, (_, i) => record(`bench${i}`));
  await Promise.all(records.map((r) => store.save(r)));
  const roundMs: number[] = [];
  const t0 = performance.now();
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    await Promise.all(
      records.map((r) => {
        r.log.push({ player: round % 2, command: { type: "buyRoute", routeIndex: round % 100, trainColor: "red", numberOfWilds: 1 } });
        return store.save(r);
      }),
    );
    roundMs.push(performance.now() - start);
  }
  return { roundMs, perCommandUs: ((performance.now() - t0) * 1000) / (games * rounds) };
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;
const lines: string[] = [];
function report(name: string, result: { roundMs: number[]; perCommandUs: number }): void {
  const { roundMs, perCommandUs } = result;
  lines.push(`| ${name} | ${quantile(roundMs, 0.5).toFixed(2)} | ${quantile(roundMs, 0.99).toFixed(2)} | ${perCommandUs.toFixed(1)} |`);
}

for (const fsync of [false, true]) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "ttr-storage-bench-"));
  const store = await LogGameStore.open(dir, { fsync });
  report(fsync ? "embedded log, STORAGE_FSYNC=1 (fdatasync per batch)" : "embedded log (handed to the OS)", await measure(store));
  await store.close();
  await fs.rm(dir, { recursive: true, force: true });
}
const server = await startPostgres();
try {
  const stores = await openPostgres(await server.createDatabase());
  report("PostgreSQL (committed, WAL flushed)", await measure(stores.games));
  await stores.close();
} finally {
  await server.stop();
}

console.log(`storage bench: ${games} games × ${rounds} rounds, one command per game per round (${os.cpus().length} cores, node ${process.version})`);
console.log("| store | round (group commit) median ms | round p99 ms | wall µs per command |");
console.log("|---|---|---|---|");
for (const line of lines) console.log(line);
