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

  /** The ring around a city under the pointer that can take a station now (the hover cue). */
  private readonly cue: Phaser.GameObjects.Graphics;
  /** The city the cue is on (-1: none). */
  cued = -1;

  /**
   * `onCityClick` gets the pointer too (the zoomable board ignores the end of a drag or a pinch); `canBuild` says
   * whether a city can take this player's station now (the rules' legal moves): only those answer the pointer.
   */
  constructor(private readonly scene: Phaser.Scene, private readonly geo: BoardGeometry, onCityClick?: (city: number, pointer: Phaser.Input.Pointer) => void,
    canBuild: (city: number) => boolean = () => false) {
    this.g = scene.add.graphics().setDepth(5);
    this.cue = scene.add.graphics().setDepth(6);
    if (!onCityClick || geo.map.stations.perPlayer === 0) return;
    geo.cities.forEach((c, i) => {
      const hit = scene.add.zone(c.x, c.y, CITY_HIT_R * 2, CITY_HIT_R * 2);
      hit.setInteractive(new Phaser.Geom.Circle(CITY_HIT_R, CITY_HIT_R, CITY_HIT_R), Phaser.Geom.Circle.Contains);
      hit.on("pointerup", (p: Phaser.Input.Pointer) => onCityClick(i, p));
      hit.on("pointerover", () => {
        const open = canBuild(i);
        scene.input.setDefaultCursor(open ? "pointer" : "");
        this.showCue(open ? i : -1);
      });
      hit.on("pointerout", () => {
        scene.input.setDefaultCursor("");
        this.showCue(-1);
      });
    });
  }

  /** A gold ring and a small house outline on the city that can take a station (-1: none). */
  private showCue(city: number): void {
    this.cued = city;
    this.cue.clear();
    const c = this.geo.cities[city];
    if (!c) return;
    this.cue.lineStyle(4, UI.highlight, 1).strokeCircle(c.x, c.y, CITY_HIT_R + 3);
    this.cue.lineStyle(2, UI.woodDark, 1).strokeCircle(c.x, c.y, CITY_HIT_R + 6);
    this.cue.fillStyle(UI.highlight, 0.9).fillTriangle(c.x + 3, c.y - 12, c.x + 21, c.y - 12, c.x + 12, c.y - 22).fillRect(c.x + 5, c.y - 12, 14, 10);
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
      this.house(c.x + 11, c.y - 10, colors[owner] ?? "black");
    });
  }

  /**
   * A station house (roof and body) beside the city's dot, up and to the right so the dot stays visible; a light rim
   * and a dark shadow keep it apart from route cars of the same colour underneath.
   */
  private house(x: number, y: number, color: string): void {
    const st = PLAYER_STYLE[color] ?? PLAYER_STYLE.black;
    const g = this.g;
    g.fillStyle(0x000000, 0.45).fillRect(x - 8, y - 2, 18, 13).fillTriangle(x - 10, y - 2, x + 12, y - 2, x + 1, y - 13);
    g.fillStyle(0xfff7e0, 1).fillRect(x - 10, y - 5, 20, 14).fillTriangle(x - 12, y - 4, x + 12, y - 4, x, y - 16);
    g.fillStyle(st.fill, 1).fillRect(x - 8, y - 4, 16, 11).fillTriangle(x - 9, y - 4, x + 9, y - 4, x, y - 13);
    g.lineStyle(1.2, UI.woodDark, 1).strokeRect(x - 8, y - 4, 16, 11);
    playerMark(g, st.symbol, x, y + 1.5, 3.2, parseInt(st.ink.slice(1), 16));
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
