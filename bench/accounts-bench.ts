// Account storage at scale: registration and login latency of the embedded store with 100k accounts on disk.
//   npx tsx bench/accounts-bench.ts [accounts]
// Measures the store only (no bcrypt, no HTTP): create() is what a registration waits for, bumpSession() a login.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { LowdbUserStore } from "../server/src/storage/lowdbUserStore.js";

const accounts = Number(process.argv[2] ?? 100_000);
const dir = await fs.mkdtemp(path.join(os.tmpdir(), "ttr-accounts-bench-"));
const hash = "$2b$10$abcdefghijklmnopqrstuuO2S1DWvSV0X0Jb8ktnCkd1U2m3Wy4Hq";
const users = Array.from({ length: accounts }, (_, i) => ({
  id: i + 1,
  username: `user${i}`,
  passwordHash: hash,
  email: `user${i}@example.org`,
  createdAt: new Date().toISOString(),
  gamesJoined: [],
  sessionVersion: 0,
}));
await fs.writeFile(path.join(dir, "users.json"), JSON.stringify({ nextId: accounts + 1, users }));
const size = (await fs.stat(path.join(dir, "users.json"))).size;

const t0 = performance.now();
const store = await LowdbUserStore.open(dir);
const openMs = performance.now() - t0;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
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

const register = await time(20, (i) => store.create(`newcomer${i}`, hash, null));
const login = await time(1000, (i) => store.bumpSession(store.byId((i % accounts) + 1)!));
await store.close();
await fs.rm(dir, { recursive: true, force: true });

const f = (ms: number) => ms.toFixed(ms < 1 ? 3 : 1);
console.log(`accounts bench (embedded lowdb store, ${accounts} accounts, users.json ${(size / 1e6).toFixed(1)} MB, node ${process.version})`);
console.log(`| operation | median ms | max ms |`);
console.log(`|---|---|---|`);
console.log(`| open (read users.json, index) | ${f(openMs)} | |`);
console.log(`| register (create: compact users.json rewrite) | ${f(median(register))} | ${f(Math.max(...register))} |`);
console.log(`| login (bumpSession: one appended line) | ${f(median(login))} | ${f(Math.max(...login))} |`);
