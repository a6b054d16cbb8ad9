// The game information menu's player summaries, in turn order: name, colour (+ symbol), points, trains left,
// cards, tickets, whose turn it is, connected or not, and the turn clock's countdown of a seat that must act.
import Phaser from "phaser";
import { ATLAS } from "../ui/textures.js";
import { FONT } from "../ui/theme.js";
import { ownerLook } from "../map/ownerLook.js";
import { colorBlindOn } from "../ui/colorBlind.js";
import { LEFT, phoneDrawer } from "../ui/layout.js";
import { fitLine } from "../ui/fitText.js";
import { objectSerial, setColorIfNew } from "../ui/textInPlace.js";
import type { SeatInfo, StartedSnapshot } from "../net/snapshot.js";
import { pointsShown, seatStatus } from "../scenes/game/presenter.js";
import { registerInfo, registerTexts } from "../ui/testHook.js";
import { mapById } from "../rules.js";
import { clockedStatus, countdownText, countdownUrgent, showsCountdown } from "./turnCountdown.js";
import { t } from "../i18n/i18n.js";
import { hasMountains, mapOf, mountainTrains } from "../rules.js";

/** "⛰ 3" after the trains on a board with mountain routes (the trains set aside there, out of the game); "" elsewhere. */
function mountainNote(view: StartedSnapshot["view"], routes: readonly number[]): string {
  const map = mapOf(view);
  return hasMountains(map) ? ` ${t("asia.mountainTrains", { count: mountainTrains(map, routes) })}` : "";
}
import { playerName } from "../i18n/playerName.js";

const BOX_H = 106;
const TOP = 64;

type PlayerView = StartedSnapshot["view"]["players"][number];

/** What one seat's box or row shows, as the last state patch said it (the box's tick reads it between patches). */
interface SeatNow { p: SeatInfo; pv: PlayerView; turn: boolean; phase: string }

/**
 * One seat's box (desktop) or row (phone's drawer): its objects are made once and changed in place on each state patch
 * (a Text redraws its canvas and uploads a texture on every change, and most patches change one number or none).
 */
interface SeatBox {
  now: SeatNow;
  g: Phaser.GameObjects.Graphics;
  sym: Phaser.GameObjects.Image;
  dot: Phaser.GameObjects.Graphics;
  name: Phaser.GameObjects.Text;
  stats: Phaser.GameObjects.Text;
  /** The desktop box's second column (cards, tickets) and its status line; the phone's row has neither. */
  stats2: Phaser.GameObjects.Text | null;
  status: Phaser.GameObjects.Text | null;
  mountains: Phaser.GameObjects.Text | null;
  station: { g: Phaser.GameObjects.Graphics; count: Phaser.GameObjects.Text; entry: { seat: number; text: Phaser.GameObjects.Text; left: number } } | null;
  /** Made the first time the seat is on the clock, then hidden and shown. */
  countdown: Phaser.GameObjects.Text | null;
  /** What the graphics were last drawn for: they are drawn again only when it changes. */
  drawn: { look: string; connected: boolean | null; stationOn: boolean | null };
  /** Where the box's parts are added: the desktop's box container, or the summaries themselves on a phone. */
  parent: Phaser.GameObjects.Container;
}

export class PlayerSummaries extends Phaser.GameObjects.Container {
  private seatBoxes: SeatBox[] = [];
  /** The seats and the layout the boxes were made for: a new seat or a switch of layout makes them anew. */
  private madeFor = "";
  /** Each box's stations-left text (boards with stations), for the test hook. */
  private stationTexts: Array<{ seat: number; text: Phaser.GameObjects.Text; left: number }> = [];

  constructor(scene: Phaser.Scene) {
    super(scene, 0, 0);
    scene.add.existing(this);
    registerTexts("players:countdown", () =>
      this.seatBoxes.flatMap((b) => (b.countdown ? [b.countdown] : [])).filter((t) => t.active && t.visible && t.text !== "").map((t) => ({ text: t.text, width: t.width, maxWidth: LEFT.w, fontSize: 14 })),
    );
    // the stations left each box shows (seat, number), as long as the boxes are in sight
    registerInfo("stationsShown", () => (this.visible ? this.stationTexts.filter((s) => s.text.active).map((s) => ({ seat: s.seat, left: s.left, text: s.text.text })) : []));
    // each box's texts with a serial per object: a browser test checks that a patch changes them in place
    registerInfo("summaryTexts", () => this.seatBoxes.map((b) => [b.name, b.stats, b.stats2, b.status].flatMap((t) => (t ? [{ serial: objectSerial(t), text: t.text }] : []))));
    const clock = scene.time.addEvent({ delay: 1000, loop: true, callback: () => this.seatBoxes.forEach((b) => this.tick(b)) });
    this.once(Phaser.GameObjects.Events.DESTROY, () => clock.remove());
  }

  refresh({ view, seats }: StartedSnapshot): void {
    const drawer = phoneDrawer();
    const layout = `${drawer ? "phone" : "desktop"}|${view.players.map((_, i) => (seats[i] ? 1 : 0)).join("")}`;
    if (layout !== this.madeFor) this.makeBoxes(layout, view, seats, drawer);
    view.players.forEach((pv, i) => {
      const p = seats[i];
      const box = this.seatBoxes[i];
      if (!p || !box) return;
      box.now = { p, pv, turn: view.phase === "playing" && view.currentPlayer === i, phase: view.phase };
      if (drawer) this.showPhoneRow(box, drawer, i, view, i === view.seat);
      else this.showBox(box, i, view, i === view.seat);
    });
  }

  /** The boxes anew, empty (each refresh fills them): on the first state, and when the seats or the layout change. */
  private makeBoxes(layout: string, view: StartedSnapshot["view"], seats: readonly (SeatInfo | undefined)[], drawer: ReturnType<typeof phoneDrawer>): void {
    this.removeAll(true);
    this.madeFor = layout;
    this.seatBoxes = [];
    this.stationTexts = [];
    if (drawer) this.setDepth(510); // over the drawer's pane (HistoryChat, depth 500)
    // a board with stations: each box shows the stations its player has left
    const withStations = mapById(view.map).stations.perPlayer > 0;
    const withMountains = hasMountains(mapOf(view));
    view.players.forEach((pv, i) => {
      const p = seats[i];
      if (!p) return;
      const marker = ownerLook(pv.color, colorBlindOn()).markerFrame;
      const box = drawer ? this.phoneParts(drawer, i, marker) : this.boxParts(i, withStations, withMountains, marker);
      box.now = { p, pv, turn: false, phase: view.phase };
      if (!drawer) box.parent.setName(pv.color);
      this.seatBoxes[i] = box;
    });
  }

  /** A desktop box's parts, at the box's place in the turn order. */
  private boxParts(i: number, withStations: boolean, withMountains: boolean, marker: string): SeatBox {
    const w = LEFT.w - 20;
    const box = this.scene.add.container(10, TOP + i * (BOX_H + 8));
    const g = this.scene.add.graphics();
    // the owner's marker as each of this player's cars on the board wears it, large enough to match by eye
    const sym = this.scene.add.image(17, 24, ATLAS, marker).setDisplaySize(26, 26);
    const dot = this.scene.add.graphics();
    const name = this.scene.add.text(44, 8, "", {
      fontFamily: FONT, fontSize: "17px", color: "#2b2118", fontStyle: "bold", ...(withMountains ? {} : { fixedWidth: w - 50 }),
    });
    // on a board with mountain routes, the trains this player set aside there, at the box's top right
    const mountains = withMountains ? this.scene.add.text(w - 8, 10, "", { fontFamily: FONT, fontSize: "15px", color: "#5a4632", fontStyle: "bold" }).setOrigin(1, 0) : null;
    const stats = this.scene.add.text(44, 34, "", { fontFamily: FONT, fontSize: "16px", color: "#3b2f22", lineSpacing: 4 });
    const stats2 = this.scene.add.text(150, 34, "", { fontFamily: FONT, fontSize: "16px", color: "#3b2f22", lineSpacing: 4 });
    const status = this.scene.add.text(44, 82, "", { fontFamily: FONT, fontSize: "14px", color: "#6b5a45", fontStyle: "bold" });
    box.add([g, sym, dot, name, stats, stats2, status, ...(mountains ? [mountains] : [])]);
    const station = withStations ? this.stationBadge(i) : null;
    if (station) box.add([station.g, station.count]);
    this.add(box);
    return { now: null as unknown as SeatNow, g, sym, dot, name, stats, stats2, status, mountains, station, countdown: null, drawn: { look: "", connected: null, stationOn: null }, parent: box };
  }

  /** A desktop box shows this patch's numbers, its turn and its person's connection. */
  private showBox(box: SeatBox, i: number, view: StartedSnapshot["view"], mine: boolean): void {
    const { p, pv, turn } = box.now;
    const w = LEFT.w - 20;
    const st = ownerLook(pv.color, colorBlindOn()); // the same colour and train as this player's cars on the board
    const look = `${turn}|${mine}|${st.fill}|${st.pattern}|${st.markerFrame}`;
    if (box.drawn.look !== look) {
      box.drawn.look = look;
      const g = box.g.clear();
      if (turn) g.fillStyle(0xffd34d, 1).fillRoundedRect(-4, -4, w + 8, BOX_H + 8, 12);
      g.fillStyle(mine ? 0xfffaf0 : 0xf1e6cc, 1).fillRoundedRect(0, 0, w, BOX_H, 10);
      g.fillStyle(st.fill, 1).fillRoundedRect(0, 0, 34, BOX_H, { tl: 10, bl: 10, tr: 0, br: 0 });
      if (st.pattern === "stripes") stripes(g, 34, BOX_H); // as this player's cars wear them
      g.lineStyle(2, 0x6b4b2a, 1).strokeRoundedRect(0, 0, w, BOX_H, 10);
      if (box.sym.frame.name !== st.markerFrame) box.sym.setTexture(ATLAS, st.markerFrame).setDisplaySize(26, 26);
    }
    if (box.drawn.connected !== p.connected) {
      box.drawn.connected = p.connected;
      box.dot.clear().fillStyle(p.connected ? 0x2e9d3a : 0xc0201a, 1).fillCircle(17, BOX_H - 16, 6);
      box.dot.lineStyle(2, 0xffffff, 1).strokeCircle(17, BOX_H - 16, 6);
    }
    const nameWords = nameLine(i, shortName(p.username), mine, p.isBot);
    // beside the mountain note the name shrinks to fit, not cut ("alice (you" lost its end before)
    if (box.mountains) {
      box.mountains.setText(mountainNote(view, pv.routes).trim());
      fitLine(box.name, nameWords, w - 50 - 34, 17, 13);
    } else box.name.setText(nameWords);
    box.stats.setText([t("players.points", { count: pointsShown(view, i) }), t("players.trains", { count: pv.trainsLeft })].join("\n"));
    box.stats2?.setText([t("players.cards", { count: pv.handCount }), t("players.tickets", { count: pv.ticketCount })].join("\n"));
    if (box.status) setColorIfNew(box.status, !p.connected ? "#c0201a" : turn ? "#a8452b" : "#6b5a45");
    if (box.station) {
      const left = pv.stationsLeft ?? 0;
      if (box.drawn.stationOn !== left > 0) {
        box.drawn.stationOn = left > 0;
        drawStationHouse(box.station.g, left > 0);
      }
      box.station.count.setText(String(left));
      box.station.entry.left = left;
    }
    this.showCountdown(box, () => ({ x: w - 8, y: 82 }));
    this.tick(box);
  }

  /** A phone row's parts (two lines: name and status, then the numbers), in the drawer's players area. */
  private phoneParts(d: NonNullable<ReturnType<typeof phoneDrawer>>, i: number, marker: string): SeatBox {
    const r = phoneRowBox(d, i);
    const g = this.scene.add.graphics();
    const sym = this.scene.add.image(r.x + 15, r.y + r.h / 2, ATLAS, marker).setDisplaySize(20, 20);
    const dot = this.scene.add.graphics();
    const name = this.scene.add.text(r.x + 38, r.y + 4, "", { fontFamily: FONT, fontSize: "15px", color: "#2b2118", fontStyle: "bold" });
    const stats = this.scene.add.text(r.x + 38, r.y + 25, "", { fontFamily: FONT, fontSize: "13px", color: "#3b2f22" });
    this.add([g, sym, dot, name, stats]);
    return { now: null as unknown as SeatNow, g, sym, dot, name, stats, stats2: null, status: null, mountains: null, station: null, countdown: null, drawn: { look: "", connected: null, stationOn: null }, parent: this };
  }

  /**
   * A player's row in the phone's drawer (two lines: name and status, then the numbers), with the colour strip and
   * marker of the desktop's box.
   */
  private showPhoneRow(box: SeatBox, d: NonNullable<ReturnType<typeof phoneDrawer>>, i: number, view: StartedSnapshot["view"], mine: boolean): void {
    const { p, pv, turn } = box.now;
    const r = phoneRowBox(d, i);
    const st = ownerLook(pv.color, colorBlindOn());
    const look = `${turn}|${mine}|${st.fill}|${st.pattern}|${st.markerFrame}`;
    if (box.drawn.look !== look) {
      box.drawn.look = look;
      const g = box.g.clear();
      g.fillStyle(turn ? 0xffd34d : mine ? 0xfffaf0 : 0xf1e6cc, 1).fillRoundedRect(r.x, r.y, r.w, r.h, 8);
      g.fillStyle(st.fill, 1).fillRoundedRect(r.x, r.y, 30, r.h, { tl: 8, bl: 8, tr: 0, br: 0 });
      if (st.pattern === "stripes") stripes(g, 30, r.h);
      if (box.sym.frame.name !== st.markerFrame) box.sym.setTexture(ATLAS, st.markerFrame).setDisplaySize(20, 20);
    }
    if (box.drawn.connected !== p.connected) {
      box.drawn.connected = p.connected;
      box.dot.clear().fillStyle(p.connected ? 0x2e9d3a : 0xc0201a, 1).fillCircle(r.x + r.w - 12, r.y + 12, 5);
    }
    // the name keeps clear of the turn clock and the presence dot at the row's right
    fitLine(box.name, nameLine(i, shortName(p.username), mine, p.isBot), r.w - 38 - (showsCountdown(p) ? 96 : 24), 15, 12);
    const row = t("players.row", { points: t("route.points", { count: pointsShown(view, i) }), trains: pv.trainsLeft, cards: pv.handCount, tickets: pv.ticketCount }) + mountainNote(view, pv.routes);
    // a board with stations: the stations this player has left close the row
    const withStations = mapById(view.map).stations.perPlayer > 0;
    fitLine(box.stats, withStations ? `${row} · ${t("players.stations", { count: pv.stationsLeft ?? 0 })}` : row, r.w - 44, 13, 11);
    if (withStations) {
      const entry = this.stationTexts.find((s) => s.seat === i);
      if (entry) entry.left = pv.stationsLeft ?? 0;
      else this.stationTexts.push({ seat: i, text: box.stats, left: pv.stationsLeft ?? 0 });
    }
    this.showCountdown(box, () => ({ x: r.x + r.w - 24, y: r.y + 5 }));
    this.tick(box);
  }

  /**
   * The stations a player has left, on the box's colour strip: a small station house over the count, on paper so
   * that it reads on every player colour (the phone's row says it in words).
   */
  private stationBadge(seat: number): NonNullable<SeatBox["station"]> {
    const g = this.scene.add.graphics();
    const count = this.scene.add.text(17, 61, "", { fontFamily: FONT, fontSize: "15px", color: "#2b2118", fontStyle: "bold" }).setOrigin(0.5, 0);
    const entry = { seat, text: count, left: 0 };
    this.stationTexts.push(entry);
    return { g, count, entry };
  }

  /** The turn clock of a seat that must act, right-aligned on its status line: made the first time it is needed. */
  private showCountdown(box: SeatBox, at: () => { x: number; y: number }): void {
    const clocked = showsCountdown(box.now.p);
    if (!box.countdown && !clocked) return;
    if (!box.countdown) {
      const { x, y } = at();
      box.countdown = this.scene.add.text(x, y, "", { fontFamily: FONT, fontSize: "14px", fontStyle: "bold" }).setOrigin(1, 0);
      box.parent.add(box.countdown);
    }
    box.countdown.setVisible(clocked);
    if (!clocked) box.countdown.setText("");
  }

  /** What changes between patches: the countdown ticks down, and the takeover countdown on the status line. */
  private tick(box: SeatBox): void {
    const { p, pv, turn, phase } = box.now;
    const now = Date.now();
    const clocked = showsCountdown(p);
    if (box.countdown && clocked) setColorIfNew(box.countdown.setText(countdownText(p, now)), countdownUrgent(p, now) ? "#c0201a" : "#3b2f22");
    // beside a countdown the line is short, so that both fit
    box.status?.setText(clocked && p.connected ? clockedStatus(turn) : seatStatus({ ...p, pendingTicketCount: pv.pendingTicketCount }, turn, phase, now));
  }
}

/** A phone row's place in the drawer's players area. */
function phoneRowBox(d: NonNullable<ReturnType<typeof phoneDrawer>>, i: number): { x: number; y: number; w: number; h: number } {
  return { x: d.players.x, y: d.players.y + i * d.playerRow, w: d.players.w, h: d.playerRow - 4 };
}

/** The station badge's paper and house, dark while the player has stations left. */
function drawStationHouse(g: Phaser.GameObjects.Graphics, any: boolean): void {
  g.clear();
  g.fillStyle(0xfffaf0, 1).fillRoundedRect(3, 40, 28, 38, 6);
  g.lineStyle(1.5, 0x6b4b2a, 1).strokeRoundedRect(3, 40, 28, 38, 6);
  g.fillStyle(any ? 0x6b4b2a : 0xb8a682, 1).fillTriangle(8, 52, 26, 52, 17, 43).fillRect(10, 52, 14, 8);
}

/** A long name cut to 15 characters with "…", as every player box shows it. */
function shortName(username: string): string {
  return username.length > 15 ? `${username.slice(0, 14)}…` : username;
}

/** "2. alice (you)": the seat's number and name, marked when it is this person's or a bot's (unless its name says so). */
function nameLine(seat: number, name: string, mine: boolean, isBot: boolean): string {
  const values = { n: seat + 1, name: playerName(name) };
  if (mine) return t("players.nameYou", values);
  return isBot && !/bot/i.test(name) ? t("players.nameBot", values) : t("players.name", values);
}

/** Diagonal light stripes over a w×h strip (x + y = c lines clipped to it), like a striped car's body. */
function stripes(g: Phaser.GameObjects.Graphics, w: number, h: number): void {
  g.lineStyle(3, 0xffffff, 0.5);
  for (let c = 14; c < w + h - 10; c += 10) { // clear of the rounded corners
    const x1 = Math.max(2, c - h + 2), x2 = Math.min(w, c);
    if (x2 > x1) g.lineBetween(x1, c - x1, x2, c - x2);
  }
}
