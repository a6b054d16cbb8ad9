// The local cluster launcher (scripts/start-cluster.ts) as an operator runs it: a signal to its whole process group
// (docker stop, systemd, `kill -- -PGID`) stops the servers cleanly before the databases they save to, and a
// DATA_DIR only root can enter (mktemp -d, as root) still gets a working PostgreSQL.
import assert from "node:assert/strict";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { printedBy, type Printed } from "../../scripts/infra/childProcess.js";
import { freePort } from "../../scripts/infra/redis.js";
import { registerUser, serverAt } from "../../test-kit/index.js";

/** What a server prints when Redis went away under it (the fault this guards against). */
const REDIS_GONE = /Unhandled error|MaxRetriesPerRequestError|shutdown failed/;

/** `count` consecutive free loopback ports (the launcher puts its processes on base, base+1, …). */
async function consecutiveFreePorts(count: number): Promise<number> {
  for (;;) {
    const base = await freePort();
    const free = await Promise.all(Array.from({ length: count - 1 }, (_, i) => isFree(base + 1 + i)));
    if (free.every(Boolean)) return base;
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** Whether something accepts connections on that loopback port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

interface Launched {
  child: ChildProcess;
  printed: Printed;
  basePort: number;
  exited: Promise<number | null>;
}

/** The launcher in its own process group (as a shell or a supervisor starts it), ready once it says so. */
async function launch(dataDir: string, processes: number): Promise<Launched> {
  const basePort = await consecutiveFreePorts(processes);
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PUBLIC_HOST: "127.0.0.1", BCRYPT_ROUNDS: "4" };
  for (const name of ["REDIS_URL", "DATABASE_URL", "PROCESS_NAME", "JWT_SECRET", "PORT"]) delete env[name];
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start-cluster.ts", "--processes", String(processes), "--port", String(basePort)], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // its own group: the test signals that group, never its own
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const printed = printedBy(child);
  await printed.until(/cluster ready/, "the cluster launcher", 180_000);
  return { child, printed, basePort, exited };
}

/** The process group of the process whose command line matches `command` (ps), if one runs. */
function processGroupOf(command: RegExp): number | undefined {
  const rows = execFileSync("ps", ["-eo", "pgid=,args="]).toString().split("\n");
  const row = rows.find((line) => command.test(line));
  return row ? Number(row.trim().split(/\s+/)[0]) : undefined;
}

const portOf = (printed: string, what: RegExp) => Number(what.exec(printed)?.[1]);

describe("local cluster launcher (scripts/start-cluster.ts)", function () {
  this.timeout(300_000);
  const folders: string[] = [];
  const running: Launched[] = [];

  // A launcher a failed test left running is stopped the way it should stop (its databases with it), else killed.
  after(async function () {
    this.timeout(120_000);
    for (const l of running.filter((r) => r.child.exitCode === null && r.child.signalCode === null && r.child.pid)) {
      process.kill(-l.child.pid!, "SIGTERM");
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([l.exited, new Promise((resolve) => (timer = setTimeout(resolve, 60_000)))]);
      clearTimeout(timer);
      if (l.child.exitCode === null && l.child.signalCode === null) process.kill(-l.child.pid!, "SIGKILL");
    }
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  /** The launcher on a new DATA_DIR of that mode; both are cleaned up after. Answers what it printed until ready. */
  async function launchInNewDataDir(prefix: string, mode: number, processes: number): Promise<{ dataDir: string; cluster: Launched; said: string }> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    fs.chmodSync(dataDir, mode);
    folders.push(dataDir);
    const cluster = await launch(dataDir, processes);
    running.push(cluster);
    return { dataDir, cluster, said: cluster.printed.text() };
  }

  it("SIGTERM to the whole process group stops the servers cleanly first and the databases last", async () => {
    const { cluster, said } = await launchInNewDataDir("ttr-launcher-", 0o755, 2);
    const redisPort = portOf(said, /redis-server \(throw-away\) on redis:\/\/127\.0\.0\.1:(\d+)/);
    const postgresPort = portOf(said, /postgres \(data in [^)]*\) on postgres:\/\/[^@]*@127\.0\.0\.1:(\d+)\//);
    assert.ok(redisPort > 0 && postgresPort > 0, said);

    // The databases sit outside the launcher's group, so the group signal below cannot reach them before the servers.
    const launcherGroup = cluster.child.pid!;
    const redisGroup = processGroupOf(new RegExp(`redis-server 127\\.0\\.0\\.1:${redisPort}`));
    const postgresGroup = processGroupOf(new RegExp(`postgres .*-p ${postgresPort} `));
    assert.ok(redisGroup && postgresGroup, "redis-server and postgres run");
    assert.notEqual(redisGroup, launcherGroup, "redis-server has its own process group");
    assert.notEqual(postgresGroup, launcherGroup, "postgres has its own process group");

    // Something for the servers to save on the way out: an account and a waiting game on each process.
    for (const [i, port] of [cluster.basePort, cluster.basePort + 1].entries()) {
      const user = await registerUser(serverAt(port), `launcher${i}`);
      await user.client.create("ttr", { gameName: `Saved on the way out ${i}`, color: "red" });
    }

    process.kill(-cluster.child.pid!, "SIGTERM"); // what docker stop / systemd / kill -- -PGID do
    assert.equal(await cluster.exited, 0, cluster.printed.text());
    const out = cluster.printed.text();
    assert.doesNotMatch(out, REDIS_GONE, "no server lost Redis before it had saved and unregistered");
    for (const port of [cluster.basePort, cluster.basePort + 1]) {
      assert.match(out, new RegExp(`\\[${port}\\] exited \\(code 0\\)`), `server ${port} exits cleanly`);
      assert.ok(out.indexOf(`[${port}] exited`) < out.indexOf("cluster stopped"), `server ${port} stops before the databases`);
    }
    assert.equal(await listening(redisPort), false, "redis-server is stopped");
    assert.equal(await listening(postgresPort), false, "postgres is stopped");
  });

  it("runs PostgreSQL for a DATA_DIR only root can enter (mode 700, as from mktemp -d), and says where its data went", async function () {
    if (typeof process.getuid !== "function" || process.getuid() !== 0) this.skip(); // the fault exists only as root
    const { dataDir, cluster, said } = await launchInNewDataDir("ttr-launcher-700-", 0o700, 1);
    const moved = /its data is in (\S+) /.exec(said)?.[1];
    assert.ok(moved, `the launcher says where PostgreSQL's data is, and why:\n${said}`);
    folders.push(moved);
    assert.match(said, new RegExp(`cannot enter ${dataDir.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    assert.match(said, /chmod o\+x /, "and how to keep it in DATA_DIR instead");
    await registerUser(serverAt(cluster.basePort), "rootonly"); // accounts live in that PostgreSQL
    assert.equal((fs.statSync(dataDir).mode & 0o777).toString(8), "700", "the operator's folder is left as it was");

    process.kill(-cluster.child.pid!, "SIGTERM");
    assert.equal(await cluster.exited, 0, cluster.printed.text());
  });
});
