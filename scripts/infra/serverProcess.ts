// One game server as its own OS process (`npm start`'s entry, server/src/main.ts), for the cluster script and the
// tests that need real processes: settings through the environment, ready when it prints its URL.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM (graceful: games saved) or SIGKILL (a crash), and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function startServerProcess(port: number, env: Record<string, string>, readyTimeoutMs = 120_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "server/src/main.ts")], {
    cwd: ROOT,
    env: { ...process.env, HOST: "127.0.0.1", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let seen = "";
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server on ${port} not ready after ${readyTimeoutMs} ms:\n${seen}`)), readyTimeoutMs);
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (/ready: open http/.test(seen)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server on ${port} exited with ${code} before it was ready:\n${seen}`));
    });
  });
  await ready;
  return {
    port,
    child,
    output: () => seen,
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      child.kill(signal);
      return exited;
    },
  };
}
