// One game server as its own OS process (`npm start`'s entry, server/src/main.ts), for the cluster script and the
// tests that need real processes: settings through the environment, ready when it prints its URL.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { printedBy, stopChild } from "./childProcess.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM (graceful: games saved) or SIGKILL (a crash), and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Which code the process runs: the TypeScript sources through tsx (no build needed), or a build of them
 * (scripts/build-server.ts; `npm start` runs dist/'s) with plain node. A start from the build costs a fraction of the
 * CPU of one through tsx (no loader, nothing compiled): tests that start a server process dozens of times use it.
 */
export type ServerCode = { from: "sources" } | { from: "build"; folder: string };

const SOURCES: ServerCode = { from: "sources" };

/** node's arguments for the server's entry (main: the tests choose every setting, so no .env is read). */
function entryArgs(code: ServerCode): string[] {
  if (code.from === "build") return [path.join(code.folder, "server/src/main.js")];
  return ["--import", "tsx", path.join(ROOT, "server/src/main.ts")];
}

/**
 * `port` 0 lets the server pick a free port (the answer's `port` says which). `launcher`: a command the server runs
 * under, e.g. `["prlimit", "--nofile=600:600", "--"]` for a lower open-file limit. `code`: sources or a build.
 */
export async function startServerProcess(port: number, env: Record<string, string>, readyTimeoutMs = 120_000, launcher: string[] = [], code: ServerCode = SOURCES): Promise<ServerProcess> {
  // The same V8 flag as `npm start` (package.json; why: README, "Measured").
  const nodeArgs = ["--max-semi-space-size=64", ...entryArgs(code)];
  const [command, ...args] = [...launcher, process.execPath, ...nodeArgs];
  const inherited = { ...process.env };
  // a build runs as `npm start` runs it: no loader slipped in through the environment
  if (code.from === "build") delete inherited.NODE_OPTIONS;
  const child = spawn(command!, args, {
    cwd: ROOT,
    env: { ...inherited, HOST: "127.0.0.1", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const printed = printedBy(child);
  await printed.until(/ready: open http:\/\/[^/]*:\d+\//, `server on ${port}`, readyTimeoutMs);
  return {
    // The port it bound: the one asked for, or the free one it picked for port 0.
    port: Number(/ready: open http:\/\/[^/]*:(\d+)\//.exec(printed.text())![1]),
    child,
    output: printed.text,
    stop: (signal: NodeJS.Signals = "SIGTERM") => stopChild(child, signal),
  };
}
