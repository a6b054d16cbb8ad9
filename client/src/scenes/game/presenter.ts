// The game view's presenter: what the board scene shows for a synced state and a seat (turn line, ticker, hints,
// tooltips, why a route or a card is closed, the routes to glow or fade, the ticket meters). Pure functions of the
// snapshot (the rules' view and who sits at the table) and the rules' legal-move list, so they are tested without a
// browser; the scene only draws the result.
import {
  USA_MAP, claimOptions, completedTickets, legalActionsFromView, mapById, minimumToKeep, routeClaimBlocker, routeName, routePoints, ticketInfo, ticketProgressOfView,
  twinRouteBlock,
  type GameMap, type PlayerView, type PublicPlayerView, type TicketProgress,
} from "../../rules.js";
import { stationLine } from "./stationHints.js";
import type { GameSnapshot, SeatInfo, StartedSnapshot } from "../../net/snapshot.js";
import { cardStyle } from "../../ui/theme.js";

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
}

/** A tooltip's lines; `ok` says whether its last line invites (green) or explains a refusal (red). */
export interface Tip { title: string; body: string; action: string; ok: boolean }

/** The presenter's input: a started game's snapshot, and whether this client only watches. */
export interface Seen { s: StartedSnapshot; spectator: boolean }

/** `tickerChars`: how long the ticker line may be (the panel's width decides). */
export function presentGame({ s, spectator }: Seen, tickerChars = 100): GamePresentation {
  const { view } = s;
  const seat = view.seat;
  const map = mapById(view.map);
  const own = ownTickets(view);
  const pending = own?.pending ?? [];
  return {
    turn: turnLine(s),
    myMove: seat !== null && view.currentPlayer === seat && view.phase === "playing",
    ticker: s.history.length ? `Last: ${tickerLine(s.history, tickerChars)}` : "",
    spectating: spectator ? spectatingLine(s) : "",
    hint: boardHint(s),
    lastRound: view.lastRoundTriggeredBy >= 0 && view.phase === "playing",
    claimable: !spectator ? claimableRoutes(view) : [],
    blocked: blockedTwins(view.routeOwners, view.players.length, seat, map),
    hand: view.me ? { ...view.me.hand } : null,
    tickets: own?.kept ?? null,
    progress: own && seat !== null ? ticketProgressOfView(view, seat, own.kept.map((t) => t.id)) : [],
    pending,
    keepAtLeast: pending.length ? minimumToKeep(view.phase === "choosingTickets" ? "choosingTickets" : "playing", pending.length, map) : 0,
  };
}

/** A ticket the seat holds or is offered, named from the map. */
function ticketLine(map: GameMap, id: number, done: ReadonlySet<number>): TicketLine {
  const t = ticketInfo(map, id);
  return { id, name: t.name, a: t.start, b: t.end, points: t.points, completed: done.has(id), long: map.tickets[id]?.kind === "long" };
}

/** The seat's kept and offered tickets (null for a spectator, or before its own part arrived). */
export function ownTickets(view: PlayerView): { kept: TicketLine[]; pending: TicketLine[] } | null {
  const me = view.me;
  if (!me || view.seat === null) return null;
  const map = mapById(view.map);
  const done = new Set(completedTickets([...me.tickets, ...me.pendingTickets], view.players[view.seat]?.routes ?? [], map));
  return { kept: me.tickets.map((id) => ticketLine(map, id, done)), pending: me.pendingTickets.map((id) => ticketLine(map, id, done)) };
}

/** The score a player box shows: route points during the game, the final total once it has ended. */
export function pointsShown(view: PlayerView, seat: number): number {
  return view.result?.scores[seat]?.total ?? view.players[seat]?.routePoints ?? 0;
}

/** Why this seat cannot claim route `id` now, or null when it can. */
export function routeBlocker(view: PlayerView | null, spectator: boolean, id: number): string | null {
  if (spectator) return "spectators cannot claim routes";
  if (!view) return "the game is loading";
  return routeClaimBlocker(view, id);
}

/**
 * A route's name and facts: "Boston – Montréal", "2 cars · gray (any one colour) · 2 points"; a ferry says how many
 * locomotives it takes, a tunnel that extra cards may be owed.
 */
export function describeRoute(id: number, map: GameMap = USA_MAP): { title: string; body: string } {
  const r = map.routes[id];
  const colour = r.color === "gray" ? "gray (any one colour)" : cardStyle(r.color).label.toLowerCase();
  const pts = routePoints(r.length, map);
  const kind = r.kind === "ferry" ? ` · ferry: at least ${r.locomotives} locomotive${r.locomotives === 1 ? "" : "s"}`
    : r.kind === "tunnel" ? ` · tunnel: ${map.tunnelRevealCount} cards are turned, each match costs one more` : "";
  return { title: routeName(map, id), body: `${r.length} car${r.length === 1 ? "" : "s"} · ${colour} · ${pts} point${pts === 1 ? "" : "s"}${r.double !== null ? " · double route" : ""}${kind}` };
}

/** A route's tooltip; the game may still be loading (no view yet). */
export function routeTip({ s, spectator }: { s: GameSnapshot; spectator: boolean }, id: number): Tip {
  const { title, body } = describeRoute(id, mapById(s.view?.map));
  const owner = s.view?.routeOwners[id] ?? -1;
  const ownerLine = owner >= 0 ? `\nClaimed by ${s.seats[owner]?.username ?? "?"}` : "";
  const why = routeBlocker(s.view, spectator, id);
  return { title, body: body + ownerLine, action: why ? `Cannot claim: ${why}` : "Click to claim this route", ok: !why };
}

/** The tooltip of a face-up slot (0–4) or the train deck (5). */
export function slotTip(view: PlayerView, loc: number): Tip {
  const color = loc < 5 ? view.faceUp[loc] : null;
  const title = loc === 5 ? "Train deck" : color ? `${cardStyle(color).label} card` : "Empty slot";
  const why = drawBlocker(view, loc);
  return { title, body: loc === 5 ? `${view.trainDeckCount} cards, face down` : "Face-up card", action: why ? `Cannot draw: ${why}` : "Click to take it", ok: !why };
}

/** The map's indices of a ticket's two cities (for highlighting them). */
export function ticketCities(t: Pick<TicketLine, "a" | "b">, map: GameMap = USA_MAP): number[] {
  return [t.a, t.b].map((name) => map.cities.findIndex((c) => c.name === name)).filter((i) => i >= 0);
}

export function turnLine({ view, seats }: StartedSnapshot): string {
  if (view.phase === "choosingTickets") return "Everybody chooses destination tickets…";
  if (view.phase === "ended") return "The game is over.";
  const cur = seats[view.currentPlayer];
  if (view.seat !== null && view.currentPlayer === view.seat) {
    if (view.turnStage === "drewOneCard") return "Your turn — take one more train card";
    if (view.turnStage === "choosingTickets") return "Your turn — keep at least one ticket";
    if (view.turnStage === "tunnelPending") return "Your turn — pay for the tunnel or decline";
    return "Your turn!";
  }
  if (view.turnStage === "tunnelPending" && cur) return `${cur.username} is deciding on a tunnel`;
  return cur ? `${cur.username}'s turn` : "";
}

/** A spectator's top-bar note: a delayed game's spectators are told how far behind they are. */
export function spectatingLine(s: GameSnapshot | null): string {
  return s && s.spectatorDelay > 0 ? `Spectating — ${s.spectatorDelay} moves behind` : "Spectating — you cannot act";
}

export function boardHint({ view, seats }: StartedSnapshot): string {
  if (view.seat === null) return "You are watching this game.";
  if (view.phase === "choosingTickets") return "Choose your destination tickets to begin.";
  if (view.currentPlayer !== view.seat) return `Waiting for ${seats[view.currentPlayer]?.username ?? "the next player"}…`;
  if (view.turnStage === "drewOneCard") return "Take a second train card: the deck or a face-up card (not a locomotive).";
  if (view.turnStage === "choosingTickets") return "Keep at least one of the tickets you drew.";
  if (view.turnStage === "tunnelPending") return "Pay the tunnel's extra cards, or decline and take your cards back.";
  if (mapById(view.map).stations.perPlayer > 0) {
    return `Your turn: take 2 train cards, claim a route, draw destination tickets, or click a city to build a station. ${stationLine(view)}`;
  }
  return "Your turn: take 2 train cards (a face-up locomotive counts as both), claim a route on the map, or draw destination tickets.";
}

/** Why the card at `location` (0–4 face-up, 5 deck) cannot be drawn now, or null when it can. */
export function drawBlocker(view: PlayerView, location: number): string | null {
  if (legalActionsFromView(view).some((c) => c.type === "drawTrainCard" && c.cardLocation === location)) return null;
  if (view.seat === null) return "spectators cannot draw";
  if (view.phase !== "playing") return "choose your destination tickets first";
  if (view.currentPlayer !== view.seat) return "not your turn";
  if (location < 5 && !view.faceUp[location]) return "this slot is empty";
  if (location === 5 && view.trainDeckCount === 0) return "the deck is empty";
  if (view.turnStage === "drewOneCard" && view.faceUp[location] === "locomotive") return "a face-up locomotive cannot be your second card";
  if (view.turnStage === "choosingTickets") return "keep your destination tickets first";
  return "not possible right now";
}

/** The routes the view's seat can pay for right now (empty when it is not its turn to claim). */
export function claimableRoutes(view: PlayerView): number[] {
  return mapById(view.map).routes.filter((r) => claimOptions(view, r.id).length > 0).map((r) => r.id);
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
    if (p.takeoverAt === -1) return turn ? "▶ a bot plays for them" : "disconnected — a bot plays";
    if (p.takeoverAt > 0) {
      const left = Math.max(0, Math.ceil((p.takeoverAt - now) / 1000));
      return `disconnected — bot in ${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
    }
    return "disconnected";
  }
  if (turn) return "▶ playing now";
  return phase === "choosingTickets" && p.pendingTicketCount > 0 ? "choosing tickets…" : "";
}
