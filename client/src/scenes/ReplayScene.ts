// The replay viewer: a finished game's record, from the server or from a JSON file, rebuilt
// step by step with the rules; back / forward / slider, every hand and ticket revealed, the face-up row, and a score
// graph for all players. Reached from the end screen ("Replay"), by a link /?replay=<gameId>, or /?replay=file.
import Phaser from "phaser";
import { BoardMap } from "../map/BoardMap.js";
import { RevealedSeats } from "../components/RevealedSeats.js";
import { ScoreGraph } from "../components/ScoreGraph.js";
import { StepSlider } from "../components/StepSlider.js";
import { fetchGameRecord, pickGameRecordFile, saveGameRecord, type RecordResult } from "../net/gameRecord.js";
import { net } from "../net/Net.js";
import { buildTimeline, type Frame } from "../replay/timeline.js";
import { GRAND_TOUR_MARK } from "./end/bonusLines.js";
import { mapOf, type GameRecordFile } from "../rules.js";
import { waitsForBoardLand } from "./outlineGate.js";
import { ATLAS } from "../ui/textures.js";
import { Button } from "../ui/Button.js";
import { FONT } from "../ui/theme.js";
import { BOTTOM, LEFT, MAP_AREA, TOPBAR, isPhoneLayout } from "../ui/layout.js";
import { fitLine } from "../ui/fitText.js";
import { endPlan, type EndPlan } from "../ui/phoneEndLayout.js";
import { createBoardCamera } from "../ui/boardCamera.js";
import { registerPoint, setInfo, unregisterPoints } from "../ui/testHook.js";
import { drawPhoneFrame, drawTableFrame } from "./tableFrame.js";
import { formatDay, onLanguageChange, say, t, type Message } from "../i18n/i18n.js";
import { playerNameText } from "../i18n/playerName.js";

export interface ReplayData {
  /** A finished game to fetch from the server. */
  gameId?: string;
  /** A record already at hand (a file the user picked). */
  record?: GameRecordFile;
  /** Where "Back" goes (the end screen that opened the replay); the lobby by default. */
  back?: { key: string; data?: object };
  /** The step to show first (a change of language draws the replay again where it was). */
  step?: number;
}

const BAR_BTN = { height: 32, fontSize: 15, fill: 0x4d6b7d, hover: 0x5f8296 };

export class ReplayScene extends Phaser.Scene {
  private frames: Frame[] = [];
  private step = 0;
  private record: GameRecordFile | null = null;
  private error: string | null = null;
  /** The step to show once the record is rebuilt (0 unless the replay is drawn again in another language). */
  private startStep = 0;
  private board!: BoardMap;
  private seats!: RevealedSeats;
  private slider!: StepSlider;
  private graph!: ScoreGraph;
  private caption!: Phaser.GameObjects.Text;
  private faceUp!: Phaser.GameObjects.Container;
  private message!: Phaser.GameObjects.Text;
  private visits = 0;
  private back: ReplayData["back"];
  /** The phone's plan (null on desktop and tablet). */
  private phone: EndPlan | null = null;

  constructor() {
    super("Replay");
  }

  create(data: ReplayData = {}): void {
    if (waitsForBoardLand(this, mapOf(data.record).id, data)) return;
    this.frames = [];
    this.step = 0;
    this.record = null;
    this.error = null;
    this.startStep = data.step ?? 0;
    const phone = this.phone = isPhoneLayout() ? endPlan(true) : null;
    if (phone) drawPhoneFrame(this, phone.map);
    else drawTableFrame(this);
    // the record's own board; a record fetched by id names its board only once it arrives (show() then restarts)
    this.board = new BoardMap(this, { map: mapOf(data.record), colorBlindSwitch: false });
    createBoardCamera(this, this.board.drawn, phone ? phone.map : MAP_AREA).onZoom((z) => this.board.readableAt(z));
    this.back = data.back;
    // Every text (the steps' words too, built with the timeline) is drawn again in the new language, at the same step;
    // a record not here yet is asked for again.
    const stopListening = onLanguageChange(() => this.scene.restart(this.record ? { record: this.record, back: this.back, step: this.step } : data));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, stopListening);
    // a phone's top bar: the view's name over the game's (or the loading line), each a line of its own
    const bar = phone?.title;
    const heading = this.add.text(bar ? bar.x : 16, bar ? bar.y + 4 : 14, t("replay.heading"), { fontFamily: FONT, fontSize: bar ? "15px" : "19px", color: "#f6efdf", fontStyle: "bold" });
    // The left strip's width on a desktop: "Powtórka — wszystko odkryte" ran into the game's name beside it.
    if (!bar) fitLine(heading, heading.text, LEFT.w - 24, 19, 12);
    this.message = this.add.text(bar ? bar.x : TOPBAR.x + 16, bar ? bar.y + 34 : TOPBAR.y + 22, t("replay.loading"), { fontFamily: FONT, fontSize: bar ? "13px" : "19px", color: "#ffd34d", fontStyle: "bold" }).setOrigin(0, 0.5);
    this.topButtons(data);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      unregisterPoints("");
      setInfo(() => ({}));
    });
    setInfo(() => this.info());

    // An answer that arrives after the scene was left (or restarted with another record) is dropped.
    const visit = ++this.visits;
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.visits++);
    if (data.record) this.show({ ok: true, record: data.record });
    else if (data.gameId) void fetchGameRecord(data.gameId).then((answer) => visit === this.visits && this.show(answer));
    else this.message.setText(t("replay.openPrompt"));
  }

  /** What a resize keeps (ui/responsive.ts): the record and the step shown, so a phone turned mid-replay stays there. */
  relayoutData(): ReplayData {
    return this.record ? { record: this.record, back: this.back, step: this.step } : {};
  }

  private topButtons(data: ReplayData): void {
    const right = TOPBAR.x + TOPBAR.w;
    const boxes = this.phone?.buttons;
    const order = ["back", "download", "open"];
    const place = (name: string, x: number, width: number, label: string, phoneLabel: string, onClick: () => void) => {
      // a phone's three buttons: its plan's boxes, a finger's size
      const box = boxes?.[order.indexOf(name)];
      const at = box ? { x: box.x + box.w / 2, y: box.y + box.h / 2 } : { x, y: TOPBAR.y + 22 };
      new Button(this, at.x, at.y, box ? phoneLabel : label, box ? { ...BAR_BTN, width: box.w, height: box.h } : { ...BAR_BTN, width }, onClick).setDepth(5);
      registerPoint(`replay:${name}`, () => at);
    };
    place("back", right - 75, 130, t("replay.back"), t("replay.back"), () => {
      const back = data.back ?? { key: net.login ? "Lobby" : "Login" };
      this.scene.start(back.key, back.data);
    });
    place("download", right - 230, 160, t("end.downloadJson"), t("end.download"), () => {
      if (this.record) saveGameRecord(this.record);
    });
    place("open", right - 385, 130, t("replay.open"), t("replay.open"), () =>
      pickGameRecordFile((answer) => {
        if (answer.ok) this.scene.restart({ record: answer.record, back: data.back });
        else this.showError(answer.reason);
      }),
    );
  }

  private showError(reason: Message | string): void {
    const words = typeof reason === "string" ? reason : say(reason);
    this.error = words;
    this.message.setText(words).setColor("#ffb4a6");
  }

  private show(answer: RecordResult): void {
    if (!answer.ok) return this.showError(answer.reason);
    if (mapOf(answer.record).id !== this.board.map.id) {
      this.scene.restart({ record: answer.record, back: this.back });
      return;
    }
    const timeline = buildTimeline(answer.record);
    if (!timeline.ok) return this.showError(timeline.reason);
    this.record = answer.record;
    this.frames = timeline.frames;
    const record = answer.record;
    const max = this.phone ? 30 : 40;
    const name = record.gameName.length > max ? `${record.gameName.slice(0, max - 1)}…` : record.gameName;
    this.message.setText(t("replay.gameOn", { game: name, date: formatDay(record.createdAt.slice(0, 10)) })).setColor("#ffd34d");
    const p = this.phone;
    this.seats = new RevealedSeats(this, record.seats, p?.seats);
    const last = this.frames.length - 1;
    // a phone's step box: the caption, the slider under it, the face-up row under that
    const steps = p ? p.steps : { x: BOTTOM.x + 20, y: BOTTOM.y + 12, w: BOTTOM.w - 40, h: 0 };
    this.caption = this.add.text(steps.x, steps.y, "", {
      fontFamily: FONT, fontSize: p ? "14px" : "16px", color: p ? "#f6efdf" : "#2b2118", fontStyle: "bold", wordWrap: { width: steps.w }, maxLines: 2,
    });
    this.slider = new StepSlider(this, p ? { x: steps.x, y: steps.y + 62, w: steps.w, touch: true } : { x: BOTTOM.x + 20, y: BOTTOM.y + 88, w: 590 }, last, (step) => this.goTo(step));
    if (!p) this.add.text(BOTTOM.x + 20, BOTTOM.y + 130, t("replay.faceUp"), { fontFamily: FONT, fontSize: "13px", color: "#6b2a1a", fontStyle: "bold" });
    this.faceUp = this.add.container(0, 0);
    this.graph = new ScoreGraph(
      this,
      p ? { ...p.graph } : { x: BOTTOM.x + 630, y: BOTTOM.y + 58, w: BOTTOM.w - 650, h: BOTTOM.h - 68 },
      this.frames.map((f) => f.scores),
      this.frames.map((f) => f.state.turnNumber),
      record.seats.map((s) => playerNameText(s.username)),
      record.seats.map((s) => s.color),
      (step) => this.goTo(step),
    );
    this.goTo(Math.min(this.startStep, last), true);
  }

  private goTo(step: number, force = false): void {
    if (!this.frames.length || (step === this.step && !force)) return;
    this.step = Math.max(0, Math.min(this.frames.length - 1, step));
    const frame = this.frames[this.step];
    const s = frame.state;
    const colors = s.players.map((p) => p.color);
    this.board.setOwners(s.routeOwners, colors);
    this.board.setStations(s.stationOwners, colors);
    const claimed = frame.player !== null ? this.claimedBy(this.step) : null;
    this.board.setRecent(claimed);
    const longest = s.result ? s.result.scores.filter((r) => r.longestRouteRecipient).flatMap((r) => r.longestPathRoutes) : [];
    // the end: each Grand Tour's two paths as the end screen draws them (its last step's words name who scored them)
    const tours = this.tourRoutes(s);
    this.board.markRouteSets([{ ids: longest, color: 0xffd34d }, { ids: tours, color: GRAND_TOUR_MARK }]);
    this.seats.show(s);
    this.slider.show(this.step);
    this.graph.show(this.step);
    const turn = s.phase === "choosingTickets" ? t("replay.openingTickets") : s.phase === "ended" ? t("replay.finalScores") : t("replay.turn", { turn: s.turnNumber + 1 });
    this.caption.setText(t("replay.step", { step: this.step, last: this.frames.length - 1, turn, text: frame.text }));
    this.faceUp.removeAll(true);
    // the face-up row: under the slider (the bottom panel, or a phone's step box)
    const row = this.phone ? { x: this.phone.steps.x + 14, y: this.phone.steps.y + 116, ink: "#e9dfc8" } : { x: BOTTOM.x + 40, y: BOTTOM.y + 170, ink: "#3b2f22" };
    s.faceUp.forEach((c, k) => {
      if (c) this.faceUp.add(this.add.image(row.x + k * 34, row.y, ATLAS, `card-${c}`).setDisplaySize(28, 40));
    });
    const counts = this.phone
      ? t("replay.countsShort", { deck: s.trainDeck.length, tickets: s.ticketDeck.length })
      : t("replay.counts", { deck: s.trainDeck.length, discards: s.trainDiscard.length, tickets: s.ticketDeck.length });
    // a phone's step box is narrow: "pioche 46 · destinations 18" ran past its edge, so it takes two lines there
    const countsX = row.x + 5 * 34;
    const wrap = this.phone ? { wordWrap: { width: this.phone.steps.x + this.phone.steps.w - countsX } } : {};
    this.faceUp.add(this.add.text(countsX, row.y - (this.phone ? 16 : 10), counts, { fontFamily: FONT, fontSize: "13px", color: row.ink, ...wrap }));
  }

  /** Every Grand Tour's routes once the game has ended (none before, and none on a board without the bonus). */
  private tourRoutes(s: Frame["state"]): number[] {
    return s.result ? s.result.scores.flatMap((r) => (r.grandTours ?? []).flatMap((tour) => tour.routes)) : [];
  }

  /** The route claimed by the step that led to frame `step`, if it was a claim. */
  private claimedBy(step: number): number | null {
    const before = this.frames[step - 1]?.state.routeOwners;
    const after = this.frames[step].state.routeOwners;
    if (!before) return null;
    const id = after.findIndex((owner, r) => owner !== before[r]);
    return id >= 0 ? id : null;
  }

  private info(): Record<string, unknown> {
    const frame = this.frames[this.step];
    return {
      scene: "Replay",
      map: this.board.map.id,
      error: this.error,
      loaded: this.frames.length > 0,
      gameId: this.record?.gameId ?? null,
      step: this.step,
      steps: Math.max(0, this.frames.length - 1),
      text: frame?.text ?? null,
      phase: frame?.state.phase ?? null,
      turnNumber: frame?.state.turnNumber ?? null,
      scores: frame?.scores ?? null,
      finalScores: this.frames[this.frames.length - 1]?.scores ?? null,
      routeOwners: frame?.state.routeOwners ?? null,
      tourRoutes: frame ? this.tourRoutes(frame.state) : null,
      players: frame?.state.players.map((p) => ({ hand: p.hand, tickets: p.tickets, pendingTickets: p.pendingTickets, routes: p.routes, routePoints: p.routePoints })) ?? null,
    };
  }
}
