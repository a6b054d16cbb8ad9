// The lessons' step engine, pure: a lesson is a list of steps, each saying when it is done and what the player should
// use now, read from the game itself (the seat's PlayerView, the history, the open dialog). The current step is the
// first one not done, so a lesson left and opened again goes on where the game stands, and a move the step did not
// ask for (the rules accepted it) never leaves the lesson stuck: the next look at the game finds the step again.
// Nothing here decides a move's legality: the server's rules judge every move; this only points at the controls.
import { claimOptions, mapById, tunnelPayments, type CardColor, type ClaimOption, type MapRoute, type PlayerView } from "../rules.js";

/** What a step reads of the game now. */
export interface LessonFacts {
  view: PlayerView;
  /** How many events of each history kind this seat made (ticketsKept: its ticket choices, the opening's included). */
  history: Readonly<Record<string, number>>;
  /** Steps whose words the player read and confirmed with Next (kept with the game on this device). */
  acknowledged: ReadonlySet<string>;
  /** The open payment dialog: its route (null: a station's) and the payment it shows now; null when none is open. */
  buy: { route: number | null; color: CardColor | null; wilds: number } | null;
  /** The open ticket chooser's selection (indices of the offered tickets); null when it is not open. */
  ticketsSelected: number[] | null;
  /** The open dialog's name, as the game view says it (buyRoute, destinations, tunnel, station), or null. */
  modal: string | null;
}

/** What the player should do now: press a control (a hook point's name), read and press Next, or wait for the bot. */
export type LessonAction =
  | { kind: "press"; target: string }
  | { kind: "next" }
  | { kind: "wait" };

export interface LessonStep {
  /** Its words are `tutorial.<lesson>.<id>` in the catalogs. */
  id: string;
  done(f: LessonFacts): boolean;
  action(f: LessonFacts): LessonAction;
}

export interface Lesson {
  id: string;
  steps: readonly LessonStep[];
}

export interface LessonPosition {
  index: number;
  step: LessonStep;
  action: LessonAction;
  /** The step's own action was impossible for now (no route of its kind can be paid): draw cards first. */
  drawFirst: boolean;
}

/** The first step not done, and what to do for it now; null when the whole lesson is done. */
export function lessonPosition(lesson: Lesson, facts: LessonFacts): LessonPosition | null {
  const index = lesson.steps.findIndex((s) => !s.done(facts));
  if (index < 0) return null;
  const step = lesson.steps[index];
  const action = step.action(facts);
  return { index, step, action, drawFirst: action.kind === "press" && action.target === DRAW_FIRST };
}

/** A marker target: the step waits for cards; lessonPosition reports it and drawCards says which control. */
export const DRAW_FIRST = "deck#drawFirst";

export function isMyTurn(v: PlayerView): boolean {
  return v.seat !== null && v.phase === "playing" && v.currentPlayer === v.seat;
}

export function myRoutes(v: PlayerView): number[] {
  return v.seat === null ? [] : v.players[v.seat].routes;
}

/** A step to read: done once the player pressed Next on it (or once the game is past the phase it explains). */
export function readingStep(id: string, pastIt: (f: LessonFacts) => boolean = () => false): LessonStep {
  return { id, done: (f) => f.acknowledged.has(id) || pastIt(f), action: () => ({ kind: "next" }) };
}

/** Drawing a card from the deck: the deck, then (after one card) the deck again. */
export function drawFromDeck(f: LessonFacts): LessonAction {
  return isMyTurn(f.view) ? { kind: "press", target: "deck" } : { kind: "wait" };
}

/** The ticket chooser: tick tickets until `keep` are ticked, then confirm. */
export function chooseTickets(f: LessonFacts, keep: number): LessonAction {
  if (f.modal !== "destinations" || f.ticketsSelected === null) return { kind: "wait" };
  const offered = f.view.me?.pendingTickets.length ?? 0;
  if (f.ticketsSelected.length < Math.min(keep, offered)) {
    const next = [...Array(offered).keys()].find((i) => !f.ticketsSelected!.includes(i));
    if (next !== undefined) return { kind: "press", target: `modal:ticket:${next}` };
  }
  return { kind: "press", target: "modal:confirm" };
}

/** Which routes a claim step teaches, and the payment it asks for among the ways the hand can pay. */
export interface ClaimLesson {
  route: (r: MapRoute) => boolean;
  payment: (o: ClaimOption, r: MapRoute) => boolean;
  /** Shortest first keeps trains for the later lessons; longest first brings the last round sooner. */
  prefer: "short" | "long";
  /** Trains the later claim lessons still need (each takes at least a route of two). */
  keepTrains: number;
}

/** The route and payment a claim step points at now, or null when the hand cannot pay any route of its kind. */
export function claimTarget(v: PlayerView, lesson: ClaimLesson): { route: number; option: ClaimOption } | null {
  if (v.seat === null) return null;
  const map = mapById(v.map);
  const trains = v.players[v.seat].trainsLeft;
  const routes = map.routes
    .filter((r) => lesson.route(r) && r.length <= trains - lesson.keepTrains)
    .sort((a, b) => (lesson.prefer === "short" ? a.length - b.length : b.length - a.length) || a.id - b.id);
  for (const r of routes) {
    const options = claimOptions(v, r.id).filter((o) => lesson.payment(o, r)).sort((a, b) => a.numberOfWilds - b.numberOfWilds);
    if (options[0]) return { route: r.id, option: options[0] };
  }
  return null;
}

/** Claiming one route: open its dialog, pick the colour and the locomotives the step asks for, confirm. */
export function claimAction(f: LessonFacts, lesson: ClaimLesson): LessonAction {
  const v = f.view;
  if (!isMyTurn(v)) return { kind: "wait" };
  if (v.turnStage === "drewOneCard") return { kind: "press", target: "deck" };
  if (v.turnStage === "tunnelPending") {
    // a tunnel claimed on the way: pay its extra when the hand can, else take the cards back
    if (f.modal !== "tunnel") return { kind: "wait" };
    const ways = v.me ? tunnelPayments(v, v.me.hand) : [];
    return { kind: "press", target: ways.length > 0 ? `tunnel:pay:${Math.min(...ways)}` : "tunnel:decline" };
  }
  const buy = f.buy;
  if (buy && buy.route !== null) {
    const r = mapById(v.map).routes[buy.route];
    const fits = claimOptions(v, buy.route).filter((o) => lesson.payment(o, r)).sort((a, b) => a.numberOfWilds - b.numberOfWilds)[0];
    if (!fits || !lesson.route(r)) return { kind: "press", target: "modal:cancel" };
    return payWith(buy, fits);
  }
  const target = claimTarget(v, lesson);
  if (!target) return { kind: "press", target: DRAW_FIRST };
  return { kind: "press", target: `route:${target.route}` };
}

/** In an open payment dialog: the colour, then the locomotives, then Confirm. */
export function payWith(buy: NonNullable<LessonFacts["buy"]>, fits: ClaimOption): LessonAction {
  if (buy.color !== fits.trainColor) return { kind: "press", target: `modal:color:${fits.trainColor}` };
  if (buy.wilds < fits.numberOfWilds) return { kind: "press", target: "modal:wild+" };
  if (buy.wilds > fits.numberOfWilds) return { kind: "press", target: "modal:wild-" };
  return { kind: "press", target: "modal:confirm" };
}

/** The hook point a marker target stands for. */
export function pressTarget(action: LessonAction): string | null {
  if (action.kind !== "press") return null;
  return action.target === DRAW_FIRST ? "deck" : action.target;
}
