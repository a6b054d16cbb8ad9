// Account storage at scale: registration and login latency with 100k accounts, for each backend.
//   npx tsx bench/accounts-bench.ts [accounts]        (npm run bench:accounts)
// Measures the store only (no bcrypt, no HTTP): byUsername() + create() is what a registration waits for,
// byUsername() + bumpSession() a login. PostgreSQL runs in a throw-away cluster (scripts/infra/postgres.ts) with its
// default durability (synchronous_commit=on: every commit flushes the WAL).
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startPostgres } from "../scripts/infra/postgres.js";
import { LowdbUserStore } from "../server/src/storage/lowdbUserStore.js";
import { openPostgres } from "../server/src/storage/open.js";
import type { UserStore } from "../server/src/storage/types.js";

const accounts = Number(process.argv[2] ?? 100_000);
const hash = "$2b$10$abcdefghijklmnopqrstuuO2S1DWvSV0X0Jb8ktnCkd1U2m3Wy4Hq";

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
async function time(runs: number, run: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run(i);
    out.push(performance.now() - start);
  }
  return out;
}

interface Line {
  backend: string;
  openMs: number;
  register: number[];
  login: number[];
}

async function measure(backend: string, store: UserStore, openMs: number): Promise<Line> {
  const register = await time(200, async (i) => {
    if (await store.byUsername(`newcomer${i}`)) throw new Error("taken");
    await store.create(`newcomer${i}`, hash, `newcomer${i}@example.org`);
  });
  const login = await time(1000, async (i) => store.bumpSession((await store.byUsername(`user${(i * 7919) % accounts}`))!));
  return { backend, openMs, register, login };
}

async function embedded(): Promise<Line> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "ttr-accounts-bench-"));
  const users = Array.from({ length: accounts }, (_, i) => ({
    id: i + 1,
    username: `user${i}`,
    passwordHash: hash,
    email: `user${i}@example.org`,
    createdAt: new Date().toISOString(),
    sessionVersion: 0,
  }));
  await fs.writeFile(path.join(dir, "users.json"), JSON.stringify({ nextId: accounts + 1, users }));
  const t0 = performance.now();
  const store = await LowdbUserStore.open(dir);
  const line = await measure(`embedded lowdb (users.json ${((await fs.stat(path.join(dir, "users.json"))).size / 1e6).toFixed(1)} MB)`, store, performance.now() - t0);
  await store.close();
  await fs.rm(dir, { recursive: true, force: true });
  return line;
}

async function postgres(): Promise<Line> {
  const server = await startPostgres();
  try {
    const url = await server.createDatabase();
    const setup = await openPostgres(url);
    await setup.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(
      `INSERT INTO users (username, password_hash, email) SELECT 'user' || i, $1, 'user' || i || '@example.org' FROM generate_series(0, $2 - 1) i`,
      [hash, accounts],
    );
    await client.query("ANALYZE users");
    await client.end();
    const t0 = performance.now();
    const stores = await openPostgres(url);
    const line = await measure("PostgreSQL (rows, unique lower() indexes)", stores.users, performance.now() - t0);
    await stores.close();
    return line;
  } finally {
    await server.stop();
  }
}

const lines = [await embedded(), await postgres()];
const f = (ms: number) => ms.toFixed(ms < 1 ? 3 : 1);
console.log(`accounts bench (${accounts} accounts, ${os.cpus().length} cores, node ${process.version})`);
console.log(`| backend | open ms | register median ms | register max ms | login median ms | login max ms |`);
console.log(`|---|---|---|---|---|---|`);
for (const l of lines) {
  console.log(`| ${l.backend} | ${f(l.openMs)} | ${f(median(l.register))} | ${f(Math.max(...l.register))} | ${f(median(l.login))} | ${f(Math.max(...l.login))} |`);
}
