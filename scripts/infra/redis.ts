// A throw-away Redis for tests and the local cluster: Debian's redis-server on a free loopback port, no
// persistence, in a temporary folder that goes away with it.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { printedBy, stopChild } from "./childProcess.js";
import { ensureDebianPackage } from "./debianPackage.js";

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? "/usr/bin/redis-server";

export interface RunningRedis {
  url: string;
  port: number;
  /** `SIGKILL` is a crash: nothing saved, clients cut mid-command. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface DatabaseStartOptions {
  /**
   * Runs it in its own session and process group, so a signal sent to the starter's whole group (docker stop,
   * systemd, `kill -- -PGID`, a terminal's Ctrl-C) does not reach it: the starter stops it itself, after the servers
   * that use it (the local cluster). Tests leave it in their group, so it dies with an interrupted test run.
   */
  ownProcessGroup?: boolean;
}

export interface RedisStartOptions extends DatabaseStartOptions {
  /** A fixed port instead of a free one: a Redis started again where the servers expect it (a restart, empty). */
  port?: number;
}

export async function startRedis(options: RedisStartOptions = {}): Promise<RunningRedis> {
  ensureDebianPackage(REDIS_SERVER, "redis-server");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ttr-redis-"));
  const port = options.port ?? (await freePort());
  const child = spawn(REDIS_SERVER, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir], {
    stdio: ["ignore", "pipe", "pipe"],
    detached: options.ownProcessGroup === true,
  });
  await printedBy(child).until(/Ready to accept connections/, "redis-server");
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      await stopChild(child, signal);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
