// A PostgreSQL of our own for tests, benches and the local cluster: Debian's server (installed with apt-get when
// missing), a cluster made by initdb, listening on a free loopback port, run as a non-root user (PostgreSQL refuses
// root: as root we run it as the `postgres` user the Debian package creates). By default it is throw-away: a
// temporary folder that stop() removes; given a folder, it keeps its data there across runs.
import { execFileSync, spawn, type SpawnOptions } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { printedBy, stopChild } from "./childProcess.js";
import { ensureDebianPackage } from "./debianPackage.js";
import { freePort, type DatabaseStartOptions } from "./redis.js";

export interface RunningPostgres {
  /** The maintenance database; createDatabase() makes fresh ones. */
  url: string;
  port: number;
  /** Creates an empty database and answers its URL. */
  createDatabase(name?: string): Promise<string>;
  /** The URL of database `name`, created when it does not exist yet. */
  ensureDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
  /**
   * The database fails under its users (tests of what they do then): "immediate" is PostgreSQL's immediate shutdown
   * (SIGQUIT: sessions cut, no checkpoint, crash recovery at the next start); "kill" is SIGKILL to the server and
   * every backend at once (its own process group: started with ownProcessGroup). The folder stays: start again
   * with the same `dir` and `port`.
   */
  crash(how: "immediate" | "kill"): Promise<void>;
}

/** The newest installed server's bin folder (/usr/lib/postgresql/<version>/bin), if any. */
function serverBinDir(): string | null {
  if (process.env.POSTGRES_BIN_DIR) return process.env.POSTGRES_BIN_DIR;
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, "bin", "postgres")) && fs.existsSync(path.join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : null;
}

/** As root: the uid/gid of the postgres user, and the folder handed over to it. */
function runAs(dir: string): Pick<SpawnOptions, "uid" | "gid"> {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return {};
  const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
  fs.chownSync(dir, uid, gid);
  return { uid, gid };
}

export function hasPostgresServer(): boolean {
  return serverBinDir() !== null;
}

let counter = 0;

export async function startPostgres(options: { dir?: string; port?: number } & DatabaseStartOptions = {}): Promise<RunningPostgres> {
  ensureDebianPackage(hasPostgresServer, "postgresql");
  const bin = serverBinDir()!;
  const keep = options.dir !== undefined;
  const dir = keep ? path.resolve(options.dir!) : fs.mkdtempSync(path.join(os.tmpdir(), "ttr-postgres-"));
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755);
  const user = runAs(dir);
  const data = path.join(dir, "data");
  if (!fs.existsSync(path.join(data, "PG_VERSION"))) {
    execFileSync(path.join(bin, "initdb"), ["-D", data, "-U", "ttr", "--auth=trust", "-E", "UTF8", "--no-instructions", ...(keep ? [] : ["--no-sync"])], {
      ...user,
      stdio: ["ignore", "ignore", "pipe"],
    });
  }
  const port = options.port ?? (await freePort());
  const child = spawn(path.join(bin, "postgres"), ["-D", data, "-p", String(port), "-k", dir, "-c", "listen_addresses=127.0.0.1"], {
    ...user,
    stdio: ["ignore", "pipe", "pipe"],
    detached: options.ownProcessGroup === true,
  });
  await printedBy(child).until(/ready to accept connections/, "postgres");
  const url = `postgres://ttr@127.0.0.1:${port}/postgres`;
  const urlOf = (name: string) => `postgres://ttr@127.0.0.1:${port}/${encodeURIComponent(name)}`;
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    url,
    port,
    async createDatabase(name = `ttr_${process.pid}_${++counter}_${Date.now() % 1_000_000}`) {
      await admin((client) => client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`));
      return urlOf(name);
    },
    async ensureDatabase(name) {
      await admin(async (client) => {
        const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
        if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
      });
      return urlOf(name);
    },
    async stop() {
      await stopChild(child, "SIGINT"); // fast shutdown: ends sessions, then exits
      if (!keep) fs.rmSync(dir, { recursive: true, force: true });
    },
    async crash(how) {
      if (how === "immediate") {
        await stopChild(child, "SIGQUIT");
        return;
      }
      if (options.ownProcessGroup !== true) throw new Error("crash('kill') needs ownProcessGroup (to reach every backend)");
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid!, "SIGKILL");
      await exited;
      // The backends die with it; the next start waits for the port and shared memory to be free (it retries).
    },
  };
}
