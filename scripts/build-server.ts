// `npm run build:server` (part of `npm run build`, so `npm start`'s prestart runs it): the server and the folders it
// imports (shared-rules, bots) compiled to JavaScript under dist/, file for file, so production starts with plain
// `node dist/server/src/start.js` and no compiler in the process. tsx stays for development and tests.
//
// File for file rather than one bundle: every relative `.js` import, every `import.meta.url` (the migrations folder,
// the admin panel's require) and the module evaluation order stay exactly what they are under tsx. esbuild is the one
// tsx already runs on (a dependency of tsx), so nothing new is installed.
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DIST = path.join(ROOT, "dist");
/** What the server process loads: its own sources and the repository folders they import by relative path. */
const SOURCE_FOLDERS = ["server/src", "shared-rules/src", "shared-rules/protocol", "bots/src"];
/** Files the compiled code reads or imports beside itself: map data (JSON imports) and the SQL migrations. */
const DATA_FILE = /\.(json|sql)$/;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await fs.readdir(path.join(ROOT, folder), { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

/**
 * `outDir`: dist/ for `npm start`; a test that must not share dist/ (another test file rebuilds it while it runs)
 * builds its own copy into a folder inside the project, where node still finds package.json and node_modules.
 */
export async function buildServer(outDir = DIST): Promise<{ compiled: number; copied: number }> {
  const files = (await Promise.all(SOURCE_FOLDERS.map(filesUnder))).flat();
  const sources = files.filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"));
  const data = files.filter((f) => DATA_FILE.test(f));
  await fs.rm(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: sources,
    outbase: ROOT,
    outdir: outDir,
    bundle: false,
    format: "esm",
    platform: "node",
    target: "node20",
    // Node 20.10+ reads `import … with { type: "json" }` (the map data); esbuild's table for "node20" would drop the attribute.
    supported: { "import-attributes": true },
    sourcemap: "linked",
    logLevel: "warning",
    // Stated here, not left to tsconfig discovery: @colyseus/schema's decorators stop tracking changes when class
    // fields are defined (useDefineForClassFields must stay false), the same settings tsconfig.json gives tsx.
    tsconfigRaw: { compilerOptions: { experimentalDecorators: true, useDefineForClassFields: false, target: "ES2022", verbatimModuleSyntax: false } },
  });
  for (const file of data) {
    await fs.mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await fs.copyFile(path.join(ROOT, file), path.join(outDir, file));
  }
  // dist/ sits inside the project, whose package.json says "type": "module"; node resolves the packages the compiled
  // files import from the project's node_modules, walking up from dist/.
  return { compiled: sources.length, copied: data.length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const { compiled, copied } = await buildServer();
  console.log(`server built into dist/: ${compiled} files compiled, ${copied} data files copied (${Math.round(performance.now() - started)} ms)`);
}
