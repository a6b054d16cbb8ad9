// The one projection step: copies the rules state (the truth) and the seats into the synced schema tree.
// Runs after every change; it only assigns what differs so that patches stay small.
import type { ArraySchema } from "@colyseus/schema";
import { CARD_COLORS, USA_MAP, ticketCompleted, type GameState } from "../../../shared-rules/src/index.js";
import { PlayerSchema, RouteSchema, TicketCard, type PrivatePart, type TtrState } from "../schema/TtrState.js";
import type { GameSession } from "./GameSession.js";

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** Assigns only when the value changed (schema marks every assignment as a change). */
function put<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
  if (target[key] !== value) (target as Writable<T>)[key] = value;
}

function ticketCard(id: number, routes: readonly number[]): TicketCard {
  const ticket = USA_MAP.tickets[id];
  const card = new TicketCard();
  card.id = id;
  card.a = USA_MAP.cities[ticket.a].name;
  card.b = USA_MAP.cities[ticket.b].name;
  card.points = ticket.points;
  card.completed = ticketCompleted(routes, id);
  return card;
}

function syncTickets(list: ArraySchema<TicketCard>, ids: readonly number[], routes: readonly number[]): void {
  const same =
    list.length === ids.length &&
    ids.every((id, i) => list[i].id === id && list[i].completed === ticketCompleted(routes, id));
  if (same) return;
  list.clear();
  for (const id of ids) list.push(ticketCard(id, routes));
}

function syncPrivate(part: PrivatePart, rules: GameState | null, seat: number): void {
  const player = rules?.players[seat];
  for (const color of CARD_COLORS) put(part.hand, color, player?.hand[color] ?? 0);
  syncTickets(part.tickets, player?.tickets ?? [], player?.routes ?? []);
  syncTickets(part.pendingTickets, player?.pendingTickets ?? [], player?.routes ?? []);
}

function syncPlayers(state: TtrState, session: GameSession, isConnected: (seat: number) => boolean, takeoverAt: (seat: number) => number): void {
  const rules = session.rules;
  const seats = session.seats;
  while (state.players.length > seats.length) state.players.pop();
  while (state.players.length < seats.length) state.players.push(new PlayerSchema());
  seats.forEach((seat, i) => {
    const p = state.players[i];
    const rp = rules?.players[i];
    put(p, "userId", seat.userId === null ? "" : String(seat.userId));
    put(p, "username", seat.username);
    put(p, "color", seat.color);
    put(p, "isBot", seat.bot !== null);
    put(p, "connected", isConnected(i));
    put(p, "takeoverAt", takeoverAt(i));
    const finalScore = rules?.result?.scores[i];
    put(p, "points", finalScore ? finalScore.total : (rp?.routePoints ?? 0));
    put(p, "trainsLeft", rp?.trainsLeft ?? USA_MAP.trainsPerPlayer);
    put(p, "handCount", rp ? CARD_COLORS.reduce((n, c) => n + rp.hand[c], 0) : 0);
    put(p, "ticketCount", rp?.tickets.length ?? 0);
    put(p, "pendingTicketCount", rp?.pendingTickets.length ?? 0);
    syncPrivate(p.private, rules, i);
  });
}

function syncBoard(state: TtrState, rules: GameState | null): void {
  if (state.routes.length !== USA_MAP.routes.length) {
    state.routes.clear();
    for (let i = 0; i < USA_MAP.routes.length; i++) state.routes.push(new RouteSchema());
  }
  USA_MAP.routes.forEach((_, i) => put(state.routes[i], "owner", rules?.routeOwners[i] ?? -1));
  const faceUp = rules?.faceUp ?? [];
  while (state.faceUp.length < USA_MAP.faceUpCount) state.faceUp.push("");
  for (let i = 0; i < USA_MAP.faceUpCount; i++) {
    const color = faceUp[i] ?? "";
    if (state.faceUp[i] !== color) state.faceUp[i] = color;
  }
  put(state, "deckCount", rules?.trainDeck.length ?? 0);
  put(state, "discardCount", rules?.trainDiscard.length ?? 0);
  put(state, "ticketDeckCount", rules?.ticketDeck.length ?? USA_MAP.tickets.length);
}

export function project(
  state: TtrState,
  session: GameSession,
  isConnected: (seat: number) => boolean,
  spectators: number,
  takeoverAt: (seat: number) => number = () => 0,
): void {
  const rules = session.rules;
  put(state, "phase", rules ? rules.phase : session.record.status === "ended" ? "ended" : "waiting");
  put(state, "gameName", session.record.gameName);
  put(state, "host", session.hostName());
  syncPlayers(state, session, isConnected, takeoverAt);
  syncBoard(state, rules);
  put(state, "currentPlayer", rules ? rules.currentPlayer : -1);
  put(state, "turnStage", rules?.turnStage ?? "start");
  put(state, "lastRound", (rules?.lastRoundTriggeredBy ?? -1) >= 0);
  put(state, "cardsDrawnThisTurn", rules?.turnStage === "drewOneCard" ? 1 : 0);
  put(state, "stateVersion", session.version);
  put(state, "spectatorCount", Math.min(spectators, 255));
}
