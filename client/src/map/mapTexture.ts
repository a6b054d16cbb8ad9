// The projected US map (state outlines) as a texture the size of the map area, drawn again when the area changes.
// Each size has its own key, so the views still showing the old one (until they are re-created) keep a live texture.
import type Phaser from "phaser";
import { boardGeometry, drawStates } from "./geometry.js";
import { MAP_AREA } from "../ui/layout.js";

const MAP_RES = 2; // the map is drawn at twice its world size so it stays sharp on large screens
/** How long a replaced map stays, for the views that are re-created after the change (ms). */
const KEEP_OLD_MS = 5000;

/** The texture key of the map for the current map area. */
export function mapTexture(): string {
  return `usa-map-${MAP_AREA.w}x${MAP_AREA.h}`;
}

export function bakeMapTexture(textures: Phaser.Textures.TextureManager): void {
  const key = mapTexture();
  if (textures.exists(key)) return;
  const c = document.createElement("canvas");
  c.width = MAP_AREA.w * MAP_RES;
  c.height = MAP_AREA.h * MAP_RES;
  const ctx = c.getContext("2d");
  if (ctx) drawStates(ctx, boardGeometry(MAP_AREA), MAP_RES, { land: "#ece0bd", line: "#b3a07a", border: "#8a7452" });
  const old = textures.getTextureKeys().filter((k) => k.startsWith("usa-map-"));
  textures.addCanvas(key, c);
  setTimeout(() => old.forEach((k) => k !== mapTexture() && textures.exists(k) && textures.remove(k)), KEEP_OLD_MS);
}

/** Draws the map for the new area, once Boot has drawn the first one (before that, Boot draws it at its size). */
export function rebakeMapTexture(textures: Phaser.Textures.TextureManager): void {
  if (textures.getTextureKeys().some((k) => k.startsWith("usa-map-"))) bakeMapTexture(textures);
}
