// A Vite plugin that writes the service worker (client/sw/sw.js) into the build once every file is written: the
// list of the build's files to precache (Vite's hashed assets, index.html, the manifest and icons) and a version,
// the hash of all of them, so each build that changes anything is a new worker the browsers pick up.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

export const SERVICE_WORKER_FILE = "sw.js";
/** Not worth a place in the cache: source maps, the placeholder that keeps an empty public/ in git. */
const SKIPPED = [/\.map$/, /(^|\/)\.gitkeep$/];

function filesUnder(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, base) : [path.relative(base, full).split(path.sep).join("/")];
  });
}

export function serviceWorkerPlugin(source: string): Plugin {
  let outDir = "";
  return {
    name: "ttr-service-worker",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = filesUnder(outDir)
        .filter((file) => file !== SERVICE_WORKER_FILE && !SKIPPED.some((skip) => skip.test(file)))
        .sort();
      const hash = crypto.createHash("sha256");
      for (const file of files) hash.update(file).update("\0").update(fs.readFileSync(path.join(outDir, file)));
      const version = hash.digest("hex").slice(0, 16);
      const precache = ["./", ...files.map((file) => `./${file}`)];
      const template = fs.readFileSync(source, "utf8");
      const worker = template
        .replace('const VERSION = "__BUILD_VERSION__";', `const VERSION = ${JSON.stringify(version)};`)
        .replace("const PRECACHE = __PRECACHE_LIST__;", `const PRECACHE = ${JSON.stringify(precache, null, 2)};`);
      // A worker without its list would cache nothing: fail the build rather than ship it.
      if (worker.includes("__BUILD_VERSION__\"") || worker.includes("= __PRECACHE_LIST__")) throw new Error(`${source}: the version or file list placeholder is missing`);
      fs.writeFileSync(path.join(outDir, SERVICE_WORKER_FILE), worker);
    },
  };
}
