// The one projection step: copies the rules' views (the truth, with privacy decided by playerView) and the seats
// into the synced schema tree. The spectator's view fills what everybody sees; each seat's own view fills its
// @view()-private part. Runs after every change and only assigns what differs, so that patches stay small.
// It runs once per command for every room, so what it compares is kept cheap: a player's box is skipped whole when
// what it is written from did not change (most players, most commands), and the lists are compared against plain
// copies of what was last written (reading schema fields goes through accessors).
import type { ArraySchema } from "@colyseus/schema";
import { CARD_COLORS, mapOf, ownPart, playerView, type GameMap, type GameResult, type PendingTunnel, type PlayerState, type PlayerView } from "../../../shared-rules/src/index.js";
import { PlayerSchema, PrivatePart, RatingChangeSchema, ResultSchema, ScoreSchema, TunnelSchema, type TtrState } from "../schema/TtrState.js";
import { type GameRecord } from "../domain/records.js";
import type { Game } from "../game/Game.js";

/** What the projection reads of a game: the live Game, or a delayed spectators' mirror of it. */
export type ProjectedGame = Pick<Game, "rules" | "seats" | "hostName" | "version"> & {
  readonly record: Pick<GameRecord, "status" | "gameName" | "ratingChanges" | "map" | "variant" | "lesson">;
};

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** Assigns only when the value changed (schema marks every assignment as a change). */
function put<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
  if (target[key] !== value) (target as Writable<T>)[key] = value;
}

/** What each plain list last received: compared instead of the schema list (its reads go through accessors). */
const writtenLists = new WeakMap<ArraySchema<unknown>, unknown[]>();

/** Makes a schema list equal `values`, touching only the entries that differ. */
function syncList<T>(list: ArraySchema<T>, values: readonly T[]): void {
  const written = writtenLists.get(list as ArraySchema<unknown>);
  if (written && written.length === values.length && written.every((v, i) => v === values[i])) return;
  while (list.length > values.length) list.pop();
  values.forEach((v, i) => {
    if (i >= list.length) list.push(v);
    else if (list[i] !== v) list[i] = v;
  });
  // Copied into the last copy's array (a new one would live until the list's next change, past a young GC).
  if (written) {
    written.length = values.length;
    for (let i = 0; i < values.length; i++) written[i] = values[i];
  } else {
    writtenLists.set(list as ArraySchema<unknown>, values.slice());
  }
}

/** The seat's private part, from what only that seat may see (empty before the game starts). */
function syncPrivate(part: PrivatePart, seat: number, me: PlayerView["me"]): void {
  put(part, "seat", seat);
  for (const color of CARD_COLORS) put(part, color, me?.hand[color] ?? 0);
  syncList(part.tickets, me?.tickets ?? []);
  syncList(part.pendingTickets, me?.pendingTickets ?? []);
}

/**
 * Everything a player's box is written from. A command changes one player of the rules state at most, and the rules
 * give a player a new object only when they change it (draftOf; ownedDraftOf when the state is written in place), so
 * an unchanged rules player object means unchanged numbers, routes, hand and tickets: a box whose inputs are all the
 * same as last time is not read or written at all.
 */
interface PlayerInputs {
  seat: number;
  rules: PlayerState | null;
  userId: number | null;
  username: string;
  color: string;
  isBot: boolean;
  connected: boolean;
  takeoverAt: number;
  result: GameResult | null;
}

const writtenPlayers = new WeakMap<PlayerSchema, PlayerInputs>();

/**
 * Records `inputs` as what `player` was written from; answers whether they differ from last time. The record is
 * updated in place: a new one kept per player and command would live until the room's next command, past a
 * young-generation GC (bench/churn-heap.ts), where `inputs` itself dies young.
 */
function inputsChanged(player: PlayerSchema, inputs: PlayerInputs): boolean {
  const last = writtenPlayers.get(player);
  if (!last) {
    writtenPlayers.set(player, { ...inputs });
    return true;
  }
  let changed = false;
  for (const key in inputs) if (last[key as keyof PlayerInputs] !== inputs[key as keyof PlayerInputs]) changed = true;
  if (changed) Object.assign(last, inputs);
  return changed;
}

function syncPlayers(state: TtrState, game: ProjectedGame, map: GameMap, isConnected: (seat: number) => boolean, shared: PlayerView | null, takeoverAt: (seat: number) => number): void {
  const seats = game.seats;
  const rules = game.rules;
  while (state.players.length > seats.length) state.players.pop();
  while (state.players.length < seats.length) {
    const player = new PlayerSchema();
    player.private = new PrivatePart();
    state.players.push(player);
  }
  seats.forEach((seat, i) => {
    const p = state.players[i];
    const inputs: PlayerInputs = {
      seat: i,
      rules: rules?.players[i] ?? null,
      userId: seat.userId,
      username: seat.username,
      color: seat.color,
      isBot: seat.bot !== null,
      connected: isConnected(i),
      takeoverAt: takeoverAt(i),
      result: shared?.result ?? null,
    };
    if (!inputsChanged(p, inputs)) return;
    const pv = shared?.players[i];
    put(p, "userId", seat.userId === null ? "" : String(seat.userId));
    put(p, "username", seat.username);
    put(p, "color", seat.color);
    put(p, "isBot", inputs.isBot);
    put(p, "connected", inputs.connected);
    put(p, "takeoverAt", inputs.takeoverAt);
    const finalScore = shared?.result?.scores[i];
    put(p, "points", finalScore ? finalScore.total : (pv?.routePoints ?? 0));
    put(p, "routePoints", pv?.routePoints ?? 0);
    put(p, "trainsLeft", pv?.trainsLeft ?? map.trainsPerPlayer);
    put(p, "handCount", pv?.handCount ?? 0);
    put(p, "ticketCount", pv?.ticketCount ?? 0);
    put(p, "pendingTicketCount", pv?.pendingTicketCount ?? 0);
    syncList(p.routes, pv?.routes ?? []);
    // a map without stations keeps -1 and an empty list (the wire contract's "absent")
    if (map.stations.perPlayer > 0) {
      put(p, "stationsLeft", pv?.stationsLeft ?? map.stations.perPlayer);
      syncList(p.stations, pv?.stations ?? []);
    }
    if (p.private) syncPrivate(p.private, i, rules ? ownPart(rules, i) : null);
  });
}

/** The route owners each state's board last received (a plain copy: comparing it is cheaper than reading 100 schemas). */
const writtenOwners = new WeakMap<TtrState, number[]>();

function syncBoard(state: TtrState, map: GameMap, shared: PlayerView | null): void {
  let written = writtenOwners.get(state);
  if (!written || state.routeOwners.length !== map.routes.length) {
    state.routeOwners.clear();
    for (let i = 0; i < map.routes.length; i++) state.routeOwners.push(-1);
    written = map.routes.map(() => -1);
    writtenOwners.set(state, written);
  }
  for (let i = 0; i < written.length; i++) {
    const owner = shared?.routeOwners[i] ?? -1;
    if (written[i] !== owner) {
      state.routeOwners[i] = owner;
      written[i] = owner;
    }
  }
  const faceUp = shared?.faceUp ?? [];
  const cards: string[] = [];
  for (let i = 0; i < map.faceUpCount; i++) cards.push(faceUp[i] ?? "");
  syncList(state.faceUp, cards);
  put(state, "deckCount", shared?.trainDeckCount ?? 0);
  put(state, "discardCount", shared?.trainDiscardCount ?? 0);
  put(state, "ticketDeckCount", shared?.ticketDeckCount ?? map.tickets.length);
  if (map.stations.perPlayer > 0) syncList(state.stationOwners, shared?.stationOwners ?? map.cities.map(() => -1));
  if (map.tunnelRevealCount > 0) syncTunnel(state, shared?.tunnel ?? null);
}

/** The pending tunnel, public to all (routeIndex -1 when none): one object kept for the game, only its fields change. */
function syncTunnel(state: TtrState, tunnel: PendingTunnel | null): void {
  if (!state.tunnel) state.tunnel = new TunnelSchema();
  const t = state.tunnel;
  put(t, "routeIndex", tunnel ? tunnel.routeIndex : -1);
  if (tunnel) {
    put(t, "trainColor", tunnel.trainColor);
    put(t, "numberOfWilds", tunnel.numberOfWilds);
  }
  put(t, "extra", tunnel?.extra ?? 0);
  syncList(t.revealed, tunnel?.revealed ?? []);
}

function resultSchema(result: GameResult): ResultSchema {
  const out = new ResultSchema();
  for (const s of result.scores) {
    const score = new ScoreSchema();
    score.playerIndex = s.playerIndex;
    score.routePoints = s.routePoints;
    score.ticketsWon.push(...s.ticketsWon);
    score.ticketsLost.push(...s.ticketsLost);
    score.ticketPoints = s.ticketPoints;
    score.longestPath = s.longestPath;
    score.longestPathBonus = s.longestPathBonus;
    score.longestRouteRecipient = s.longestRouteRecipient;
    score.longestPathRoutes.push(...s.longestPathRoutes);
    score.total = s.total;
    if (s.stationPoints !== undefined) score.stationPoints = s.stationPoints;
    if (s.mountainPoints !== undefined) score.mountainPoints = s.mountainPoints;
    if (s.networkCities !== undefined) score.networkCities = s.networkCities;
    for (const use of s.stationRoutes ?? []) {
      score.stationCities.push(use.cityIndex);
      score.stationRouteIndexes.push(use.routeIndex ?? -1);
    }
    for (const b of s.endBonuses ?? []) {
      score.endBonusKinds.push(b.kind);
      score.endBonusPoints.push(b.points);
    }
    for (const c of s.countryTickets ?? []) {
      score.countryTicketIds.push(c.ticketId);
      score.countryTicketTo.push(c.to ?? -1);
      score.countryTicketPoints.push(c.points);
    }
    for (const t of s.grandTours ?? []) {
      score.grandTourTickets.push(t.ticketId);
      score.grandTourRouteCounts.push(t.routes.length);
      score.grandTourRoutes.push(...t.routes);
    }
    out.scores.push(score);
  }
  out.ranking.push(...result.ranking);
  return out;
}

export function project(
  state: TtrState,
  game: ProjectedGame,
  isConnected: (seat: number) => boolean,
  spectators: number,
  takeoverAt: (seat: number) => number = () => 0,
): void {
  const rules = game.rules;
  // What every client may see: the spectator's view. Each seat's own view adds its private part.
  const shared = rules ? playerView(rules, null) : null;
  const map = rules ? mapOf(rules) : mapOf(game.record);
  put(state, "map", map.id);
  put(state, "variant", map.variant ?? "");
  put(state, "lesson", game.record.lesson ?? "");
  put(state, "phase", shared ? shared.phase : game.record.status === "ended" ? "ended" : "waiting");
  put(state, "gameName", game.record.gameName);
  put(state, "host", game.hostName());
  syncPlayers(state, game, map, isConnected, shared, takeoverAt);
  syncBoard(state, map, shared);
  put(state, "currentPlayer", shared ? shared.currentPlayer : -1);
  put(state, "turnStage", shared?.turnStage ?? "start");
  put(state, "turnNumber", shared?.turnNumber ?? 0);
  put(state, "lastRoundTriggeredBy", shared?.lastRoundTriggeredBy ?? -1);
  put(state, "turnsLeft", shared?.turnsLeft ?? -1);
  if (shared?.result && !state.result) state.result = resultSchema(shared.result);
  // Written once, when the ratings have settled the ended game (a moment after its end; never changes after).
  const ratingChanges = game.record.ratingChanges ?? [];
  if (state.ratingChanges.length === 0 && ratingChanges.length > 0) {
    for (const change of ratingChanges) state.ratingChanges.push(Object.assign(new RatingChangeSchema(), change));
  }
  put(state, "stateVersion", game.version);
  put(state, "spectatorCount", Math.min(spectators, 255));
}
