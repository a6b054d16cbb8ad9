// Each board's projected land (state or country outlines) as a texture the size of the board (layout's BOARD: the
// map area on desktop), drawn again when it changes. Each map and size has its own key, so the views still showing the old one (until they are
// re-created) keep a live texture. The USA is drawn at boot (the login and lobby backdrop shows it); another map
// the first time a view needs it.
import type Phaser from "phaser";
import { boardGeometry, drawStates } from "./geometry.js";
import { BOARD } from "../ui/layout.js";
import { mapById, type MapId } from "../rules.js";

const MAP_RES = 2; // the map is drawn at twice its world size so it stays sharp on large screens
/** How long a replaced map stays, for the views that are re-created after the change (ms). */
const KEEP_OLD_MS = 5000;

/** The texture key of a map for the current map area. */
export function mapTexture(id: MapId = "usa"): string {
  return `${id}-map-${BOARD.w}x${BOARD.h}`;
}

export function bakeMapTexture(textures: Phaser.Textures.TextureManager, id: MapId = "usa"): string {
  const key = mapTexture(id);
  if (textures.exists(key)) return key;
  const c = document.createElement("canvas");
  c.width = BOARD.w * MAP_RES;
  c.height = BOARD.h * MAP_RES;
  const ctx = c.getContext("2d");
  if (ctx) drawStates(ctx, boardGeometry(BOARD, undefined, mapById(id)), MAP_RES, { land: "#ece0bd", line: "#b3a07a", border: "#8a7452" });
  const old = textures.getTextureKeys().filter((k) => k.startsWith(`${id}-map-`));
  textures.addCanvas(key, c);
  setTimeout(() => old.forEach((k) => k !== mapTexture(id) && textures.exists(k) && textures.remove(k)), KEEP_OLD_MS);
  return key;
}
