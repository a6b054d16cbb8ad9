// What the game view says to the player: the top-bar turn line, the Board tab's hint, and why a card cannot be
// drawn. Pure functions of the synced state and the rules' legal-move list (tested without a browser).
import { USA_MAP, claimOptions, legalActionsFromView, twinRouteBlock, type PlayerView } from "../rules.js";
import type { GameSnapshot, PlayerSnap } from "../net/snapshot.js";

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
