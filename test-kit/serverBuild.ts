// A build of the server made for one test file, for the tests that start a server process many times: each start
// from the build runs plain node on JavaScript (as `npm start` does), where a start through tsx loads the TypeScript
// loader and compiles the sources first. Its own folder rather than dist/: builtStart.test rebuilds dist/ (deletes it,
// then writes it again) and may run at the same time, and a dist/ left by an older `npm run build` would be stale.
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer } from "../scripts/build-server.js";
import type { ServerCode } from "../scripts/infra/serverProcess.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Inside the project (node finds its package.json and node_modules from there) and out of git, lint and tsc. */
const BUILDS = path.join(ROOT, "test-artifacts", "server-builds");

export interface ServerBuild {
  code: ServerCode;
  /** Deletes the build (the test's `after`). */
  remove(): Promise<void>;
}

/** Compiles the server's current sources into a fresh folder of its own. */
export async function buildServerForTest(): Promise<ServerBuild> {
  await fs.mkdir(BUILDS, { recursive: true });
  const folder = await fs.mkdtemp(path.join(BUILDS, "build-"));
  await buildServer(folder);
  return { code: { from: "build", folder }, remove: () => fs.rm(folder, { recursive: true, force: true }) };
}
