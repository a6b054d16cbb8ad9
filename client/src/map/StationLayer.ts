// Europe's stations on the board: a small station house on each city that has one, in its owner's colour (with the
// owner's symbol, so colour is never the only cue), and the cities as click targets for building one. A map without
// stations draws nothing and makes no city clickable.
import Phaser from "phaser";
import type { BoardGeometry } from "./geometry.js";
import { PLAYER_STYLE, UI } from "../ui/theme.js";

const CITY_HIT_R = 11; // routes' hit areas stop this far from a city's centre (geometry's CITY_CLEARANCE)

export class StationLayer {
  private readonly g: Phaser.GameObjects.Graphics;
  private shown = "";

  constructor(private readonly scene: Phaser.Scene, private readonly geo: BoardGeometry, onCityClick?: (city: number) => void) {
    this.g = scene.add.graphics().setDepth(5);
    if (!onCityClick || geo.map.stations.perPlayer === 0) return;
    geo.cities.forEach((c, i) => {
      const hit = scene.add.zone(c.x, c.y, CITY_HIT_R * 2, CITY_HIT_R * 2);
      hit.setInteractive(new Phaser.Geom.Circle(CITY_HIT_R, CITY_HIT_R, CITY_HIT_R), Phaser.Geom.Circle.Contains);
      if (hit.input) hit.input.cursor = "pointer";
      hit.on("pointerup", () => onCityClick(i));
    });
  }

  /** `owners`: the seat owning each city's station (-1 none); `colors`: each seat's train colour. */
  setStations(owners: readonly number[] | undefined, colors: readonly string[]): void {
    const key = `${(owners ?? []).join(",")}|${colors.join(",")}`;
    if (key === this.shown) return;
    this.shown = key;
    this.g.clear();
    (owners ?? []).forEach((owner, city) => {
      const c = this.geo.cities[city];
      if (owner < 0 || !c) return;
      this.house(c.x + 9, c.y - 9, colors[owner] ?? "black");
    });
  }

  /** A station house (roof and body) beside the city's dot, up and to the right so the dot stays visible. */
  private house(x: number, y: number, color: string): void {
    const st = PLAYER_STYLE[color] ?? PLAYER_STYLE.black;
    const g = this.g;
    g.fillStyle(0x000000, 0.3).fillRect(x - 6, y - 2, 14, 11);
    g.fillStyle(st.fill, 1).fillRect(x - 7, y - 3, 14, 10);
    g.fillTriangle(x - 9, y - 3, x + 9, y - 3, x, y - 11);
    g.lineStyle(1.6, UI.woodDark, 1).strokeRect(x - 7, y - 3, 14, 10).strokeTriangle(x - 9, y - 3, x + 9, y - 3, x, y - 11);
    playerMark(g, st.symbol, x, y + 2, 3, parseInt(st.ink.slice(1), 16));
  }
}

/** The players' symbols (theme.ts PLAYER_STYLE: diamond, circle, plus, star, square) on a graphics object. */
function playerMark(g: Phaser.GameObjects.Graphics, kind: string, x: number, y: number, r: number, ink: number): void {
  g.fillStyle(ink, 1);
  if (kind === "diamond") g.fillTriangle(x, y - r, x + r, y, x - r, y).fillTriangle(x, y + r, x + r, y, x - r, y);
  else if (kind === "circle") g.fillCircle(x, y, r * 0.85);
  else if (kind === "plus") g.fillRect(x - r, y - r * 0.3, 2 * r, r * 0.6).fillRect(x - r * 0.3, y - r, r * 0.6, 2 * r);
  else if (kind === "star") g.fillTriangle(x, y - r * 1.1, x + r, y + r * 0.8, x - r, y + r * 0.8).fillTriangle(x, y + r * 1.1, x + r, y - r * 0.5, x - r, y - r * 0.5);
  else g.fillRect(x - r * 0.75, y - r * 0.75, r * 1.5, r * 1.5);
}
