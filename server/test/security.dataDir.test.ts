// Nothing of DATA_DIR is served, by any path: with PUBLIC_DIR=/srv/pub and DATA_DIR=/srv/publink/data (publink → pub)
// the server answered /data/jwt-secret, /data/users.json and /data/vapid-keys.json, and a login token for any
// account could be signed with that secret. It now refuses to start with DATA_DIR inside PUBLIC_DIR, serves no file
// whose real path is in DATA_DIR (a link made in PUBLIC_DIR later), and keeps the secret files 0600.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { printedBy, stopChild } from "../../scripts/infra/childProcess.js";
import { registerUser, startServerProcess, tempDataDir, type TestServerProcess } from "../../test-kit/index.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SECRETS = ["jwt-secret", "users.json", "vapid-keys.json"];

/** Starts `npm start`'s entry with these folders: "refused" and what it printed, or "started" (then stopped). */
async function startWith(env: Record<string, string>): Promise<{ outcome: "started" | "refused"; printed: string; served: Record<string, number> }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "server/src/main.ts")], {
    cwd: ROOT,
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", BCRYPT_ROUNDS: "4", JWT_SECRET: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const printed = printedBy(child);
  const exited = new Promise<"refused">((resolve) => child.once("exit", () => resolve("refused")));
  const ready = printed.until(/ready: open http:\/\/[^/]*:\d+\//, "the server", 120_000).then(() => "started" as const, () => "refused" as const);
  const outcome = await Promise.race([exited, ready]);
  const served: Record<string, number> = {};
  if (outcome === "started") {
    // What a server that started anyway hands out (the failure message shows it).
    const port = /ready: open http:\/\/[^/]*:(\d+)\//.exec(printed.text())![1];
    for (const name of SECRETS) served[name] = (await fetch(`http://127.0.0.1:${port}/data/${name}`)).status;
    await stopChild(child, "SIGKILL");
  }
  return { outcome, printed: printed.text(), served };
}

describe("security: DATA_DIR is never served, by any path", function () {
  this.timeout(180_000);

  it("refuses to start when DATA_DIR lies inside PUBLIC_DIR through a symbolic link, saying why", async () => {
    const root = await tempDataDir();
    await fs.mkdir(path.join(root, "pub"));
    await fs.symlink(path.join(root, "pub"), path.join(root, "publink"));
    const dataDir = path.join(root, "publink", "data");
    const { outcome, printed, served } = await startWith({ PUBLIC_DIR: path.join(root, "pub"), DATA_DIR: dataDir });
    assert.equal(outcome, "refused", `the server started and served ${JSON.stringify(served)}:\n${printed}`);
    assert.match(printed, /DATA_DIR .*publink\/data.* lies inside PUBLIC_DIR/);
    await assert.rejects(fs.stat(path.join(root, "pub", "data")), "nothing was written into the public folder");
  });

  it("refuses to start when DATA_DIR is PUBLIC_DIR itself", async () => {
    const dir = await tempDataDir();
    const { outcome, printed } = await startWith({ PUBLIC_DIR: dir, DATA_DIR: dir });
    assert.equal(outcome, "refused", printed);
    assert.match(printed, /lies inside PUBLIC_DIR/);
  });

  describe("a server with its folders apart", () => {
    let root: string;
    let server: TestServerProcess;

    before(async () => {
      root = await tempDataDir();
      await fs.mkdir(path.join(root, "pub"));
      await fs.writeFile(path.join(root, "pub", "hello.txt"), "hello");
      const dataDir = path.join(root, "data");
      await fs.mkdir(dataDir);
      // Files an earlier version (or a copy) left readable by everyone: put right at start-up.
      await fs.writeFile(path.join(dataDir, "jwt-secret"), "s".repeat(48), { mode: 0o644 });
      await fs.writeFile(path.join(dataDir, "users.json"), JSON.stringify({ nextId: 1, users: [] }), { mode: 0o644 });
      await fs.chmod(path.join(dataDir, "jwt-secret"), 0o644);
      await fs.chmod(path.join(dataDir, "users.json"), 0o644);
      server = await startServerProcess({ DATA_DIR: dataDir, PUBLIC_DIR: path.join(root, "pub"), JWT_SECRET: "" });
    });

    after(async () => {
      await server?.stop();
    });

    it("serves no file whose real path is in DATA_DIR, through links made in PUBLIC_DIR after the start", async () => {
      await registerUser(server, "linkvictim");
      await fs.symlink(path.join(root, "data"), path.join(root, "pub", "d"));
      await fs.symlink(path.join(root, "data", "users.json"), path.join(root, "pub", "accounts.json"));
      assert.equal((await fetch(`${server.httpUrl}/hello.txt`)).status, 200, "the public folder is served");
      for (const route of ["/d/jwt-secret", "/d/users.json", "/d/vapid-keys.json", "/accounts.json", "/d/", "/d/games/"]) {
        const res = await fetch(`${server.httpUrl}${route}`);
        const body = await res.text();
        assert.equal(res.status, 404, `${route} answered ${res.status}: ${body.slice(0, 80)}`);
        assert.doesNotMatch(body, /passwordHash|privateKey|s{48}/);
      }
    });

    it("keeps the token secret, the VAPID keys and the accounts readable by the server's user only (0600)", async () => {
      await registerUser(server, "modecheck"); // users.json written again
      for (const name of SECRETS) {
        const mode = (await fs.stat(path.join(server.dataDir, name))).mode & 0o777;
        assert.equal(mode.toString(8), "600", `${name} has mode ${mode.toString(8)}`);
      }
    });
  });
});
