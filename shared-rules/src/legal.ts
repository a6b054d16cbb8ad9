// The one legal-move list that feeds bots, client hints, the load generator and the fuzz tests. It works from a
// PlayerView alone (a bot or a browser only ever holds its own view); legalActions(state, p) goes through the view.
import { DECK_LOCATION, type Command, type GameState, type PlayerView } from "./types.js";
import { USA_MAP } from "./map.js";
import { cardsShort, payableOptions, type ClaimOption } from "./payment.js";
import { twinRouteBlock } from "./state.js";
import { minimumToKeep } from "./commands/destinations.js";
import { playerView } from "./view.js";

export type { ClaimOption } from "./payment.js";

/** Every subset of 0..n-1 with at least `min` members, smaller subsets first. */
function subsetsOfAtLeast(n: number, min: number): number[][] {
  const out: number[][] = [];
  for (let mask = 1; mask < 1 << n; mask++) {
    const subset: number[] = [];
    for (let i = 0; i < n; i++) if (mask & (1 << i)) subset.push(i);
    if (subset.length >= min) out.push(subset);
  }
  return out.sort((a, b) => a.length - b.length);
}

/** Why the seat cannot claim this route because of the turn or the board (not its cards), or null. */
function boardBlocker(view: PlayerView, routeIndex: number): string | null {
  if (view.phase === "ended") return "the game is over";
  if (view.phase === "choosingTickets") return "choose your destination tickets first";
  if (view.seat === null || view.seat !== view.currentPlayer) return "not your turn";
  if (view.turnStage === "drewOneCard") return "finish drawing your train cards first";
  if (view.turnStage === "choosingTickets") return "choose your destination tickets first";
  const route = Number.isInteger(routeIndex) ? USA_MAP.routes[routeIndex] : undefined;
  if (!route) return "no such route";
  if (view.routeOwners[routeIndex] !== -1) return "already claimed";
  const twin = twinRouteBlock(view.routeOwners, view.players.length, view.seat, routeIndex);
  if (twin === "ownTwin") return "you own the other route of this double";
  if (twin === "twinLocked") return "the other route of this double is taken (only one may be claimed with 2–3 players)";
  const trains = view.players[view.seat].trainsLeft;
  if (trains < route.length) return `too few trains (${trains} left, the route needs ${route.length})`;
  return null;
}

/** A short sentence saying why the seat cannot claim this route right now, or null when it can. */
export function routeClaimBlocker(view: PlayerView, routeIndex: number): string | null {
  const blocker = boardBlocker(view, routeIndex);
  if (blocker !== null || !view.me) return blocker;
  const short = cardsShort(USA_MAP.routes[routeIndex], view.me.hand);
  return short > 0 ? `short ${short} card${short === 1 ? "" : "s"}` : null;
}

/** Every colour/wild split the seat can pay this route with right now ([] when it cannot claim it). */
export function claimOptions(view: PlayerView, routeIndex: number): ClaimOption[] {
  if (boardBlocker(view, routeIndex) !== null || !view.me) return [];
  return payableOptions(USA_MAP.routes[routeIndex], view.me.hand);
}

function drawActions(view: PlayerView, secondCard: boolean): Command[] {
  const out: Command[] = [];
  view.faceUp.forEach((card, slot) => {
    if (card !== null && !(secondCard && card === "locomotive")) out.push({ type: "drawTrainCard", cardLocation: slot });
  });
  if (view.trainDeckCount + view.trainDiscardCount > 0) out.push({ type: "drawTrainCard", cardLocation: DECK_LOCATION });
  return out;
}

/** Every legal command for the view's seat; `pass` appears only when nothing else is legal on the seat's turn. */
export function legalActionsFromView(view: PlayerView): Command[] {
  const me = view.me;
  if (view.seat === null || me === null || view.phase === "ended") return [];
  const selections = (): Command[] =>
    subsetsOfAtLeast(me.pendingTickets.length, minimumToKeep(view.phase, me.pendingTickets.length)).map((s) => ({
      type: "selectDestinations",
      destinationsSelected: s,
    }));
  if (view.phase === "choosingTickets") return me.pendingTickets.length > 0 ? selections() : [];
  if (view.seat !== view.currentPlayer) return [];
  if (view.turnStage === "choosingTickets") return selections();
  if (view.turnStage === "drewOneCard") return drawActions(view, true);

  const actions = drawActions(view, false);
  if (view.ticketDeckCount > 0) actions.push({ type: "getDestinations" });
  for (let routeIndex = 0; routeIndex < USA_MAP.routes.length; routeIndex++) {
    for (const o of claimOptions(view, routeIndex)) actions.push({ type: "buyRoute", routeIndex, ...o });
  }
  if (actions.length === 0) actions.push({ type: "pass" });
  return actions;
}

export function legalActions(state: GameState, player: number): Command[] {
  return legalActionsFromView(playerView(state, player));
}
