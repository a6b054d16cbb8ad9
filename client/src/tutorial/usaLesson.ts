// The guided first game on the USA: its steps, in the order the player meets them. Each claim step counts the
// player's routes (the first claim is the coloured one, the second the gray one…), each reading step waits for Next.
// The tickets kept are the shortest offered, and each claim takes, among the routes of its kind, one that brings a kept
// ticket closest: a first game that wins a ticket shows the scoring's "tickets won" as well as the lost ones.
import { mapById, type ClaimOption, type MapRoute, type PlayerView } from "../rules.js";
import { trainsToNearestTicket } from "./stationPlan.js";
import {
  chooseTickets,
  claimAction,
  drawFromDeck,
  isMyTurn,
  myRoutes,
  readingStep,
  type ClaimLesson,
  type Lesson,
  type LessonFacts,
  type LessonStep,
} from "./lessonEngine.js";

const single = (r: MapRoute) => r.double === null;
const noWilds = (o: ClaimOption) => o.numberOfWilds === 0;
/** Routes that bring a kept ticket closer rank first (fewest trains still to lay once claimed). */
const towardTickets = (v: PlayerView, route: number) => -trainsToNearestTicket(v, [], [route]);
/** Shortest tickets first: the ones a short first game can complete. */
const shortestTicket = (v: PlayerView) => (ticketId: number) => mapById(v.map).tickets[ticketId].points;

export const COLOURED: ClaimLesson = {
  route: (r) => single(r) && r.color !== "gray",
  payment: (o, r) => noWilds(o) && o.trainColor === r.color,
  prefer: "short",
  keepTrains: 6,
  rank: towardTickets,
};
export const GRAY: ClaimLesson = { route: (r) => single(r) && r.color === "gray", payment: noWilds, prefer: "short", keepTrains: 4, rank: towardTickets };
export const WITH_LOCOMOTIVES: ClaimLesson = {
  route: single,
  payment: (o) => o.numberOfWilds > 0 && o.trainColor !== "locomotive",
  prefer: "short",
  keepTrains: 2,
  rank: towardTickets,
};
export const DOUBLE: ClaimLesson = { route: (r) => r.double !== null, payment: () => true, prefer: "short", keepTrains: 0, rank: towardTickets };
export const ANY_LONGEST: ClaimLesson = { route: () => true, payment: () => true, prefer: "long", keepTrains: 0, rank: towardTickets };

/** Turns this seat has finished (the player sits first: their turns are the even turn numbers). */
function myTurnsDone(v: PlayerView): number {
  return Math.ceil(v.turnNumber / 2);
}

const past = (v: PlayerView) => v.phase !== "choosingTickets";

function claimStep(id: string, nth: number, lesson: ClaimLesson): LessonStep {
  return { id, done: (f) => myRoutes(f.view).length >= nth || f.view.lastRoundTriggeredBy >= 0 || f.view.phase === "ended", action: (f) => claimAction(f, lesson) };
}

/** The first draw: a face-up card, then one from the deck. */
function drawFaceUpThenDeck(f: LessonFacts): ReturnType<LessonStep["action"]> {
  const v = f.view;
  if (!isMyTurn(v)) return { kind: "wait" };
  if (v.turnStage === "drewOneCard") return { kind: "press", target: "deck" };
  const slot = v.faceUp.findIndex((c) => c !== null && c !== "locomotive");
  return { kind: "press", target: slot >= 0 ? `faceUp:${slot}` : "deck" };
}

/** The locomotive rule: a face-up locomotive is a whole turn; one from the deck is just a card. */
function drawLocomotive(f: LessonFacts): ReturnType<LessonStep["action"]> {
  const v = f.view;
  if (!isMyTurn(v)) return { kind: "wait" };
  if (v.turnStage === "drewOneCard") return { kind: "press", target: "deck" };
  const slot = v.faceUp.findIndex((c) => c === "locomotive");
  return { kind: "press", target: slot >= 0 ? `faceUp:${slot}` : "deck" };
}

export const USA_LESSON: Lesson = {
  id: "usa",
  steps: [
    readingStep("goal", (f) => past(f.view)),
    { id: "keepTickets", done: (f) => past(f.view) || (f.view.me?.pendingTickets.length ?? 0) === 0, action: (f) => chooseTickets(f, 2, shortestTicket(f.view)) },
    { id: "drawCards", offersTurnChoices: true, done: (f) => myTurnsDone(f.view) >= 1 || myRoutes(f.view).length > 0, action: drawFaceUpThenDeck },
    { id: "locomotives", done: (f) => myTurnsDone(f.view) >= 2 || myRoutes(f.view).length > 0, action: drawLocomotive },
    claimStep("claimColoured", 1, COLOURED),
    claimStep("claimGray", 2, GRAY),
    {
      id: "drawTickets",
      done: (f) => (f.history.ticketsKept ?? 0) >= 2 || f.view.lastRoundTriggeredBy >= 0 || f.view.phase === "ended",
      action: (f) => (isMyTurn(f.view) && f.view.turnStage === "choosingTickets" ? chooseTickets(f, 1, shortestTicket(f.view)) : isMyTurn(f.view) && f.view.turnStage === "start" ? { kind: "press", target: "ticketDeck" } : f.view.turnStage === "drewOneCard" ? drawFromDeck(f) : { kind: "wait" }),
    },
    claimStep("claimWithLocomotives", 3, WITH_LOCOMOTIVES),
    claimStep("claimDouble", 4, DOUBLE),
    { id: "lastRoundComes", done: (f) => f.view.lastRoundTriggeredBy >= 0 || f.view.phase === "ended", action: (f) => claimAction(f, ANY_LONGEST) },
    { id: "lastRound", done: (f) => f.view.phase === "ended", action: drawFromDeck },
    readingStep("scoring"),
  ],
};
