// The game view's presenter: what the board scene shows for a synced state and a seat (turn line, ticker, hints,
// tooltips, why a route or a card is closed, the routes to glow or fade, the ticket meters). Pure functions of the
// snapshot (the rules' view and who sits at the table) and the rules' legal-move list, so they are tested without a
// browser; the scene only draws the result.
import {
  USA_MAP, claimOptions, completedTickets, legalActionsFromView, mapOf, minimumToKeep, routeClaimBlocker, routeName, routePoints, ticketInfo, ticketProgressOfView,
  twinRouteBlock,
  type GameMap, type PlayerView, type PublicPlayerView, type TicketProgress,
} from "../../rules.js";
import { stationLine } from "./stationHints.js";
import { aimedTicket, faceUpLocomotiveHint, returnedTicketsLeave, routeRuleFacts } from "./ruleHints.js";
import type { GameSnapshot, SeatInfo, StartedSnapshot } from "../../net/snapshot.js";
import { t } from "../../i18n/i18n.js";
import { ruleReason } from "../../i18n/ruleReasons.js";
import { cardNameMessage } from "../../components/cardName.js";
import { playerName } from "../../i18n/playerName.js";
import { countryDestinations } from "../../components/countryTicket.js";

/** A destination ticket as the hand and the offer show it: its cities and points from the map. */
export interface TicketLine {
  id: number;
  /** "Denver – El Paso" */
  name: string;
  a: string;
  b: string;
  points: number;
  /** The seat's own routes already join its cities. */
  completed: boolean;
  /** A long ticket (Europe: one is dealt to each player at the start). */
  long: boolean;
}

/** Everything the board scene shows for one state, as one seat sees it. */
export interface GamePresentation {
  turn: string;
  /** The turn line is drawn in gold when the move is this seat's. */
  myMove: boolean;
  /** The newest history line (empty before any). */
  ticker: string;
  /** A spectator's note in the top bar (how far behind a delayed game it is); empty for a player. */
  spectating: string;
  /** The Board tab's hint. */
  hint: string;
  lastRound: boolean;
  /** Routes this seat can pay for now (they glow when the player wants it). */
  claimable: number[];
  /** Free routes a rule closes to this seat (they fade). */
  blocked: number[];
  hand: Record<string, number> | null;
  tickets: TicketLine[] | null;
  /** One meter per ticket in `tickets`, in the same order. */
  progress: TicketProgress[];
  /** Tickets offered to this seat, waiting for its choice (the destination modal shows them). */
  pending: TicketLine[];
  /** How many of `pending` must be kept. */
  keepAtLeast: number;
  /** Tickets not kept leave the game for good on this board (the chooser says so), rather than going under the deck. */
  returnedLeave: boolean;
}

/** A tooltip's lines; `ok` says whether its last line invites (green) or explains a refusal (red). */
export interface Tip { title: string; body: string; action: string; ok: boolean }

/** The presenter's input: a started game's snapshot, and whether this client only watches. */
export interface Seen { s: StartedSnapshot; spectator: boolean }

/** `tickerChars`: how long the ticker line may be (the panel's width decides). */
export function presentGame({ s, spectator }: Seen, tickerChars = 100): GamePresentation {
  const { view } = s;
  const seat = view.seat;
  const map = mapOf(view);
  const own = ownTickets(view);
  const pending = own?.pending ?? [];
  const progress = own && seat !== null ? ticketProgressOfView(view, seat, own.kept.map((t) => t.id)) : [];
  return {
    turn: turnLine(s),
    myMove: seat !== null && view.currentPlayer === seat && view.phase === "playing",
    ticker: s.history.length ? t("game.lastMove", { line: tickerLine(s.history.map((h) => t(h.key, h.values)), tickerChars) }) : "",
    spectating: spectator ? spectatingLine(s) : "",
    hint: boardHint(s),
    lastRound: view.lastRoundTriggeredBy >= 0 && view.phase === "playing",
    claimable: !spectator ? claimableRoutes(view) : [],
    blocked: blockedTwins(view.routeOwners, view.players.length, seat, map),
    hand: view.me ? { ...view.me.hand } : null,
    // a country ticket is named by the destination its meter aims at
    tickets: own ? own.kept.map((line, i) => aimedTicket(map, line, progress[i])) : null,
    progress,
    pending,
    keepAtLeast: pending.length ? minimumToKeep(view.phase === "choosingTickets" ? "choosingTickets" : "playing", pending.length, map) : 0,
    returnedLeave: returnedTicketsLeave(map),
  };
}

/** A ticket the seat holds or is offered, named from the map. */
function ticketLine(map: GameMap, id: number, done: ReadonlySet<number>): TicketLine {
  const t = ticketInfo(map, id);
  // a country ticket names each destination with its points (the points column keeps the highest)
  const destinations = countryDestinations(map, map.tickets[id]);
  const b = destinations || t.end;
  return { id, name: destinations ? `${t.start} – ${destinations}` : t.name, a: t.start, b, points: t.points, completed: done.has(id), long: map.tickets[id]?.kind === "long" };
}

/** The seat's kept and offered tickets (null for a spectator, or before its own part arrived). */
export function ownTickets(view: PlayerView): { kept: TicketLine[]; pending: TicketLine[] } | null {
  const me = view.me;
  if (!me || view.seat === null) return null;
  const map = mapOf(view);
  const done = new Set(completedTickets([...me.tickets, ...me.pendingTickets], view.players[view.seat]?.routes ?? [], map));
  return { kept: me.tickets.map((id) => ticketLine(map, id, done)), pending: me.pendingTickets.map((id) => ticketLine(map, id, done)) };
}

/** The score a player box shows: route points during the game, the final total once it has ended. */
export function pointsShown(view: PlayerView, seat: number): number {
  return view.result?.scores[seat]?.total ?? view.players[seat]?.routePoints ?? 0;
}

/** Why this seat cannot claim route `id` now, or null when it can. */
export function routeBlocker(view: PlayerView | null, spectator: boolean, id: number): string | null {
  if (spectator) return t("why.spectatorsCannotClaim");
  if (!view) return t("why.loading");
  const why = routeClaimBlocker(view, id);
  return why === null ? null : ruleReason(why);
}

/**
 * A route's name and facts: "Boston – Montréal", "2 cars · gray (any one colour) · 2 points"; a ferry says how many
 * locomotives it takes, a tunnel that extra cards may be owed.
 */
export function describeRoute(id: number, map: GameMap = USA_MAP): { title: string; body: string } {
  const r = map.routes[id];
  const colour = r.color === "gray" ? t("route.gray") : t("card.inSentence", { color: cardNameMessage(r.color) });
  // a list of facts, each its own message
  const facts = [t("route.cars", { count: r.length }), colour, t("route.points", { count: routePoints(r.length, map) })];
  if (r.double !== null) facts.push(t("route.double"));
  if (r.kind === "ferry") facts.push(t("route.ferry", { count: r.locomotives }));
  else if (r.kind === "tunnel") facts.push(t("route.tunnel", { count: map.tunnelRevealCount }));
  // the board's plug-ins: where locomotives may not go, which cards may stand in for others
  facts.push(...routeRuleFacts(map, r));
  return { title: routeName(map, id), body: facts.join(" · ") };
}

/** A route's tooltip; the game may still be loading (no view yet). */
export function routeTip({ s, spectator }: { s: GameSnapshot; spectator: boolean }, id: number): Tip {
  const { title, body } = describeRoute(id, mapOf(s.view));
  const owner = s.view?.routeOwners[id] ?? -1;
  const ownerLine = owner >= 0 ? `\n${t("route.claimedBy", { name: playerName(s.seats[owner]?.username ?? "?") })}` : "";
  const why = routeBlocker(s.view, spectator, id);
  return { title, body: body + ownerLine, action: why ? t("route.cannotClaim", { why }) : t("route.clickToClaim"), ok: !why };
}

/** The tooltip of a face-up slot (0–4) or the train deck (5). */
export function slotTip(view: PlayerView, loc: number): Tip {
  const color = loc < 5 ? view.faceUp[loc] : null;
  const title = loc === 5 ? t("slot.deck") : color ? t("slot.card", { color: cardNameMessage(color) }) : t("slot.empty");
  const why = drawBlocker(view, loc);
  return { title, body: loc === 5 ? t("slot.faceDown", { count: view.trainDeckCount }) : t("slot.faceUp"), action: why ? t("slot.cannotDraw", { why }) : t("slot.take"), ok: !why };
}

/** The map's indices of a ticket's two cities (for highlighting them). */
export function ticketCities(t: Pick<TicketLine, "a" | "b">, map: GameMap = USA_MAP): number[] {
  return [t.a, t.b].map((name) => map.cities.findIndex((c) => c.name === name)).filter((i) => i >= 0);
}

export function turnLine({ view, seats }: StartedSnapshot): string {
  if (view.phase === "choosingTickets") return t("game.choosingTickets");
  if (view.phase === "ended") return t("game.over");
  const cur = seats[view.currentPlayer];
  if (view.seat !== null && view.currentPlayer === view.seat) {
    if (view.turnStage === "drewOneCard") return t("game.yourTurnSecondCard");
    if (view.turnStage === "choosingTickets") return t("game.yourTurnKeepTicket");
    if (view.turnStage === "tunnelPending") return t("game.yourTurnTunnel");
    return t("game.yourTurn");
  }
  if (view.turnStage === "tunnelPending" && cur) return t("game.decidingTunnel", { name: playerName(cur.username) });
  return cur ? t("game.theirTurn", { name: playerName(cur.username) }) : "";
}

/** A spectator's top-bar note: a delayed game's spectators are told how far behind they are. */
export function spectatingLine(s: GameSnapshot | null): string {
  return s && s.spectatorDelay > 0 ? t("game.spectatingBehind", { count: s.spectatorDelay }) : t("game.spectating");
}

export function boardHint({ view, seats }: StartedSnapshot): string {
  if (view.seat === null) return t("hint.watching");
  if (view.phase === "choosingTickets") return t("hint.chooseTickets");
  if (view.currentPlayer !== view.seat) {
    const next = seats[view.currentPlayer]?.username;
    return next ? t("hint.waitingFor", { name: next }) : t("hint.waitingForNext");
  }
  const map = mapOf(view);
  if (view.turnStage === "drewOneCard") return faceUpLocomotiveHint(map, "secondCard") ?? t("hint.secondCard");
  if (view.turnStage === "choosingTickets") return t("hint.keepTicket");
  if (view.turnStage === "tunnelPending") return t("hint.tunnel");
  if (map.stations.perPlayer > 0) return t("hint.yourTurnStations", { stations: stationLine(view) });
  return faceUpLocomotiveHint(map, "start") ?? t("hint.yourTurn");
}

/** Why the card at `location` (0–4 face-up, 5 deck) cannot be drawn now, or null when it can. */
export function drawBlocker(view: PlayerView, location: number): string | null {
  if (legalActionsFromView(view).some((c) => c.type === "drawTrainCard" && c.cardLocation === location)) return null;
  if (view.seat === null) return t("why.spectatorsCannotDraw");
  if (view.phase !== "playing") return t("why.chooseTicketsFirst");
  if (view.currentPlayer !== view.seat) return t("why.notYourTurn");
  if (location < 5 && !view.faceUp[location]) return t("why.slotEmpty");
  if (location === 5 && view.trainDeckCount === 0) return t("why.deckEmpty");
  if (view.turnStage === "drewOneCard" && view.faceUp[location] === "locomotive") return t("why.noLocomotiveSecond");
  if (view.turnStage === "choosingTickets") return t("why.keepTicketsFirst");
  return t("why.notPossible");
}

/** The routes the view's seat can pay for right now (empty when it is not its turn to claim). */
export function claimableRoutes(view: PlayerView): number[] {
  return mapOf(view).routes.filter((r) => claimOptions(view, r.id).length > 0).map((r) => r.id);
}

/** Free routes a rule closes: the twin of a taken double with 2–3 players, or of one's own double. */
export function blockedTwins(routeOwners: readonly number[], playerCount: number, seat: number | null, map: GameMap = USA_MAP): number[] {
  return map.routes
    .filter((r) => routeOwners[r.id] === -1 && twinRouteBlock(routeOwners, playerCount, seat ?? -2, r.id, map) !== null)
    .map((r) => r.id);
}

/** The top bar's one-line ticker: the newest history line, shortened to fit beside the turn line. */
export function tickerLine(history: readonly string[], max = 72): string {
  const last = history[history.length - 1] ?? "";
  return last.length > max ? `${last.slice(0, max - 1)}…` : last;
}

/** A player box's status line; a dropped person's seat counts down to the bot's takeover. */
export function seatStatus(p: Pick<SeatInfo, "connected" | "takeoverAt"> & Pick<PublicPlayerView, "pendingTicketCount">, turn: boolean, phase: string, now: number): string {
  if (!p.connected) {
    if (p.takeoverAt === -1) return turn ? t("seat.botPlaysTurn") : t("seat.botPlays");
    if (p.takeoverAt > 0) {
      const left = Math.max(0, Math.ceil((p.takeoverAt - now) / 1000));
      return t("seat.botIn", { time: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}` });
    }
    return t("seat.disconnected");
  }
  if (turn) return t("seat.playingNow");
  return phase === "choosingTickets" && p.pendingTicketCount > 0 ? t("seat.choosingTickets") : "";
}
