// The lesson's guide beside the board: a panel of instructions (DOM, in the reader's language) and a pulsing ring on
// the control the step points at (a hook point's place on the canvas, or the panel's own Next button outlined). It
// follows the game: every change of the game, and a few times a second for the dialogs, it asks the lesson's engine
// for the current step; the player's moves go through the game view's own controls and the server's rules as usual.
// The game view (GameScene) and the end screen (GameOverScene) attach it; the lobby shows none.
import type { GameConnection } from "../net/GameConnection.js";
import { h, setText } from "../ui/dom.js";
import { msg, t, type Message } from "../i18n/i18n.js";
import { registerInfo, screenPoint, unregisterInfo, viewInfoField } from "../ui/testHook.js";
import { mapById, routeName, type CardColor, type LessonId, type PlayerView } from "../rules.js";
import { lessonPosition, pressTarget, type LessonFacts, type LessonPosition } from "./lessonEngine.js";
import { LESSONS } from "./lessons.js";
import { lessonSkipped, markRead, skipLesson, stepsRead } from "./lessonMemory.js";
import { reachTarget } from "./reachTarget.js";
import { TURN_COMMANDS } from "../../../shared-rules/protocol/index.js";

/** What the game view tells the guide about its open dialogs (the end screen has none). */
export interface GuideSource {
  modal(): string | null;
  /** The route whose payment dialog is open, or null. */
  buyRoute(): number | null;
}

/** How often the ring follows its control while a view is attached (a dialog opening, the board panned). */
const FOLLOW_MS = 200;

/** The DOM target of a reading step: the panel's Next button. */
export const NEXT_BUTTON = "#lesson-next";

let current: LessonGuide | null = null;

/** Shows the lesson's guide over a game view when its game is a lesson; returns what hides it again. */
export function showLessonGuide(g: GameConnection, source: GuideSource | null): () => void {
  const lesson = g.snapshot?.lesson;
  if (!lesson || g.spectator || g.seat === null || lessonSkipped(g.roomId)) return () => {};
  if (current?.roomId !== g.roomId) {
    current?.destroy();
    current = new LessonGuide(g, lesson);
  }
  const guide = current;
  guide.attach(source);
  return () => guide.detach(source);
}

/** A lesson's name in the reader's language (its stored game name is the server's, in English), or null. */
export function lessonTitle(lesson: LessonId | null | undefined): string | null {
  return lesson ? t(lesson === "usa" ? "lobby.learn" : "lobby.lessonEurope") : null;
}

/** The score line of the final step, from the rules' result as the server sent it. */
function scoreLine(view: PlayerView): { message: Message; totals: Record<string, number> } | null {
  const mine = view.seat === null ? undefined : view.result?.scores[view.seat];
  if (!mine) return null;
  const totals = {
    total: mine.total,
    routes: mine.routePoints,
    tickets: mine.ticketPoints,
    longest: mine.longestPathBonus,
    won: mine.ticketsWon.length,
    lost: mine.ticketsLost.length,
  };
  return { message: msg("tutorial.yourScore", totals), totals };
}

class LessonGuide {
  readonly roomId: string;
  private source: GuideSource | null = null;
  private attached = false;
  private readonly panel: HTMLElement;
  private readonly heading: HTMLElement;
  private readonly body: HTMLElement;
  private readonly note: HTMLElement;
  private readonly score: HTMLElement;
  private readonly next: HTMLButtonElement;
  private readonly ring: HTMLElement;
  private timer: number | undefined;
  private offChanged: Array<() => void> = [];
  private at: LessonPosition | null = null;
  private target: string | null = null;
  private totals: Record<string, number> | null = null;
  /** A note for the current step only (a refused move, a move off the step's path), with the step it belongs to. */
  private stepNote: { step: string; message: Message } | null = null;
  private finished = false;

  constructor(private readonly g: GameConnection, private readonly lesson: LessonId) {
    this.roomId = g.roomId;
    this.heading = h("div", { class: "ttr-lesson-heading", id: "lesson-heading" });
    this.body = h("p", { class: "ttr-lesson-text", id: "lesson-text" });
    this.note = h("p", { class: "ttr-lesson-note", id: "lesson-note" });
    this.score = h("p", { class: "ttr-lesson-score", id: "lesson-score" });
    this.next = h("button", { class: "ttr-btn small", id: "lesson-next", type: "button", text: msg("tutorial.next") });
    const skip = h("button", { class: "ttr-btn small secondary", id: "lesson-skip", type: "button", text: msg("tutorial.skip") });
    this.next.addEventListener("click", () => this.pressNext());
    skip.addEventListener("click", () => {
      skipLesson(this.roomId);
      this.destroy();
    });
    this.panel = h("section", { class: "ttr-lesson", id: "lesson-panel", role: "region", "aria-live": "polite", "aria-label": msg("lobby.learn") },
      this.heading, this.body, this.score, this.note, h("div", { class: "ttr-lesson-buttons" }, this.next, skip));
    this.ring = h("div", { class: "ttr-lesson-ring", id: "lesson-ring", "aria-hidden": "true" });
    registerInfo("lesson", () => this.info());
  }

  attach(source: GuideSource | null): void {
    this.source = source;
    this.attached = true;
    if (!this.panel.isConnected) document.body.append(this.panel, this.ring);
    this.offChanged.forEach((f) => f());
    this.offChanged = [
      this.g.on("changed", () => this.refresh()),
      this.g.on("reply", (type, reply) => {
        if (reply.code !== "ok" && (TURN_COMMANDS as readonly string[]).includes(type) && this.at) this.stepNote = { step: this.at.step.id, message: msg("tutorial.refused") };
        this.refresh();
      }),
      this.g.on("routeClaimed", (id, owner) => {
        const expected = this.target?.startsWith("route:") ? Number(this.target.slice(6)) : null;
        if (owner === this.g.seat && expected !== null && expected !== id && this.at) this.stepNote = { step: this.at.step.id, message: msg("tutorial.offPath") };
      }),
    ];
    window.clearInterval(this.timer);
    this.timer = window.setInterval(() => this.refresh(), FOLLOW_MS);
    this.refresh();
  }

  detach(source: GuideSource | null): void {
    if (this.source !== source) return;
    this.attached = false;
    this.source = null;
    window.clearInterval(this.timer);
    this.offChanged.forEach((f) => f());
    this.offChanged = [];
    this.panel.remove();
    this.ring.remove();
  }

  destroy(): void {
    this.detach(this.source);
    unregisterInfo("lesson");
    if (current === this) current = null;
  }

  private pressNext(): void {
    if (this.finished || !this.at) {
      this.destroy();
      return;
    }
    if (this.at.action.kind === "next") markRead(this.roomId, this.at.step.id);
    this.refresh();
  }

  private facts(view: PlayerView): LessonFacts {
    const route = this.source?.buyRoute() ?? null;
    const choice = viewInfoField("buyChoice") as { color: CardColor | null; wilds: number } | null;
    const selected = viewInfoField("ticketsKept") as number[] | null;
    return {
      view,
      history: Object.fromEntries(Object.entries(this.g.snapshot?.historyCounts ?? {}).map(([kind, bySeat]) => [kind, bySeat[view.seat ?? -1] ?? 0])),
      acknowledged: stepsRead(this.roomId),
      buy: choice ? { route, color: choice.color, wilds: choice.wilds } : null,
      ticketsSelected: Array.isArray(selected) ? selected : null,
      modal: this.source?.modal() ?? null,
    };
  }

  private refresh(): void {
    if (!this.attached) return;
    const view = this.g.snapshot?.view;
    if (!view || view.seat === null) return;
    const at = (this.at = lessonPosition(LESSONS[this.lesson], this.facts(view)));
    this.finished = at === null;
    const steps = LESSONS[this.lesson].steps.length;
    setText(this.heading, msg("tutorial.title", { step: Math.min((at?.index ?? steps - 1) + 1, steps), steps }));
    const key = at ? (`tutorial.${this.lesson}.${at.step.id}` as Parameters<typeof msg>[0]) : "tutorial.done";
    const wanted = at ? pressTarget(at.action) : null;
    const routeId = wanted?.startsWith("route:") ? Number(wanted.slice(6)) : null;
    setText(this.body, msg(key, routeId !== null ? { route: routeName(mapById(view.map), routeId) } : {}));
    const line = at?.step.id === "scoring" || this.finished ? scoreLine(view) : null;
    this.totals = line?.totals ?? null;
    setText(this.score, line ? line.message : "");
    if (this.stepNote && this.stepNote.step !== at?.step.id) this.stepNote = null;
    const note = this.stepNote?.message ?? (at?.drawFirst ? msg("tutorial.drawFirst") : at?.action.kind === "wait" && view.phase === "playing" && view.currentPlayer !== view.seat ? msg("tutorial.botPlays") : null);
    setText(this.note, note ?? "");
    this.next.hidden = !(this.finished || at?.action.kind === "next");
    setText(this.next, this.finished || at?.step.id === "scoring" ? msg("tutorial.finish") : msg("tutorial.next"));
    this.target = this.finished || at?.action.kind === "next" ? NEXT_BUTTON : wanted ? reachTarget(wanted) : null;
    this.place();
  }

  /** The ring on the target, and the panel in the half of the window the target is not in (it must not hide it). */
  private place(): void {
    this.next.classList.toggle("ttr-lesson-target", this.target === NEXT_BUTTON);
    const p = this.target && this.target !== NEXT_BUTTON ? screenPoint(this.target) : null;
    this.ring.hidden = p === null;
    if (p) {
      this.ring.style.left = `${p.x}px`;
      this.ring.style.top = `${p.y}px`;
    }
    const low = p !== null && p.y > window.innerHeight / 2;
    this.panel.classList.toggle("ttr-lesson-top", low);
    this.panel.classList.toggle("ttr-lesson-bottom", !low);
  }

  /** What the tests read: the step, its words as shown, and the control to use (a hook point's name or a DOM selector). */
  private info(): unknown {
    const at = this.at;
    return {
      lesson: this.lesson,
      step: at?.step.id ?? "done",
      index: at?.index ?? LESSONS[this.lesson].steps.length,
      text: this.body.textContent ?? "",
      note: this.note.textContent ?? "",
      action: this.finished ? "next" : (at?.action.kind ?? null),
      target: this.attached ? this.target : null,
      totals: this.totals,
    };
  }
}
