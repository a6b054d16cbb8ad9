// `npm start`'s entry point as a real process: settings from the environment, a generated JWT secret kept in
// DATA_DIR, and a graceful SIGTERM that leaves the games on disk and exits 0.
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import path from "node:path";
import { Client } from "colyseus.js";
import { startServerProcess, type ServerProcess } from "../../scripts/infra/serverProcess.js";
import { readLog } from "../src/storage/logGameStore.js";
import { TEST_PORT_OFFSET, tempDataDir } from "./helpers.js";

const PORT = 30095 + TEST_PORT_OFFSET;

describe("server: the process (main.ts)", function () {
  this.timeout(180_000); // a loaded machine may take a while to start the process
  let server: ServerProcess;
  let dataDir: string;

  before(async () => {
    dataDir = path.join(await tempDataDir(), "nested", "data"); // created if missing
    server = await startServerProcess(PORT, { DATA_DIR: dataDir, BCRYPT_ROUNDS: "4", JWT_SECRET: "" });
    assert.match(server.output(), new RegExp(`ready: open http://127\\.0\\.0\\.1:${PORT}/`));
  });

  after(async () => {
    await server.stop("SIGKILL");
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
    assert.equal(await server.stop("SIGTERM"), 0);
    const saved = (await readLog(path.join(dataDir, "games", `${room.roomId}.log`)))!.record;
    assert.equal(saved.gameName, "Saved on exit");
    assert.equal(saved.status, "waiting");
    assert.equal(saved.seats[0].username, "procuser");
  });
});
