// The game view's presenter: what the board scene shows for a synced state and a seat (turn line, ticker, hints,
// tooltips, why a route or a card is closed, the routes to glow or fade, the ticket meters). Pure functions of the
// snapshot and the rules' legal-move list, so they are tested without a browser; the scene only draws the result.
import {
  USA_MAP, claimOptions, legalActionsFromView, minimumToKeep, routeClaimBlocker, routePoints, ticketProgress, twinRouteBlock,
  type PlayerView, type TicketProgress,
} from "../../rules.js";
import type { GameSnapshot, PlayerSnap, TicketSnap } from "../../net/snapshot.js";
import { cardStyle } from "../../ui/theme.js";

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
  tickets: TicketSnap[] | null;
  /** One meter per ticket in `tickets`, in the same order. */
  progress: TicketProgress[];
  /** Tickets offered to this seat, waiting for its choice (the destination modal shows them). */
  pending: TicketSnap[];
  /** How many of `pending` must be kept. */
  keepAtLeast: number;
}

/** A tooltip's lines; `ok` says whether its last line invites (green) or explains a refusal (red). */
export interface Tip { title: string; body: string; action: string; ok: boolean }

/** The presenter's input: the synced state, the rules' view of it and the seat (null for a spectator). */
export interface Seen { s: GameSnapshot; view: PlayerView | null; seat: number | null; spectator: boolean }

/** `tickerChars`: how long the ticker line may be (the panel's width decides). */
export function presentGame({ s, view, seat, spectator }: Seen, tickerChars = 100): GamePresentation {
  const me = seat !== null ? s.players[seat] : null;
  const pending = me?.pendingTickets ?? [];
  return {
    turn: turnLine(s, seat),
    myMove: seat !== null && s.currentPlayer === seat && s.phase === "playing",
    ticker: s.history.length ? `Last: ${tickerLine(s.history, tickerChars)}` : "",
    spectating: spectator ? spectatingLine(s) : "",
    hint: boardHint(s, seat),
    lastRound: s.lastRound && s.phase === "playing",
    claimable: view && !spectator ? claimableRoutes(view) : [],
    blocked: blockedTwins(s.routeOwners, s.players.length, seat),
    hand: me?.hand ?? null,
    tickets: me?.tickets ?? null,
    progress: me?.tickets && seat !== null ? ticketProgress(s.routeOwners, s.players.length, seat, me.tickets.map((t) => t.id)) : [],
    pending,
    keepAtLeast: pending.length ? minimumToKeep(s.phase === "choosingTickets" ? "choosingTickets" : "playing", pending.length) : 0,
  };
}

/** Why this seat cannot claim route `id` now, or null when it can. */
export function routeBlocker(view: PlayerView | null, spectator: boolean, id: number): string | null {
  if (spectator) return "spectators cannot claim routes";
  if (!view) return "the game is loading";
  return routeClaimBlocker(view, id);
}

/** A route's name and facts: "Boston – Montréal", "2 cars · gray (any one colour) · 2 points". */
export function describeRoute(id: number): { title: string; body: string } {
  const r = USA_MAP.routes[id];
  const a = USA_MAP.cities[r.a].name, b = USA_MAP.cities[r.b].name;
  const colour = r.color === "gray" ? "gray (any one colour)" : cardStyle(r.color).label.toLowerCase();
  const pts = routePoints(r.length);
  return { title: `${a} – ${b}`, body: `${r.length} car${r.length === 1 ? "" : "s"} · ${colour} · ${pts} point${pts === 1 ? "" : "s"}${r.double !== null ? " · double route" : ""}` };
}

export function routeTip({ s, view, spectator }: Seen, id: number): Tip {
  const { title, body } = describeRoute(id);
  const owner = s.routeOwners[id] ?? -1;
  const ownerLine = owner >= 0 ? `\nClaimed by ${s.players[owner]?.username ?? "?"}` : "";
  const why = routeBlocker(view, spectator, id);
  return { title, body: body + ownerLine, action: why ? `Cannot claim: ${why}` : "Click to claim this route", ok: !why };
}

/** The tooltip of a face-up slot (0–4) or the train deck (5). */
export function slotTip(s: GameSnapshot, view: PlayerView, loc: number): Tip {
  const color = loc < 5 ? s.faceUp[loc] : null;
  const title = loc === 5 ? "Train deck" : color ? `${cardStyle(color).label} card` : "Empty slot";
  const why = drawBlocker(s, view, loc);
  return { title, body: loc === 5 ? `${s.deckCount} cards, face down` : "Face-up card", action: why ? `Cannot draw: ${why}` : "Click to take it", ok: !why };
}

/** The map's indices of a ticket's two cities (for highlighting them). */
export function ticketCities(t: Pick<TicketSnap, "a" | "b">): number[] {
  return [t.a, t.b].map((name) => USA_MAP.cities.findIndex((c) => c.name === name)).filter((i) => i >= 0);
}

export function turnLine(s: GameSnapshot, seat: number | null): string {
  if (s.phase === "choosingTickets") return "Everybody chooses destination tickets…";
  if (s.phase === "ended") return "The game is over.";
  const cur = s.players[s.currentPlayer];
  if (seat !== null && s.currentPlayer === seat) {
    if (s.turnStage === "drewOneCard") return "Your turn — take one more train card";
    if (s.turnStage === "choosingTickets") return "Your turn — keep at least one ticket";
    return "Your turn!";
  }
  return cur ? `${cur.username}'s turn` : "";
}

/** A spectator's top-bar note: a delayed game's spectators are told how far behind they are (issue 14 item 5). */
export function spectatingLine(s: GameSnapshot | null): string {
  return s && s.spectatorDelay > 0 ? `Spectating — ${s.spectatorDelay} moves behind` : "Spectating — you cannot act";
}

export function boardHint(s: GameSnapshot, seat: number | null): string {
  if (seat === null) return "You are watching this game.";
  if (s.phase === "choosingTickets") return "Choose your destination tickets to begin.";
  if (s.currentPlayer !== seat) return `Waiting for ${s.players[s.currentPlayer]?.username ?? "the next player"}…`;
  if (s.turnStage === "drewOneCard") return "Take a second train card: the deck or a face-up card (not a locomotive).";
  if (s.turnStage === "choosingTickets") return "Keep at least one of the tickets you drew.";
  return "Your turn: take 2 train cards (a face-up locomotive counts as both), claim a route on the map, or draw destination tickets.";
}

/** Why the card at `location` (0–4 face-up, 5 deck) cannot be drawn now, or null when it can. */
export function drawBlocker(s: GameSnapshot, view: PlayerView, location: number): string | null {
  if (legalActionsFromView(view).some((c) => c.type === "drawTrainCard" && c.cardLocation === location)) return null;
  if (view.seat === null) return "spectators cannot draw";
  if (s.phase !== "playing") return "choose your destination tickets first";
  if (s.currentPlayer !== view.seat) return "not your turn";
  if (location < 5 && !s.faceUp[location]) return "this slot is empty";
  if (location === 5 && s.deckCount === 0) return "the deck is empty";
  if (s.turnStage === "drewOneCard" && s.faceUp[location] === "locomotive") return "a face-up locomotive cannot be your second card";
  if (s.turnStage === "choosingTickets") return "keep your destination tickets first";
  return "not possible right now";
}

/** The routes the view's seat can pay for right now (empty when it is not its turn to claim). */
export function claimableRoutes(view: PlayerView): number[] {
  return USA_MAP.routes.filter((r) => claimOptions(view, r.id).length > 0).map((r) => r.id);
}

/** Free routes a rule closes: the twin of a taken double with 2–3 players, or of one's own double. */
export function blockedTwins(routeOwners: readonly number[], playerCount: number, seat: number | null): number[] {
  return USA_MAP.routes
    .filter((r) => routeOwners[r.id] === -1 && twinRouteBlock(routeOwners, playerCount, seat ?? -2, r.id) !== null)
    .map((r) => r.id);
}

/** The top bar's one-line ticker: the newest history line, shortened to fit beside the turn line. */
export function tickerLine(history: readonly string[], max = 72): string {
  const last = history[history.length - 1] ?? "";
  return last.length > max ? `${last.slice(0, max - 1)}…` : last;
}

/** A player box's status line; a dropped person's seat counts down to the bot's takeover. */
export function seatStatus(p: Pick<PlayerSnap, "connected" | "takeoverAt" | "pendingTicketCount">, turn: boolean, phase: string, now: number): string {
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
