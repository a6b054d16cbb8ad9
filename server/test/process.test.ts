// `npm start`'s entry point as a real process: settings from the environment, a generated JWT secret kept in
// DATA_DIR, and a graceful SIGTERM that leaves the games on disk and exits 0.
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { Client } from "colyseus.js";
import { readLog } from "../src/storage/logGameStore.js";
import { TEST_PORT_OFFSET, tempDataDir } from "./helpers.js";

const PORT = 30095 + TEST_PORT_OFFSET;

function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(() => reject(new Error(`no ${pattern} in output:\n${seen}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = seen.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
  });
}

describe("server: the process (main.ts)", function () {
  this.timeout(30_000);
  let child: ChildProcess;
  let dataDir: string;

  before(async () => {
    dataDir = path.join(await tempDataDir(), "nested", "data"); // created if missing
    child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
      env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, BCRYPT_ROUNDS: "4", JWT_SECRET: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    await waitForLine(child, new RegExp(`ready: open http://127\\.0\\.0\\.1:${PORT}/`));
  });

  after(() => {
    if (child.exitCode === null) child.kill("SIGKILL");
  });

  it("serves, keeps a generated JWT secret, and saves games on SIGTERM before exiting 0", async () => {
    const health = await fetch(`http://127.0.0.1:${PORT}/healthz`);
    assert.equal(health.status, 200);
    assert.ok((await fs.readFile(path.join(dataDir, "jwt-secret"), "utf8")).length > 40);
    const registered = (await (
      await fetch(`http://127.0.0.1:${PORT}/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "procuser", password: "secret" }),
      })
    ).json()) as { token: string };
    const client = new Client(`ws://127.0.0.1:${PORT}`);
    client.auth.token = registered.token;
    const room = await client.create("ttr", { gameName: "Saved on exit", color: "red" });
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    assert.equal(await exited, 0);
    const saved = (await readLog(path.join(dataDir, "games", `${room.roomId}.log`)))!.record;
    assert.equal(saved.gameName, "Saved on exit");
    assert.equal(saved.status, "waiting");
    assert.equal(saved.seats[0].username, "procuser");
  });
});
