// Start time and memory of the server process: TypeScript through tsx (`npm run start:dev`) against the JavaScript
// build (`npm start`, run `npm run build:server` first; `npm run bench:start` does both).
//   npx tsx bench/start-time.ts [--runs 5]
// Each run starts a fresh process on a free port with an empty data folder and times, from the spawn: the "ready"
// line (listening) and the first 200 from /readyz; then reads its resident memory (VmRSS) once ready. tsx keeps a
// transform cache in the temporary folder: "tsx, cold" gives each run its own empty TMPDIR (a first start after a
// deploy), "tsx, warm" shares one that an unmeasured start has filled.
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { printedBy, stopChild } from "../scripts/infra/childProcess.js";
import { commitHash, f, numberOption, quantile } from "./benchKit.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = numberOption("runs", 5);
const READY = /ready: open http:\/\/[^/]*:(\d+)\//;
/** How often /readyz is asked once the port is open (the bench's resolution for "ready to serve"). */
const READYZ_POLL_MS = 5;

interface Variant {
  name: string;
  args: string[];
  /** A fresh temporary folder per run (tsx's cache starts empty). */
  freshTmp: boolean;
}

const VARIANTS: Variant[] = [
  { name: "tsx, cold cache", args: ["--max-semi-space-size=64", "--import", "tsx", "server/src/start.ts"], freshTmp: true },
  { name: "tsx, warm cache", args: ["--max-semi-space-size=64", "--import", "tsx", "server/src/start.ts"], freshTmp: false },
  { name: "built JavaScript (npm start)", args: ["--max-semi-space-size=64", "dist/server/src/start.js"], freshTmp: false },
];

interface Run {
  listeningMs: number;
  readyzMs: number;
  rssMb: number;
}

async function rssMb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

async function startOnce(variant: Variant, sharedTmp: string): Promise<Run> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), "ttr-start-bench-"));
  const tmp = variant.freshTmp ? path.join(work, "tmp") : sharedTmp;
  await fs.mkdir(tmp, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: tmp, HOST: "127.0.0.1", PORT: "0", DATA_DIR: path.join(work, "data"), PUBLIC_DIR: path.join(ROOT, "public"), BCRYPT_ROUNDS: "4", JWT_SECRET: "bench-secret-bench-secret-bench-secret", LOG_LEVEL: "info" };
  delete env.NODE_OPTIONS;
  const started = performance.now();
  const child = spawn(process.execPath, variant.args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  try {
    const printed = printedBy(child);
    await printed.until(READY, variant.name);
    const listeningMs = performance.now() - started;
    const port = READY.exec(printed.text())![1];
    for (;;) {
      const answer = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
      if (answer?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, READYZ_POLL_MS));
    }
    const readyzMs = performance.now() - started;
    return { listeningMs, readyzMs, rssMb: await rssMb(child.pid!) };
  } finally {
    await stopChild(child, "SIGKILL");
    await fs.rm(work, { recursive: true, force: true });
  }
}

await fs.access(path.join(ROOT, "dist/server/src/start.js")).catch(() => {
  console.error("dist/ is missing: run `npm run build:server` first (or `npm run bench:start`)");
  process.exit(1);
});
const sharedTmp = await fs.mkdtemp(path.join(os.tmpdir(), "ttr-start-bench-shared-"));
try {
  await startOnce(VARIANTS[1], sharedTmp); // fills the warm variant's cache, not measured
  const runs = new Map<string, Run[]>(VARIANTS.map((v) => [v.name, []]));
  // Interleaved, so that a change in the machine's load touches every variant alike.
  for (let i = 0; i < RUNS; i++) for (const variant of VARIANTS) runs.get(variant.name)!.push(await startOnce(variant, sharedTmp));
  const [load1] = os.loadavg();
  console.log(`server start, ${RUNS} runs each, medians (min–max) · commit ${commitHash()} · ${new Date().toISOString()} · load ${f(load1, 2)} on ${os.cpus().length} cores`);
  console.log("| how it starts | to listening (ms) | to /readyz 200 (ms) | RSS once ready (MB) |");
  console.log("| --- | --- | --- | --- |");
  for (const [name, list] of runs) {
    const cell = (key: keyof Run, digits: number) => {
      const values = list.map((r) => r[key]);
      return `${f(quantile(values, 0.5), digits)} (${f(Math.min(...values), digits)}–${f(Math.max(...values), digits)})`;
    };
    console.log(`| ${name} | ${cell("listeningMs", 0)} | ${cell("readyzMs", 0)} | ${cell("rssMb", 1)} |`);
  }
} finally {
  await fs.rm(sharedTmp, { recursive: true, force: true });
}
