// The board on the canvas: the projected states, every route as its row of car slots (colour + symbol), claimed
// routes as the owner's trains, cities with readable names, padded hit areas with hover highlight.
import Phaser from "phaser";
import { ATLAS } from "../ui/textures.js";
import { USA_MAP, type GameMap } from "../rules.js";
import { boardGeometry, type BoardGeometry, type Pt } from "./geometry.js";
import { MAP_AREA } from "../ui/layout.js";
import { FONT, UI } from "../ui/theme.js";
import { CAR } from "../ui/textures.js";
import { cityLabelOffset, type LabelOffset } from "./labels.js";
import { bakeMapTexture } from "./mapTexture.js";
import { placeLabels } from "./labelPlacement.js";
import { drawRouteKinds } from "./routeKinds.js";
import { StationLayer } from "./StationLayer.js";

const CAR_H = 12;

export interface BoardMapOptions {
  /** The game's board (the USA when absent). */
  map?: GameMap;
  onHover?: (routeId: number | null, pointer: Pt) => void;
  onClick?: (routeId: number) => void;
  /** A city clicked (maps with stations: to build one there). */
  onCityClick?: (cityIndex: number) => void;
}

export class BoardMap {
  readonly geo: BoardGeometry;
  private cars: Phaser.GameObjects.Image[][] = [];
  private owners: number[] = [];
  private hover: Phaser.GameObjects.Graphics;
  private marks: Phaser.GameObjects.Graphics;
  private claimed: Phaser.GameObjects.Graphics;
  private claimable: Phaser.GameObjects.Graphics;
  private recent: Phaser.GameObjects.Graphics;
  private blocked = new Set<number>();
  private cityMarks: Phaser.GameObjects.Graphics;
  private cityLabels: Phaser.GameObjects.Text[] = [];
  private hovered: number | null = null;
  private hitPolygons: Phaser.Geom.Polygon[] = [];
  readonly map: GameMap;
  private stations: StationLayer;

  constructor(private readonly scene: Phaser.Scene, private readonly opts: BoardMapOptions = {}) {
    this.map = opts.map ?? USA_MAP;
    this.geo = boardGeometry(MAP_AREA, undefined, this.map);
    const frame = scene.add.graphics();
    frame.fillStyle(0xd9e7ea, 1).fillRect(MAP_AREA.x, MAP_AREA.y, MAP_AREA.w, MAP_AREA.h);
    scene.add.image(MAP_AREA.x, MAP_AREA.y, bakeMapTexture(scene.textures, this.map.id)).setOrigin(0).setDisplaySize(MAP_AREA.w, MAP_AREA.h);
    frame.lineStyle(3, UI.wood, 1).strokeRect(MAP_AREA.x, MAP_AREA.y, MAP_AREA.w, MAP_AREA.h);
    scene.add.text(MAP_AREA.x + MAP_AREA.w - 14, MAP_AREA.y + MAP_AREA.h - 12, this.map.name, { fontFamily: FONT, fontSize: "28px", color: "#8a7452", fontStyle: "bold" }).setOrigin(1, 1).setAlpha(0.5);
    this.marks = scene.add.graphics();
    this.claimed = scene.add.graphics();
    this.claimable = scene.add.graphics();
    this.recent = scene.add.graphics();
    this.hover = scene.add.graphics();
    this.drawRoutes();
    drawRouteKinds(scene, this.geo, CAR_H);
    this.cityMarks = scene.add.graphics();
    this.drawCities();
    if (opts.onHover || opts.onClick) this.makeHitAreas();
    this.stations = new StationLayer(scene, this.geo, opts.onCityClick);
  }

  /** Stations on the board (maps with stations): `owners` per city, -1 none. */
  setStations(owners: readonly number[] | undefined, playerColors: readonly string[]): void {
    this.stations.setStations(owners, playerColors);
  }

  /**
   * Where each city's name goes: the USA's hand-made table, otherwise placed around the crowd (labelPlacement) with
   * each name's own drawn size.
   */
  private labelOffsets(labels: Phaser.GameObjects.Text[]): LabelOffset[] {
    const names = this.map.cities.map((c) => c.name);
    if (this.map.id === "usa") return names.map(cityLabelOffset);
    return placeLabels(names, this.geo.cities, this.geo.routes, MAP_AREA, (_, i) => ({ w: labels[i].width, h: labels[i].height }));
  }

  private drawRoutes(): void {
    for (const r of this.map.routes) {
      const g = this.geo.routes[r.id];
      this.cars[r.id] = g.slots.map((s) =>
        this.scene.add.image(s.x, s.y, ATLAS, `car-${r.color}`).setRotation(s.angle).setDisplaySize(Math.max(4, s.length), CAR_H),
      );
      this.owners[r.id] = -1;
    }
  }

  private drawCities(): void {
    const g = this.cityMarks;
    this.geo.cities.forEach((c, i) => {
      g.fillStyle(0x000000, 0.25).fillCircle(c.x + 1, c.y + 2, 8);
      g.fillStyle(0xa8452b, 1).fillCircle(c.x, c.y, 7.5);
      g.lineStyle(2.5, 0xfff7e0, 1).strokeCircle(c.x, c.y, 7.5);
      g.fillStyle(0xfff7e0, 1).fillCircle(c.x, c.y, 2.5);
      this.cityLabels.push(this.scene.add.text(c.x, c.y, this.map.cities[i].name, {
        fontFamily: FONT, fontSize: "14px", color: "#2b2118", fontStyle: "bold", stroke: "#fffaf0", strokeThickness: 4,
      }));
    });
    // placed once every name is drawn: a name's size is known only then
    const offsets = this.labelOffsets(this.cityLabels);
    this.cityLabels.forEach((t, i) => {
      const c = this.geo.cities[i], off = offsets[i];
      t.setPosition(c.x + off.dx, c.y + off.dy).setOrigin(off.ox, off.oy);
    });
  }

  private makeHitAreas(): void {
    this.hitPolygons = this.map.routes.map((r) => new Phaser.Geom.Polygon(this.geo.routes[r.id].hitPolygon.flatMap((p) => [p.x, p.y])));
    for (const r of this.map.routes) {
      const hit = this.scene.add.graphics();
      hit.setInteractive(this.hitPolygons[r.id], Phaser.Geom.Polygon.Contains);
      if (hit.input) hit.input.cursor = "pointer";
      // Phaser hands the pointer to the topmost hit area; where padded areas overlap, the route meant is the nearest.
      const meant = (p: Phaser.Input.Pointer) => this.routeAt(p.worldX, p.worldY) ?? r.id;
      hit.on("pointerover", (p: Phaser.Input.Pointer) => this.setHover(meant(p), p));
      hit.on("pointermove", (p: Phaser.Input.Pointer) => {
        const id = meant(p);
        if (id !== this.hovered) this.setHover(id, p);
        else this.opts.onHover?.(id, { x: p.worldX, y: p.worldY });
      });
      hit.on("pointerout", (p: Phaser.Input.Pointer) => {
        if (this.hovered !== null && !this.hitPolygons[this.hovered].contains(p.worldX, p.worldY)) this.setHover(this.routeAt(p.worldX, p.worldY), p);
      });
      hit.on("pointerup", (p: Phaser.Input.Pointer) => this.opts.onClick?.(meant(p)));
    }
  }

  /** The route under (x, y) whose cars lie nearest to it, or null where there is none. */
  private routeAt(x: number, y: number): number | null {
    let best: number | null = null, bestDistance = Infinity;
    for (const r of this.geo.routes) {
      if (!this.hitPolygons[r.id]?.contains(x, y)) continue;
      const d = Math.min(...r.slots.map((s) => distanceToCarAxis(s, x, y)));
      if (d < bestDistance) {
        best = r.id;
        bestDistance = d;
      }
    }
    return best;
  }

  private setHover(id: number | null, p: Phaser.Input.Pointer): void {
    this.hovered = id;
    this.hover.clear();
    if (id !== null) this.outline(this.hover, id, UI.highlight, 5);
    this.opts.onHover?.(id, { x: p.worldX, y: p.worldY });
  }

  /** A glow drawn around every car of a route. */
  private outline(g: Phaser.GameObjects.Graphics, id: number, color: number, width: number, alpha = 1): void {
    for (const s of this.geo.routes[id].slots) {
      const hw = s.length / 2 + width / 2, hh = CAR_H / 2 + width / 2;
      const c = Math.cos(s.angle), sn = Math.sin(s.angle);
      const pts = [[-hw, -hh], [hw, -hh], [hw, hh], [-hw, hh]].map(([x, y]) => new Phaser.Math.Vector2(s.x + x * c - y * sn, s.y + x * sn + y * c));
      g.fillStyle(color, alpha);
      g.fillPoints(pts, true);
    }
  }

  /** Claimed routes show the owner's trains; `animate` lists routes just claimed (they drop in, one car after another). */
  setOwners(owners: number[], playerColors: string[], animate: number[] = []): void {
    // a dark halo under every claimed route makes even a one-car claim stand out
    this.claimed.clear();
    owners.forEach((owner, id) => {
      if (owner >= 0 && this.cars[id]) this.outline(this.claimed, id, 0x1a1410, 6, 0.8);
    });
    owners.forEach((owner, id) => {
      if (this.owners[id] === owner || !this.cars[id]) return;
      this.owners[id] = owner;
      const route = this.map.routes[id];
      this.cars[id].forEach((img, k) => {
        const s = this.geo.routes[id].slots[k];
        img.setTexture(ATLAS, owner >= 0 ? `train-${playerColors[owner] ?? "black"}` : `car-${route.color}`);
        img.setDisplaySize(Math.max(4, s.length) + (owner >= 0 ? 2 : 0), owner >= 0 ? CAR_H + 3 : CAR_H);
        if (animate.includes(id)) {
          const sx = img.scaleX, sy = img.scaleY;
          img.setScale(sx * 2.2, sy * 2.2).setAlpha(0);
          this.scene.tweens.add({ targets: img, scaleX: sx, scaleY: sy, alpha: 1, duration: 320, delay: k * 90, ease: "Back.easeOut" });
        }
      });
    });
  }

  /** A green glow under the routes the player can pay for right now. */
  setClaimable(ids: number[]): void {
    this.claimable.clear();
    for (const id of ids) this.outline(this.claimable, id, 0x3fd15a, 7, 0.85);
  }

  /** Free routes closed by a rule (the twin of a taken double) look faded without any hover. */
  setBlocked(ids: number[]): void {
    this.blocked = new Set(ids);
    this.cars.forEach((imgs, id) => {
      if (this.owners[id] === -1) imgs.forEach((img) => img.setAlpha(this.blocked.has(id) ? 0.3 : 1));
    });
  }

  /** A gold ring around the route claimed last, so the last move shows at a glance. */
  setRecent(id: number | null): void {
    this.recent.clear();
    if (id !== null && this.cars[id]) this.outline(this.recent, id, 0xffd34d, 10, 0.9);
  }

  /** Marks (e.g. the longest path at the end, or a ticket's cities): drawn under the cars. */
  markRoutes(ids: number[], color: number, dimOthers = false): void {
    this.marks.clear();
    for (const id of ids) this.outline(this.marks, id, color, 16, 1);
    if (dimOthers && ids.length) {
      this.cars.forEach((imgs, id) => imgs.forEach((img) => img.setAlpha(ids.includes(id) ? 1 : 0.45)));
    }
  }

  /** Highlights the given cities (ticket hover) and dims nothing else. */
  highlightCities(ids: number[]): void {
    this.cityLabels.forEach((t, i) => {
      const on = ids.includes(i);
      t.setColor(on ? "#ffffff" : "#2b2118").setStroke(on ? "#a8452b" : "#fffaf0", on ? 6 : 4).setScale(on ? 1.25 : 1);
    });
    const g = this.cityMarks;
    g.clear();
    this.geo.cities.forEach((c, i) => {
      const on = ids.includes(i);
      if (on) g.fillStyle(UI.highlight, 0.55).fillCircle(c.x, c.y, 18);
      g.fillStyle(0x000000, 0.25).fillCircle(c.x + 1, c.y + 2, 8);
      g.fillStyle(on ? 0xffc400 : 0xa8452b, 1).fillCircle(c.x, c.y, on ? 9.5 : 7.5);
      g.lineStyle(2.5, 0xfff7e0, 1).strokeCircle(c.x, c.y, on ? 9.5 : 7.5);
      g.fillStyle(0xfff7e0, 1).fillCircle(c.x, c.y, 2.5);
    });
  }

  routeCenter(id: number): Pt {
    return this.geo.routes[id].center;
  }

  cityCenter(id: number): Pt {
    return this.geo.cities[id];
  }


}

/** Distance from (x, y) to the long axis of a car (a segment through its centre along its angle). */
function distanceToCarAxis(s: { x: number; y: number; angle: number; length: number }, x: number, y: number): number {
  const ux = Math.cos(s.angle), uy = Math.sin(s.angle);
  const along = Math.max(-s.length / 2, Math.min(s.length / 2, (x - s.x) * ux + (y - s.y) * uy));
  return Math.hypot(x - (s.x + along * ux), y - (s.y + along * uy));
}

export { CAR };
