// The Europe lesson: a tunnel paid and one declined, a ferry, a station built (on a city the bot's routes reach, so
// that it can lend you one of them at the end), then a short way to the last round and the scoring. Each step is done
// when the history says it happened (a tunnel paid, one declined), or the board does (a ferry owned, a station built).
import { mapById, stationOptions, tunnelPayments, type PlayerView } from "../rules.js";
import { stationCityForTicket, trainsToNearestTicket } from "./stationPlan.js";
import {
  DRAW_FIRST,
  chooseTickets,
  claimAction,
  drawFromDeck,
  isMyTurn,
  payWith,
  readingStep,
  type ClaimLesson,
  type Lesson,
  type LessonAction,
  type LessonFacts,
  type LessonStep,
} from "./lessonEngine.js";

const TUNNEL: ClaimLesson = { route: (r) => r.kind === "tunnel", payment: (o) => o.trainColor !== "locomotive", prefer: "short", keepTrains: 4 };
const FERRY: ClaimLesson = { route: (r) => r.kind === "ferry", payment: () => true, prefer: "short", keepTrains: 2 };
/** The last claims head for the ticket the station helps (fewest trains still to lay first), then the longest. */
const TOWARD_TICKETS: ClaimLesson = {
  route: () => true,
  payment: () => true,
  prefer: "long",
  keepTrains: 0,
  rank: (v, route) => -trainsToNearestTicket(v, v.seat === null ? [] : (v.players[v.seat].stations ?? []), [route]),
  bestRankOnly: true,
};

const ended = (f: LessonFacts) => f.view.phase === "ended" || f.view.lastRoundTriggeredBy >= 0;
const count = (f: LessonFacts, kind: string) => f.history[kind] ?? 0;

/** A tunnel: claim one; once its extra is known, pay it (`pay`) or decline it; an extra of 0 claims it at once (try another). */
function tunnelAction(f: LessonFacts, pay: boolean): LessonAction {
  const v = f.view;
  if (isMyTurn(v) && v.turnStage === "tunnelPending") {
    if (f.modal !== "tunnel") return { kind: "wait" };
    const ways = v.me ? tunnelPayments(v, v.me.hand) : [];
    return pay && ways.length > 0 ? { kind: "press", target: `tunnel:pay:${Math.min(...ways)}` } : { kind: "press", target: "tunnel:decline" };
  }
  return claimAction(f, TUNNEL);
}

function stationAction(f: LessonFacts): LessonAction {
  const v = f.view;
  if (!isMyTurn(v)) return { kind: "wait" };
  if (v.turnStage === "drewOneCard") return { kind: "press", target: "deck" };
  if (f.modal === "station" && f.buy && v.me) {
    const fits = stationOptions(v, v.me.hand).sort((a, b) => a.numberOfWilds - b.numberOfWilds)[0];
    return fits ? payWith(f.buy, fits) : { kind: "press", target: "modal:cancel" };
  }
  const city = stationCityForTicket(v);
  if (city === null || !v.me || stationOptions(v, v.me.hand).length === 0) {
    return { kind: "press", target: DRAW_FIRST };
  }
  return { kind: "press", target: `city:${city}` };
}

const past = (v: PlayerView) => v.phase !== "choosingTickets";

const steps: LessonStep[] = [
  readingStep("goal", (f) => past(f.view)),
  { id: "keepTickets", done: (f) => past(f.view) || (f.view.me?.pendingTickets.length ?? 0) === 0, action: (f) => chooseTickets(f, 2, (id) => mapById(f.view.map).tickets[id].points) },
  { id: "tunnelPay", done: (f) => count(f, "tunnelPaid") >= 1 || ended(f), action: (f) => tunnelAction(f, true) },
  { id: "tunnelDecline", done: (f) => count(f, "tunnelDeclined") >= 1 || ended(f), action: (f) => tunnelAction(f, false) },
  {
    id: "ferry",
    done: (f) => ended(f) || (f.view.seat !== null && f.view.players[f.view.seat].routes.some((id) => mapById(f.view.map).routes[id].kind === "ferry")),
    action: (f) => claimAction(f, FERRY),
  },
  { id: "station", done: (f) => ended(f) || (f.view.seat !== null && (f.view.players[f.view.seat].stations?.length ?? 0) > 0), action: stationAction },
  {
    id: "finish",
    done: (f) => f.view.phase === "ended",
    action: (f) => (f.view.lastRoundTriggeredBy >= 0 ? drawFromDeck(f) : claimAction(f, TOWARD_TICKETS)),
  },
  readingStep("scoring"),
];

export const EUROPE_LESSON: Lesson = { id: "europe", steps };
