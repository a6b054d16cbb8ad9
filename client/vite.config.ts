import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { dirname, resolve } from "node:path";
import { serviceWorkerPlugin } from "./build/serviceWorkerPlugin.js";
import { leanPhaser } from "./build/leanPhaser.js";

// The client is built from client/ into the repository's public/ folder, which the server serves statically.
const here = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  base: "./",
  logLevel: "warn",
  // The service worker (installable, offline start, turn notices) with this build's file list and version.
  plugins: [serviceWorkerPlugin(resolve(here, "sw/sw.js")), leanPhaser(resolve(here, "src/engine/leanPhaser.cjs"))],
  build: {
    outDir: resolve(here, "../public"),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    assetsInlineLimit: 0,
  },
  server: { port: 8080 },
});
