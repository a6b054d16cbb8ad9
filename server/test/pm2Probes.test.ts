// PM2's probes (@pm2/io, loaded by Colyseus) list every open socket's handle each second: they run only when an
// operator asks for them with PM2_METRICS. Each case is a real server in its own process (PM2's instance is global).
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";

const FIXTURE = fileURLToPath(new URL("./fixtures/pm2ProbesProcess.ts", import.meta.url));
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
const TSCONFIG = fileURLToPath(new URL("../../tsconfig.json", import.meta.url));

async function probesRunningWith(pm2Metrics: string | undefined): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, TSX_TSCONFIG_PATH: TSCONFIG };
  delete env.PM2_METRICS;
  if (pm2Metrics !== undefined) env.PM2_METRICS = pm2Metrics;
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", TSX_LOADER, FIXTURE], { env, timeout: 120_000 });
  return /pm2 probes running: (\w+)/.exec(stdout)?.[1] ?? `no answer in: ${stdout}`;
}

describe("server: PM2's process probes", function () {
  this.timeout(150_000); // two server processes on a possibly loaded machine

  it("stay off by default, so nothing lists every socket's handle each second", async () => {
    assert.equal(await probesRunningWith(undefined), "false");
  });

  it("run when PM2_METRICS is on", async () => {
    assert.equal(await probesRunningWith("1"), "true");
  });
});
