// Builds the client's Phaser from Phaser's own sources (client/src/engine/leanPhaser.cjs) instead of its whole
// prebuilt bundle: `import Phaser from "phaser"` resolves to that entry, `phaser-src/…` to the package's src/ folder
// (which its package.json's exports do not offer), and the build flags Phaser's webpack config defines are set as
// its sources expect: each `typeof FLAG` is replaced whole, so a feature left out is dead code the minifier drops.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/** Phaser's build flags (its config/webpack.config.js): both renderers kept; no sound, debug, 3D camera or FB Instant. */
export const PHASER_FLAGS: Readonly<Record<string, boolean>> = {
  WEBGL_RENDERER: true,
  CANVAS_RENDERER: true,
  WEBGL_DEBUG: false,
  FEATURE_SOUND: false,
  EXPERIMENTAL: false,
  PLUGIN_CAMERA3D: false,
  PLUGIN_FBINSTANT: false,
};

/**
 * Phaser modules replaced by the client's own (a relative `require` inside Phaser's text folder → our file, which
 * requires the original by its `phaser-src/…` name).
 */
const REPLACED: Readonly<Record<string, string>> = { "gameobjects/text/./MeasureText": "cachedMeasureText.cjs" };

export function leanPhaser(entry: string): Plugin {
  const engineDir = dirname(entry);
  const phaserSrc = join(dirname(createRequire(import.meta.url).resolve("phaser/package.json")), "src");
  const flags = new RegExp(`typeof (${Object.keys(PHASER_FLAGS).join("|")})\\b`, "g");
  return {
    name: "lean-phaser",
    enforce: "pre",
    config: () => ({
      resolve: { alias: [{ find: /^phaser$/, replacement: entry }, { find: /^phaser-src\//, replacement: `${phaserSrc}/` }] },
    }),
    resolveId(source, importer) {
      if (!importer?.startsWith(phaserSrc) || !source.startsWith("./")) return null;
      const from = dirname(importer.slice(phaserSrc.length + 1));
      const ours = REPLACED[`${from}/${source.replace(/\.js$/, "")}`];
      return ours ? join(engineDir, ours) : null;
    },
    transform(code, id) {
      if (!id.startsWith(phaserSrc) || !code.includes("typeof ")) return null;
      return { code: code.replace(flags, (_, flag: string) => JSON.stringify(PHASER_FLAGS[flag])), map: null };
    },
  };
}
