// The Europe lesson: a tunnel paid and one declined, a ferry, a station built (on a city the bot's routes reach, so
// that it can lend you one of them at the end), then a short way to the last round and the scoring. Each step is done
// when the history says it happened (a tunnel paid, one declined), or the board does (a ferry owned, a station built).
import { mapById, stationOptions, tunnelPayments, type MapRoute, type PlayerView } from "../rules.js";
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
const ANY_LONGEST: ClaimLesson = { route: () => true, payment: () => true, prefer: "long", keepTrains: 0 };

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

/**
 * The city a station serves best: free of stations, at the end of another player's route (one it may lend), best
 * where that route leads to a city of the player's tickets and the player's own routes reach the station's city.
 */
function stationCity(v: PlayerView): number | null {
  const map = mapById(v.map);
  const owners = v.stationOwners ?? [];
  const lent = (r: MapRoute) => v.routeOwners[r.id] !== -1 && v.routeOwners[r.id] !== v.seat;
  const ticketCities = new Set((v.me?.tickets ?? []).flatMap((id) => [map.tickets[id].a, map.tickets[id].b]));
  const mine = new Set(map.routes.filter((r) => v.routeOwners[r.id] === v.seat).flatMap((r) => [r.a, r.b]));
  let best: { city: number; score: number } | null = null;
  for (const r of map.routes.filter(lent)) {
    for (const [city, other] of [[r.a, r.b], [r.b, r.a]]) {
      if (owners[city] !== -1) continue;
      const score = (ticketCities.has(other) ? 2 : 0) + (mine.has(city) ? 1 : 0);
      if (!best || score > best.score || (score === best.score && city < best.city)) best = { city, score };
    }
  }
  return best?.city ?? null;
}

function stationAction(f: LessonFacts): LessonAction {
  const v = f.view;
  if (!isMyTurn(v)) return { kind: "wait" };
  if (v.turnStage === "drewOneCard") return { kind: "press", target: "deck" };
  if (f.modal === "station" && f.buy && v.me) {
    const fits = stationOptions(v, v.me.hand).sort((a, b) => a.numberOfWilds - b.numberOfWilds)[0];
    return fits ? payWith(f.buy, fits) : { kind: "press", target: "modal:cancel" };
  }
  const city = stationCity(v);
  if (city === null || !v.me || stationOptions(v, v.me.hand).length === 0) {
    return { kind: "press", target: DRAW_FIRST };
  }
  return { kind: "press", target: `city:${city}` };
}

const past = (v: PlayerView) => v.phase !== "choosingTickets";

const steps: LessonStep[] = [
  readingStep("goal", (f) => past(f.view)),
  { id: "keepTickets", done: (f) => past(f.view) || (f.view.me?.pendingTickets.length ?? 0) === 0, action: (f) => chooseTickets(f, 2) },
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
    action: (f) => (f.view.lastRoundTriggeredBy >= 0 ? drawFromDeck(f) : claimAction(f, ANY_LONGEST)),
  },
  readingStep("scoring"),
];

export const EUROPE_LESSON: Lesson = { id: "europe", steps };
