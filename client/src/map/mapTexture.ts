// Each board's projected land (state or country outlines) as a texture the size of the board (layout's BOARD: the
// map area on desktop), drawn again when it changes. Each map and size has its own key, so the views still showing the old one (until they are
// re-created) keep a live texture. The USA is drawn at boot (the login and lobby backdrop shows it); another map
// the first time a view needs it. The last few sizes of each map are kept: a phone turned on its side and back, or
// a window dragged between two widths, shows a board already drawn.
import type Phaser from "phaser";
import { boardGeometry, drawStates } from "./geometry.js";
import { BOARD } from "../ui/layout.js";
import { mapById, type MapId } from "../rules.js";

const MAP_RES = 2; // the map is drawn at twice its world size so it stays sharp on large screens
/** How long a map dropped from the kept sizes stays, for the views that are re-created after the change (ms). */
const KEEP_OLD_MS = 5000;
/** How many sizes of one map are kept (~10 MB each at a desktop's size): portrait, landscape and one more. */
const KEPT_SIZES = 3;
/** Each map's kept texture keys, the most recently used last. */
const recent = new Map<MapId, string[]>();

/** The texture key of a map for the current map area. */
export function mapTexture(id: MapId = "usa"): string {
  return `${id}-map-${BOARD.w}x${BOARD.h}`;
}

export function bakeMapTexture(textures: Phaser.Textures.TextureManager, id: MapId = "usa"): string {
  const key = mapTexture(id);
  const kept = (recent.get(id) ?? []).filter((k) => k !== key && textures.exists(k));
  if (textures.exists(key)) {
    recent.set(id, [...kept, key]);
    return key;
  }
  const c = document.createElement("canvas");
  c.width = BOARD.w * MAP_RES;
  c.height = BOARD.h * MAP_RES;
  const ctx = c.getContext("2d");
  if (ctx) drawStates(ctx, boardGeometry(BOARD, undefined, mapById(id)), MAP_RES, { land: "#ece0bd", line: "#b3a07a", border: "#8a7452" });
  // An image texture, not a canvas texture: the board is never drawn on again, and a CanvasTexture reads all its
  // pixels back as it is made (getImageData: most of the bake's time on a large board).
  textures.addImage(key, c as unknown as HTMLImageElement);
  const dropped = kept.slice(0, Math.max(0, kept.length + 1 - KEPT_SIZES));
  recent.set(id, [...kept.slice(dropped.length), key]);
  setTimeout(() => dropped.forEach((k) => !(recent.get(id) ?? []).includes(k) && textures.exists(k) && textures.remove(k)), KEEP_OLD_MS);
  return key;
}
