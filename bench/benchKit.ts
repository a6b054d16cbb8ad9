// What the benchmark orchestrators share (bench/server-bench.ts, bench/cluster-bench.ts): child processes pinned to
// a core when the machine allows it, request/answer over their IPC channel, and number formatting.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, "..");

function canPin(): boolean {
  if (os.cpus().length < 2) return false;
  try { execFileSync("taskset", ["-c", "0", "true"]); return true; } catch { return false; }
}
export const pinned = canPin();

/** BENCH_PROFILE_DIR=dir writes V8 CPU profiles of the server and the generator under it (for `why`, not for numbers). */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;

/** The V8 flags the bench server runs with: `npm start`'s, or BENCH_SERVER_NODE_ARGS to measure others (printed in each header). */
export function serverNodeArgs(): string[] {
  return (process.env.BENCH_SERVER_NODE_ARGS ?? "--max-semi-space-size=64").split(" ").filter(Boolean);
}

/** Starts bench/<script> under Node (tsx), pinned to `cpu` ("0,1": a list) when possible (null: not pinned). */
export function spawnNode(script: string, cpu: number | string | null, env: Record<string, string>): ChildProcess {
  const profile = PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(PROFILE_DIR, script.replace(/\.ts$/, ""))}`] : [];
  // The generator decodes thousands of patches a second and spends a third of its time in young-generation GC:
  // a larger nursery keeps its own event-loop delay out of the latencies. The server runs with `npm start`'s flag
  // (the same nursery, see package.json); BENCH_SERVER_NODE_ARGS="--flag …" replaces it, to measure other settings.
  const nursery = script === "load-generator.ts" ? ["--max-semi-space-size=64"] : [];
  const serverArgs = script === "server-process.ts" ? serverNodeArgs() : [];
  const nodeArgs = [...profile, ...nursery, ...serverArgs, "--expose-gc", "--max-old-space-size=2048", "--import", "tsx", path.join(here, script)];
  const [cmd, args] = pinned && cpu !== null ? ["taskset", ["-c", String(cpu), process.execPath, ...nodeArgs]] : [process.execPath, nodeArgs];
  return spawn(cmd, args, { cwd: root, stdio: ["ignore", "inherit", "inherit", "ipc"], env: { ...process.env, ...env } });
}

/**
 * Pins a started process's main thread to `cpu`, leaving its other threads (V8's GC helpers, started with the process)
 * where they were: `taskset -p` without `-a` sets one thread's affinity, and the main thread's id is the process id.
 */
export function pinMainThread(pid: number, cpu: number): void {
  execFileSync("taskset", ["-p", "-c", String(cpu), String(pid)], { stdio: "ignore" });
}

/** Request/answer over a child's IPC channel. */
export class Peer {
  private nextId = 1;
  private readonly waiting = new Map<number, (m: Record<string, unknown>) => void>();
  readonly ready: Promise<void>;

  constructor(readonly child: ChildProcess, readonly name: string) {
    this.ready = new Promise((resolve, reject) => {
      child.on("message", (m: Record<string, unknown>) => {
        if (m.type === "ready") resolve();
        const id = m.id as number | undefined;
        if (id !== undefined) {
          this.waiting.get(id)?.(m);
          this.waiting.delete(id);
        }
      });
      child.on("exit", (code) => reject(new Error(`${name} exited (${code})`)));
    });
    child.on("exit", (code) => {
      for (const w of this.waiting.values()) w({ error: `${name} exited (${code})` });
      this.waiting.clear();
    });
  }

  request<T>(msg: Record<string, unknown>): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, (m) => (m.error ? reject(new Error(String(m.error))) : resolve((m.result ?? m.sample ?? m) as T)));
      this.child.send({ ...msg, id });
    });
  }
}

export function quantile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}


/** A number given on the command line as `--name N`, else `fallback`. */
export function numberOption(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

/** The checkout's short commit, for a bench's header ("unknown" outside a checkout). */
export function commitHash(): string {
  try { return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim(); } catch { return "unknown"; }
}

export const f = (x: number, digits = 1) => (Number.isFinite(x) ? x.toFixed(digits) : "–");
