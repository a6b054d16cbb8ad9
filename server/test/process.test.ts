// `npm start`'s entry point as a real process: settings from the environment, a generated JWT secret kept in
// DATA_DIR, and a graceful SIGTERM that leaves the games on disk and exits 0.
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import path from "node:path";
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { printedBy, stopChild } from "../../scripts/infra/childProcess.js";
import { freePort } from "../../scripts/infra/redis.js";
import { startServerProcess, type ServerProcess } from "../../scripts/infra/serverProcess.js";
import { readLog } from "../src/storage/logGameStore.js";
import { registerUser, serverAt, tempDataDir } from "../../test-kit/index.js";

const START = fileURLToPath(new URL("../src/start.ts", import.meta.url));
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

describe("server: the process (main.ts)", function () {
  this.timeout(180_000); // a loaded machine may take a while to start the process
  let server: ServerProcess;
  let dataDir: string;

  before(async () => {
    dataDir = path.join(await tempDataDir(), "nested", "data"); // created if missing
    server = await startServerProcess(0, { DATA_DIR: dataDir, BCRYPT_ROUNDS: "4", JWT_SECRET: "" });
    assert.match(server.output(), new RegExp(`ready: open http://127\\.0\\.0\\.1:${server.port}/`));
  });

  after(async () => {
    await server.stop("SIGKILL");
  });

  it("serves, keeps a generated JWT secret, and saves games on SIGTERM before exiting 0", async () => {
    const health = await fetch(`${serverAt(server.port).httpUrl}/healthz`);
    assert.equal(health.status, 200);
    assert.ok((await fs.readFile(path.join(dataDir, "jwt-secret"), "utf8")).length > 40);
    const { client } = await registerUser(serverAt(server.port), "procuser");
    const room = await client.create("ttr", { gameName: "Saved on exit", color: "red" });
    assert.equal(await server.stop("SIGTERM"), 0);
    const saved = (await readLog(path.join(dataDir, "games", `${room.roomId}.log`)))!.record;
    assert.equal(saved.gameName, "Saved on exit");
    assert.equal(saved.status, "waiting");
    assert.equal(saved.seats[0].username, "procuser");
  });

  it("`npm start` reads the working directory's .env, and a variable set in the environment wins", async () => {
    const workDir = await tempDataDir();
    const envFilePort = await freePort();
    const fromEnvironment = path.join(workDir, "data-from-environment");
    // tsx reads the project's tsconfig (the schema decorators need it) from where it runs unless told.
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: fromEnvironment, TSX_TSCONFIG_PATH: fileURLToPath(new URL("../../tsconfig.json", import.meta.url)) };
    for (const name of ["PORT", "HOST", "BCRYPT_ROUNDS", "JWT_SECRET"]) delete env[name];
    await fs.writeFile(path.join(workDir, ".env"), `PORT=${envFilePort}\nHOST=127.0.0.1\nBCRYPT_ROUNDS=4\nDATA_DIR=${path.join(workDir, "data-from-file")}\n`);
    // tsx by its full address: the temporary folder has no node_modules to find it in.
    const child = spawn(process.execPath, ["--import", TSX_LOADER, START], { cwd: workDir, env, stdio: ["ignore", "pipe", "pipe"] });
    try {
      await printedBy(child).until(new RegExp(`ready: open http://127\\.0\\.0\\.1:${envFilePort}/ \\(data in ${fromEnvironment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\)`), "server started in a folder with a .env");
      assert.equal((await fetch(`${serverAt(envFilePort).httpUrl}/healthz`)).status, 200);
    } finally {
      await stopChild(child, "SIGKILL");
    }
  });
});
