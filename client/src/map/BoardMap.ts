// The board on the canvas: the projected states, every route as its row of spaces, claimed routes as the owner's
// train cars (one per space) with the owner's marker, cities with readable names, padded hit areas with hover
// highlight. What each route looks like comes from the draw model (routeLooks), drawn from the map's data.
import Phaser from "phaser";
import { ATLAS } from "../ui/textures.js";
import { USA_MAP, type GameMap } from "../rules.js";
import { boardGeometry, type BoardGeometry, type Pt } from "./geometry.js";
import { BOARD, MAP_AREA, isPhoneLayout } from "../ui/layout.js";
import { MIN_TEXT_PX } from "../ui/boardCamera.js";
import { LABEL_MAX_CSS, declutterLabels, labelScale, type Box, type LabelSpot } from "./labelDeclutter.js";
import { FONT, UI, cardStyle } from "../ui/theme.js";
import { CAR } from "../ui/textures.js";
import { cityLabelOffset, placeCityLabels } from "./labels.js";
import { placeLabels } from "./labelPlacement.js";
import { drawRouteKinds } from "./routeKinds.js";
import { StationLayer } from "./StationLayer.js";
import { clipTextTo, registerBoxes } from "../ui/testHook.js";
import { pixelRatio, stageX, stageY } from "../ui/pixelRatio.js";
import { bakeMapTexture } from "./mapTexture.js";
import { BoardSnapshot } from "./boardSnapshot.js";
import { HeldPicture } from "./heldPicture.js";
import { routeLooks, type RouteLook } from "./routeLooks.js";
import { ownerLook } from "./ownerLook.js";
import { colorBlindOn, onColorBlindChange } from "../ui/colorBlind.js";
import { dropInCars } from "./claimAnimation.js";
import { ColorBlindSwitch } from "./ColorBlindSwitch.js";
import { mapNameMessage } from "../components/mapName.js";
import { onLanguageChange, say } from "../i18n/i18n.js";

/** A lit city name (a ticket's) is at least this tall on screen at any zoom (CSS px). */
const LIT_TEXT_PX = 15;
/** A city name's font (board px). */
const LABEL_FONT_PX = 14;
/** Where else a name may go around its dot when its own place is taken (dx, dy from the dot; origin). */
const AROUND_DOT = [
  { dx: 0, dy: -10, ox: 0.5, oy: 1 }, { dx: 0, dy: 10, ox: 0.5, oy: 0 }, { dx: 11, dy: 0, ox: 0, oy: 0.5 }, { dx: -11, dy: 0, ox: 1, oy: 0.5 },
  { dx: 8, dy: -7, ox: 0, oy: 1 }, { dx: -8, dy: -7, ox: 1, oy: 1 }, { dx: 8, dy: 7, ox: 0, oy: 0 }, { dx: -8, dy: 7, ox: 1, oy: 0 },
];
import type { BoardCamera } from "../ui/boardCamera.js";
import type { BoardGestures } from "../input/boardGestures.js";

/** A free space is flat and thin; a claimed car is taller, so trains stand out of the row of spaces. */
const FREE_H = 9;
const CLAIMED_H = 13;
/** Padding of the hover/claimable glows around a route's spaces. */
const GLOW_H = 11;
/** A free space's route symbol, when the space is long enough to hold it without touching its ends. */
const SPACE_MARK = 9;
/** Colour-blind mode: free spaces a little taller with larger symbols (the shape tells the route colour). */
const FREE_H_CB = 11;
const SPACE_MARK_CB = 11;
/** Alpha of a free route a rule closes. */
const BLOCKED_ALPHA = 0.3;

export interface BoardMapOptions {
  /** The game's board (the USA when absent). */
  map?: GameMap;
  /** A route hovered (null: none); `pointer` is where on the screen (stage px), for a tooltip there. */
  onHover?: (routeId: number | null, pointer: Pt) => void;
  /** A route clicked or tapped (`touch`: by a finger), not at the end of a drag or a pinch of the board. */
  onClick?: (routeId: number, touch: boolean) => void;
  /** A city clicked (maps with stations: to build one there). */
  onCityClick?: (cityIndex: number) => void;
  /** Whether a city can take this player's station now: such a city answers the pointer (maps with stations). */
  canBuildStation?: (cityIndex: number) => boolean;
  /** False: the view puts the colour-blind switch elsewhere on a phone (the game view's menu). */
  colorBlindSwitch?: boolean;
}

export class BoardMap {
  readonly geo: BoardGeometry;
  /** The map drawn (its routes and cities): everything below is drawn from it. */
  readonly map: GameMap;
  readonly stations: StationLayer;
  /** Per route: the images of its cars or spaces (bodies, then markers). */
  private images: Phaser.GameObjects.Image[][] = [];
  /** Per route: what its images show (a change redraws them), and the alpha they were given. */
  private drawnAs: string[] = [];
  private shownAlpha: number[] = [];
  private looks: RouteLook[] = [];
  private owners: number[] = [];
  private playerColors: string[] = [];
  private blocked = new Set<number>();
  private glowing = new Set<number>();
  private dimmed: Set<number> | null = null;
  private colorBlind = colorBlindOn();
  private readonly hover: Phaser.GameObjects.Graphics;
  private readonly marks: Phaser.GameObjects.Graphics;
  private readonly shadows: Phaser.GameObjects.Graphics;
  private readonly claimable: Phaser.GameObjects.Graphics;
  private readonly recent: Phaser.GameObjects.Graphics;
  /** Layers, bottom to top: free spaces, claimed cars, owners' markers (a marker is never hidden under another
   * route's car where crowded routes touch, e.g. around New York). */
  private readonly spaceLayer: Phaser.GameObjects.Container;
  private readonly carLayer: Phaser.GameObjects.Container;
  private readonly markerLayer: Phaser.GameObjects.Container;
  private readonly cityMarks: Phaser.GameObjects.Graphics;
  private cityLabels: Phaser.GameObjects.Text[] = [];
  private lit: number[] = [];
  /** Each city's name where it was placed at scale 1, and the other places around its dot it may take. */
  private labelSpots: LabelSpot[] = [];
  private labelAlternatives: LabelSpot[][] = [];
  /** The cities in the order their names are drawn when nothing asks for one: the best connected first. */
  private byConnections: number[] = [];
  /** The hovered route's two cities, and the player's tickets' cities: their names are drawn first. */
  private hoverCities: number[] = [];
  private ticketCities: number[] = [];
  /** Each name's box on the board as drawn now (null: waiting for more zoom). */
  private labelBoxes: (Box | null)[] = [];
  /** What the names were laid out for (a pan keeps the zoom: nothing to lay out again). */
  private labelsFor = "";
  /** The zoom the board is shown at (its camera's). */
  private viewZoom = 1;
  private readonly mapName: Phaser.GameObjects.Text;
  /** The top-level objects the board drew (a phone's board camera shows these and only these). */
  readonly drawn: Phaser.GameObjects.GameObject[];
  private hovered: number | null = null;
  private hitPolygons: Phaser.Geom.Polygon[] = [];
  /** The routes' hit areas (switched off while a gesture holds the board: nothing under a sliding finger is pressed). */
  private hitAreas: Phaser.GameObjects.Graphics[] = [];
  /** The route a tap chose (the touch confirmation step), ringed until it is claimed or let go. */
  private readonly selection: Phaser.GameObjects.Graphics;
  private selected: number | null = null;
  /** A phone's board camera and its gestures (attachCamera); null: the board is drawn where it shows. */
  private cam: BoardCamera | null = null;
  private gestures: BoardGestures | null = null;
  /** The board as one picture while a drag or a pinch holds it (boardSnapshot.ts). */
  private readonly snapshot: BoardSnapshot;
  /** On a canvas drawn by the CPU, the held picture moves as a page element instead (heldPicture.ts). */
  private readonly heldPicture: HeldPicture;

  constructor(private readonly scene: Phaser.Scene, private readonly opts: BoardMapOptions = {}) {
    this.map = opts.map ?? USA_MAP;
    const before = new Set(scene.children.list);
    // drawn in BOARD: the map area itself on desktop, off the stage on a phone (seen through ui/boardCamera.ts)
    this.geo = boardGeometry(BOARD, undefined, this.map);
    const frame = scene.add.graphics();
    frame.fillStyle(0xd9e7ea, 1).fillRect(BOARD.x, BOARD.y, BOARD.w, BOARD.h);
    scene.add.image(BOARD.x, BOARD.y, bakeMapTexture(scene.textures, this.map.id)).setOrigin(0).setDisplaySize(BOARD.w, BOARD.h);
    frame.lineStyle(3, UI.wood, 1).strokeRect(BOARD.x, BOARD.y, BOARD.w, BOARD.h);
    this.mapName = scene.add.text(BOARD.x + BOARD.w - 14, BOARD.y + BOARD.h - 12, say(mapNameMessage(this.map.id)), { fontFamily: FONT, fontSize: "28px", color: "#8a7452", fontStyle: "bold" }).setOrigin(1, 1).setAlpha(0.5);
    // drawn in this order: marks and glows under everything, then the trains' shadows, the cars, the cities
    this.marks = scene.add.graphics();
    this.claimable = scene.add.graphics();
    this.recent = scene.add.graphics();
    this.hover = scene.add.graphics();
    this.selection = scene.add.graphics();
    this.shadows = scene.add.graphics();
    this.spaceLayer = scene.add.container(0, 0);
    this.carLayer = scene.add.container(0, 0);
    // tunnels' frames and ferries' locomotives (Europe) over the cars, under the owners' markers
    drawRouteKinds(scene, this.geo, CLAIMED_H);
    this.markerLayer = scene.add.container(0, 0);
    this.owners = this.map.routes.map(() => -1);
    this.redraw([]);
    this.cityMarks = scene.add.graphics();
    this.drawCities();
    this.rememberLabelSpots();
    const onCity = opts.onCityClick;
    this.stations = new StationLayer(scene, this.geo, onCity && ((city, p) => {
      if (!this.pressWasGesture(p)) onCity(city);
    }), opts.canBuildStation);
    const off = onColorBlindChange((on) => {
      this.colorBlind = on;
      this.redraw([]);
    });
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, off);
    // the board's name in its corner is the reader's language's ("États-Unis", "Europa")
    const stopLanguage = onLanguageChange(() => this.mapName.setText(say(mapNameMessage(this.map.id))));
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, stopLanguage);
    // the names drawn now, for the browser tests (none overlaps another; the tickets' are there)
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, registerBoxes("board:labels", () => this.drawnLabels().map((l) => ({ name: l.name, ...l.box }))));
    if (opts.onHover || opts.onClick) this.makeHitAreas();
    // last, over everything it pictures (hidden until a gesture)
    this.snapshot = new BoardSnapshot(scene, BOARD);
    this.heldPicture = new HeldPicture(scene.game);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.heldPicture.hide());
    this.drawn = scene.children.list.filter((o) => !before.has(o));
    // on the stage, in the map area's corner (a phone's game view has it in its menu instead)
    if (!isPhoneLayout() || opts.colorBlindSwitch !== false) new ColorBlindSwitch(scene, { x: MAP_AREA.x + 12, y: MAP_AREA.y + MAP_AREA.h - 12 });
  }

  /**
   * The board seen at `zoom` (a phone's board camera): a name that would show under 11 px is hidden rather than
   * shown unreadable; zooming in brings it back.
   */
  /** The board is seen through a camera (a phone's) that pinches and pans: taps are read through it. */
  attachCamera(camera: BoardCamera, gestures: BoardGestures): void {
    this.cam = camera;
    this.gestures = gestures;
  }

  get camera(): BoardCamera | null {
    return this.cam;
  }

  /** An object (or one inside it) is part of the board (a route's hit area, a city's). */
  isBoardObject(o: Phaser.GameObjects.GameObject): boolean {
    let top: Phaser.GameObjects.GameObject = o;
    while (top.parentContainer) top = top.parentContainer;
    this.drawnSet ??= new Set(this.drawn);
    return this.drawnSet.has(top);
  }

  private drawnSet: Set<Phaser.GameObjects.GameObject> | null = null;

  /** The board point under a pointer: through the board camera when there is one (a pointer's worldX is the last
   * camera's it was tested against, which may be the main camera's). */
  private worldOf(p: Phaser.Input.Pointer): Pt {
    return this.cam ? this.cam.worldAt({ x: stageX(p), y: stageY(p) }) : { x: p.worldX, y: p.worldY };
  }

  /** Where a board point shows on the stage, or null when the camera does not show it now. */
  screenOf(world: Pt): Pt | null {
    return this.cam ? this.cam.toStage(world) : world;
  }

  /** This pointer's press dragged or pinched the board (its release is no tap). */
  pressWasGesture(p: Phaser.Input.Pointer): boolean {
    return this.gestures?.consumed(p) ?? false;
  }

  /** A drag or a pinch began: no route stays lit under a finger that moves the board. */
  gestureBegan(): void {
    this.hover.clear();
    this.hovered = null;
    this.hoverCities = [];
  }

  /**
   * A drag or a pinch holds the board (true) or let it go (false): while held, the board camera shows it as one
   * picture taken now, and the names wait for the zoom the fingers leave it at.
   */
  heldByGesture(held: boolean): void {
    const cam = this.cam;
    if (!cam) return;
    // the board slides under a held finger: without this, every move hit-tested each route's polygon again
    for (const hit of this.hitAreas) if (hit.input) hit.input.enabled = !held;
    if (held) {
      const picture = this.snapshot.take(this.drawn, cam.canvasZoom);
      if (this.heldPicture.usable) this.heldPicture.show(picture, BOARD, cam);
      else cam.showOnly(picture);
      return;
    }
    this.heldPicture.hide();
    cam.showOnly(null);
    this.snapshot.drop();
    this.layoutLabels();
  }

  /** The route a tap chose (null: none): a ring around its cars. */
  select(id: number | null): void {
    this.selected = id;
    this.selection.clear();
    if (id !== null) this.outline(this.selection, id, 0x1e88e5, 7, this.heightOf(id), 0.95);
  }

  get selectedRoute(): number | null {
    return this.selected;
  }

  /** The board is seen at `zoom` (its camera's): the names are laid out again for it. */
  readableAt(zoom: number): void {
    if (zoom === this.viewZoom && this.labelsFor) return; // a pan: the names stay as they are
    this.viewZoom = zoom;
    // a pinch under way shows the board's picture: the names are laid out when the fingers leave
    if (this.snapshot.shown) return;
    this.layoutLabels();
  }

  /** CSS px per board px now: the camera's zoom × the canvas's CSS px per world px. */
  private cssPerBoardPx(): number {
    const s = this.scene.scale.displayScale.x; // canvas px per CSS px (R canvas px per world px on a sharp phone)
    return s > 0 ? (this.viewZoom * pixelRatio()) / s : this.viewZoom;
  }

  /** Where each name sits at scale 1 (as drawCities placed it), and its places around its dot. */
  private rememberLabelSpots(): void {
    this.labelSpots = this.cityLabels.map((t) => ({ x: t.x, y: t.y, ox: t.originX, oy: t.originY, w: t.width, h: t.height }));
    this.labelAlternatives = this.cityLabels.map((t, i) => {
      const c = this.geo.cities[i];
      return AROUND_DOT.map((o) => ({ x: c.x + o.dx, y: c.y + o.dy, ox: o.ox, oy: o.oy, w: t.width, h: t.height }));
    });
    const links = this.map.cities.map(() => 0);
    for (const r of this.map.routes) {
      links[r.a] += 1;
      links[r.b] += 1;
    }
    this.byConnections = this.map.cities.map((_, i) => i).sort((a, b) => links[b] - links[a] || a - b);
  }

  /**
   * Draws the names for the zoom shown (labelDeclutter.ts): each between 11 and 16 CSS px on screen (a lit one at
   * least 15), none touching another; the lit, hovered and ticket cities' first and always, the others while room is
   * left. Only a change of zoom or of those cities lays them out again (a pan does not).
   */
  private layoutLabels(): void {
    const css = this.cssPerBoardPx();
    const key = `${css.toFixed(5)}|${this.lit.join()}|${this.hoverCities.join()}|${this.ticketCities.join()}`;
    if (key === this.labelsFor) return;
    this.labelsFor = key;
    this.mapName.setVisible(parseFloat(String(this.mapName.style.fontSize)) * css >= MIN_TEXT_PX);
    // (a hair over the least size: a name must not round down under it)
    const scales = this.cityLabels.map((_, i) => this.lit.includes(i)
      ? labelScale(LABEL_FONT_PX, css, LIT_TEXT_PX * 1.001, Math.max(LIT_TEXT_PX, LABEL_MAX_CSS) * 1.001)
      : labelScale(LABEL_FONT_PX, css, MIN_TEXT_PX * 1.001));
    const wanted = [...this.lit, ...this.hoverCities, ...this.ticketCities];
    this.labelBoxes = declutterLabels({
      spots: this.labelSpots, alternatives: this.labelAlternatives, scales, order: [...wanted, ...this.byConnections], must: wanted.length,
      area: BOARD, cssPerBoardPx: css,
    });
    this.cityLabels.forEach((t, i) => {
      const box = this.labelBoxes[i];
      t.setVisible(box !== null);
      if (box) t.setOrigin(0, 0).setScale(scales[i]).setPosition(box.x, box.y);
    });
  }

  /** The names drawn now, each with its box on the board (board px): the tests check that none overlaps another. */
  drawnLabels(): { city: number; name: string; box: Box }[] {
    return this.labelBoxes.flatMap((box, city) => (box ? [{ city, name: this.map.cities[city].name, box: { ...box } }] : []));
  }

  /** The player's tickets' cities: their names are drawn at every zoom. */
  setTicketCities(ids: readonly number[]): void {
    this.ticketCities = [...new Set(ids)].sort((a, b) => a - b);
    this.layoutLabels();
  }

  /** Stations on the board (maps with stations): `owners` per city, -1 none. */
  setStations(owners: readonly number[] | undefined, playerColors: readonly string[]): void {
    this.stations.setStations(owners, playerColors);
  }

  /** What every route is drawn as now (the test hook shows it). */
  drawModel(): { colorBlind: boolean; routes: RouteLook[] } {
    return { colorBlind: this.colorBlind, routes: this.looks.map((l) => ({ ...l })) };
  }

  /** Rebuilds the draw model and redraws the routes whose look changed; `animate` lists routes just claimed. */
  private redraw(animate: readonly number[]): void {
    this.looks = routeLooks({
      routes: this.map.routes, routeOwners: this.owners, playerColors: this.playerColors, blocked: this.blocked,
      glowing: this.glowing, colorBlind: this.colorBlind, routeFill: (c) => cardStyle(c).css,
    });
    const fresh = new Map<number, Phaser.GameObjects.Image[][]>();
    for (const look of this.looks) {
      const key = `${look.state === "claimed" ? "claimed" : "free"}:${look.bodyFrame}:${this.colorBlind}`;
      if (this.drawnAs[look.id] !== key) {
        this.images[look.id]?.forEach((img) => {
          this.scene.tweens.killTweensOf(img); // a claim animation still running on the old look
          img.destroy();
        });
        const cars = look.state === "claimed" ? this.trainCars(look) : null;
        if (cars) fresh.set(look.id, cars);
        this.images[look.id] = cars ? cars.flat() : this.spaces(look);
        this.drawnAs[look.id] = key;
        this.shownAlpha[look.id] = Number.NaN; // new images: set below
      }
      const alpha = this.alphaOf(look);
      // only on a change: a claim animation running on these images owns their alpha until it ends
      if (this.shownAlpha[look.id] !== alpha) {
        this.images[look.id].forEach((img) => img.setAlpha(alpha));
        this.shownAlpha[look.id] = alpha;
      }
    }
    // after the alphas: each animation starts from nothing and ends at its look's alpha
    for (const id of animate) {
      if (fresh.has(id) && this.looks[id]?.state === "claimed") dropInCars(this.scene, fresh.get(id)!);
    }
    this.drawShadows();
  }

  private alphaOf(look: RouteLook): number {
    if (this.dimmed && !this.dimmed.has(look.id)) return 0.45;
    return look.state === "blocked" ? BLOCKED_ALPHA : 1;
  }

  /** A free route: flat pale spaces in the route colour, each with the colour's small symbol. */
  private spaces(look: RouteLook): Phaser.GameObjects.Image[] {
    const slots = this.geo.routes[look.id].slots;
    const h = this.colorBlind ? FREE_H_CB : FREE_H, mark = this.colorBlind ? SPACE_MARK_CB : SPACE_MARK;
    const bodies = slots.map((s) => this.scene.add.image(s.x, s.y, ATLAS, look.bodyFrame).setRotation(s.angle).setDisplaySize(Math.max(4, s.length), h));
    const marks = look.markerFrame
      ? slots.filter((s) => s.length >= mark + 6).map((s) => this.scene.add.image(s.x, s.y, ATLAS, look.markerFrame!).setDisplaySize(mark, mark))
      : [];
    this.spaceLayer.add([...bodies, ...marks]);
    return [...bodies, ...marks];
  }

  /** A claimed route: one train car per space in the owner's colour, the owner's marker on each (per car: body, marker). */
  private trainCars(look: RouteLook): Phaser.GameObjects.Image[][] {
    const slots = this.geo.routes[look.id].slots;
    const markSize = Math.round(CLAIMED_H * ownerLook(look.ownerColor ?? "black", this.colorBlind).markerScale);
    const perCar = slots.map((s) => {
      const body = this.scene.add.image(s.x, s.y, ATLAS, look.bodyFrame).setRotation(s.angle).setDisplaySize(Math.max(5, s.length + 1), CLAIMED_H);
      const size = Math.min(markSize, Math.max(7, s.length));
      const marker = this.scene.add.image(s.x, s.y, ATLAS, look.markerFrame!).setDisplaySize(size, size);
      return [body, marker];
    });
    this.carLayer.add(perCar.map(([body]) => body));
    this.markerLayer.add(perCar.map(([, marker]) => marker));
    return perCar;
  }

  /** A soft shadow under every claimed car: trains stand on the board, spaces are painted on it. */
  private drawShadows(): void {
    this.shadows.clear();
    for (const look of this.looks) {
      if (look.state !== "claimed") continue;
      this.outline(this.shadows, look.id, 0x000000, 3, CLAIMED_H, 0.35, { x: 1.5, y: 2 });
    }
  }

  private drawCities(): void {
    const g = this.cityMarks;
    this.geo.cities.forEach((c, i) => {
      const country = this.map.cities[i].country === true;
      drawCityMark(g, c, false, country);
      const name = this.map.cities[i].name;
      const off = cityLabelOffset(name);
      const t = this.scene.add.text(c.x + off.dx, c.y + off.dy, name, {
        fontFamily: FONT, fontSize: "14px", color: "#2b2118", fontStyle: country ? "bold italic" : "bold", stroke: "#fffaf0", strokeThickness: 4,
      }).setOrigin(off.ox, off.oy);
      this.cityLabels.push(t);
      clipTextTo(t, () => BOARD);
    });
    const names = this.map.cities.map((c) => c.name);
    if (this.map.id === "usa") {
      placeCityLabels(this.cityLabels, this.geo.cities, names, BOARD);
      return;
    }
    // Other maps have no hand-made table: names go around the crowd, off the dots and the cars, each by its drawn size.
    const offsets = placeLabels(names, this.geo.cities, this.geo.routes, BOARD, (_, i) => ({ w: this.cityLabels[i].width, h: this.cityLabels[i].height }));
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
      this.hitAreas.push(hit);
      if (hit.input) hit.input.cursor = "pointer";
      // Phaser hands the pointer to the topmost hit area; where padded areas overlap, the route meant is the nearest.
      const meant = (p: Phaser.Input.Pointer) => {
        const w = this.worldOf(p);
        return this.routeAt(w.x, w.y) ?? r.id;
      };
      // a finger has no hover: a tap selects (the scene's confirmation step), a drag pans
      const hovers = (p: Phaser.Input.Pointer) => !p.wasTouch && !(p.isDown && this.pressWasGesture(p));
      hit.on("pointerover", (p: Phaser.Input.Pointer) => {
        if (hovers(p)) this.setHover(meant(p), p);
      });
      hit.on("pointermove", (p: Phaser.Input.Pointer) => {
        if (!hovers(p)) return;
        const id = meant(p);
        if (id !== this.hovered) this.setHover(id, p);
        else this.opts.onHover?.(id, { x: stageX(p), y: stageY(p) });
      });
      hit.on("pointerout", (p: Phaser.Input.Pointer) => {
        const w = this.worldOf(p);
        if (this.hovered !== null && !this.hitPolygons[this.hovered].contains(w.x, w.y)) this.setHover(hovers(p) ? this.routeAt(w.x, w.y) : null, p);
      });
      hit.on("pointerup", (p: Phaser.Input.Pointer) => {
        if (this.pressWasGesture(p)) return;
        this.opts.onClick?.(meant(p), p.wasTouch);
      });
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
    // the route's two ends are named first, whatever the zoom
    const route = id === null ? null : this.map.routes[id];
    this.hoverCities = route ? [route.a, route.b] : [];
    this.layoutLabels();
    this.hover.clear();
    if (id !== null) this.outline(this.hover, id, UI.highlight, 6, this.heightOf(id));
    this.opts.onHover?.(id, { x: stageX(p), y: stageY(p) });
  }

  private heightOf(id: number): number {
    return this.owners[id] >= 0 ? CLAIMED_H : GLOW_H;
  }

  /** A band drawn around every car of a route (`shift` moves it, for shadows). */
  private outline(g: Phaser.GameObjects.Graphics, id: number, color: number, width: number, height: number, alpha = 1, shift = { x: 0, y: 0 }): void {
    g.fillStyle(color, alpha);
    for (const s of this.geo.routes[id].slots) {
      const hw = s.length / 2 + width / 2, hh = height / 2 + width / 2;
      const c = Math.cos(s.angle), sn = Math.sin(s.angle);
      const pts = [[-hw, -hh], [hw, -hh], [hw, hh], [-hw, hh]].map(([x, y]) => new Phaser.Math.Vector2(s.x + shift.x + x * c - y * sn, s.y + shift.y + x * sn + y * c));
      g.fillPoints(pts, true);
    }
  }

  /** Claimed routes show the owner's trains; `animate` lists routes just claimed (their cars appear one by one). */
  setOwners(owners: readonly number[], playerColors: readonly string[], animate: number[] = []): void {
    this.owners = [...owners];
    this.playerColors = [...playerColors];
    this.redraw(animate);
  }

  /** A green glow under the routes to point out as claimable (see claimHints: by default, the tickets' routes). */
  setClaimable(ids: number[]): void {
    this.glowing = new Set(ids);
    this.looks.forEach((l) => (l.glow = l.state !== "claimed" && this.glowing.has(l.id)));
    this.claimable.clear();
    for (const id of ids) this.outline(this.claimable, id, 0x2fbf4a, 6, GLOW_H, 0.9);
  }

  /** Free routes closed by a rule (the twin of a taken double) look faded without any hover. */
  setBlocked(ids: number[]): void {
    // asked on every snapshot: the same closed routes redraw nothing (a redraw rebuilds every route's look)
    if (ids.length === this.blocked.size && ids.every((id) => this.blocked.has(id))) return;
    this.blocked = new Set(ids);
    this.redraw([]);
  }

  /** A gold ring around the route claimed last, so the last move shows at a glance. */
  setRecent(id: number | null): void {
    this.recent.clear();
    if (id !== null && this.images[id]) this.outline(this.recent, id, 0xffd34d, 9, CLAIMED_H, 0.95);
  }

  /** Marks (e.g. the longest path at the end, or a ticket's cities): drawn under the cars. */
  markRoutes(ids: number[], color: number, dimOthers = false): void {
    this.markRouteSets([{ ids, color }], dimOthers);
  }

  /** Several sets of marks at once, each in its colour (the replay's end: the longest path and each Grand Tour). */
  markRouteSets(sets: readonly { ids: readonly number[]; color: number }[], dimOthers = false): void {
    this.marks.clear();
    for (const { ids, color } of sets) for (const id of ids) this.outline(this.marks, id, color, 14, CLAIMED_H, 1);
    const all = sets.flatMap((set) => set.ids);
    this.dimmed = dimOthers && all.length ? new Set(all) : null;
    this.redraw([]);
  }

  /** The cities highlighted now (for the browser tests). */
  litCities(): number[] {
    return this.lit.slice();
  }

  /** Highlights the given cities (ticket hover) and dims nothing else. */
  highlightCities(ids: number[]): void {
    this.lit = ids.slice();
    this.cityLabels.forEach((t, i) => {
      const on = ids.includes(i);
      t.setColor(on ? "#ffffff" : "#2b2118").setStroke(on ? "#a8452b" : "#fffaf0", on ? 6 : 4);
    });
    this.layoutLabels();
    const g = this.cityMarks;
    g.clear();
    this.geo.cities.forEach((c, i) => {
      const on = ids.includes(i);
      if (on) g.fillStyle(UI.highlight, 0.55).fillCircle(c.x, c.y, 18);
      drawCityMark(g, c, on, this.map.cities[i].country === true);
    });
  }

  routeCenter(id: number): Pt {
    return this.geo.routes[id].center;
  }

  cityCenter(id: number): Pt {
    return this.geo.cities[id];
  }

  /** A point on a route's k-th car, `along` its length from the centre (−0.5 … 0.5); the tests sample the screen there. */
  carPoint(id: number, k: number, along: number): Pt | null {
    const s = this.geo.routes[id]?.slots[k];
    return s ? { x: s.x + Math.cos(s.angle) * s.length * along, y: s.y + Math.sin(s.angle) * s.length * along } : null;
  }
}

/** Distance from (x, y) to the long axis of a car (a segment through its centre along its angle). */
function distanceToCarAxis(s: { x: number; y: number; angle: number; length: number }, x: number, y: number): number {
  const ux = Math.cos(s.angle), uy = Math.sin(s.angle);
  const along = Math.max(-s.length / 2, Math.min(s.length / 2, (x - s.x) * ux + (y - s.y) * uy));
  return Math.hypot(x - (s.x + along * ux), y - (s.y + along * uy));
}

export { CAR };

/**
 * A city's dot; a country beyond the border (Switzerland's neighbours: a ticket's end, no city to build in) is a
 * destination area instead, a banner as wide as the routes that arrive there, in the border's blue.
 */
function drawCityMark(g: Phaser.GameObjects.Graphics, c: Pt, lit: boolean, country: boolean): void {
  const fill = lit ? 0xffc400 : country ? 0x3f6f8f : 0xa8452b;
  if (country) {
    const w = lit ? 34 : 30, h = lit ? 24 : 20;
    g.fillStyle(0x000000, 0.25).fillRoundedRect(c.x - w / 2 + 1, c.y - h / 2 + 2, w, h, 6);
    g.fillStyle(fill, 1).fillRoundedRect(c.x - w / 2, c.y - h / 2, w, h, 6);
    g.lineStyle(2.5, 0xfff7e0, 1).strokeRoundedRect(c.x - w / 2, c.y - h / 2, w, h, 6);
    g.lineStyle(2, 0xfff7e0, 1).lineBetween(c.x - w / 2 + 6, c.y, c.x + w / 2 - 6, c.y);
    return;
  }
  const r = lit ? 9.5 : 7.5;
  g.fillStyle(0x000000, 0.25).fillCircle(c.x + 1, c.y + 2, 8);
  g.fillStyle(fill, 1).fillCircle(c.x, c.y, r);
  g.lineStyle(2.5, 0xfff7e0, 1).strokeCircle(c.x, c.y, r);
  g.fillStyle(0xfff7e0, 1).fillCircle(c.x, c.y, 2.5);
}
