// Test kit: building games and states directly for edge cases, applying commands with checks, and playing random
// legal games. Shared by the table-driven tests, the property tests and the benchmark.
import assert from "node:assert/strict";
import fc from "fast-check";
import {
  USA_MAP,
  mapById,
  applyCommand,
  cityIndex,
  legalActions,
  newGame,
  type CardColor,
  type Command,
  type GameEvent,
  type GameState,
  type GameMap,
  type Hand,
  type MapId,
  type PlayerColor,
  type RouteColor,
  type RulesErrorCode,
} from "../src/index.js";

export const SEAT_COLORS: PlayerColor[] = ["red", "blue", "green", "yellow", "black"];

export function hand(cards: Partial<Hand> = {}): Hand {
  return { red: 0, orange: 0, yellow: 0, green: 0, blue: 0, purple: 0, black: 0, white: 0, locomotive: 0, ...cards };
}

/** Id of the route between two named cities (of the given colour when it is a double), on the USA unless told. */
export function routeId(a: string, b: string, color?: RouteColor, mapId: MapId = "usa"): number {
  const map = mapById(mapId);
  const [x, y] = [cityIndex(a, map), cityIndex(b, map)];
  assert.ok(x >= 0 && y >= 0, `unknown city in ${a}–${b}`);
  const found = map.routes.filter(
    (r) => ((r.a === x && r.b === y) || (r.a === y && r.b === x)) && (color === undefined || r.color === color),
  );
  assert.equal(found.length, 1, `expected one route ${a}–${b} ${color ?? ""}, found ${found.length}`);
  return found[0].id;
}

export function ticketId(a: string, b: string, mapId: MapId = "usa"): number {
  const map = mapById(mapId);
  const [x, y] = [cityIndex(a, map), cityIndex(b, map)];
  const t = map.tickets.find((t) => (t.a === x && t.b === y) || (t.a === y && t.b === x));
  assert.ok(t, `no ticket ${a}–${b}`);
  return t.id;
}

/** A fresh game in the opening ticket choice. */
export function opening(players = 2, seed = 1, map: MapId = "usa"): GameState {
  const r = newGame({ seed, colors: SEAT_COLORS.slice(0, players), ...(map === "usa" ? {} : { map }) });
  if (!r.ok) throw new Error(r.error.code);
  return r.state;
}

/** A game in play: every player kept all its opening tickets (three on the USA, four on Europe). */
export function started(players = 2, seed = 1, map: MapId = "usa"): GameState {
  let s = opening(players, seed, map);
  for (let p = 0; p < players; p++) {
    const all = s.players[p].pendingTickets.map((_, i) => i);
    s = ok(s, p, { type: "selectDestinations", destinationsSelected: all }).state;
  }
  assert.equal(s.phase, "playing");
  return s;
}

/**
 * A game in play at the start of `player`'s turn, with the given hand and trains for that player, an ample
 * deck and no tickets held (so scoring-related events are predictable). Train cards stay accounted for:
 * the cards given are taken from the deck, or the deck is topped up when it lacks them.
 */
export function turnOf(
  player: number,
  opts: { players?: number; hand?: Partial<Hand>; trainsLeft?: number; seed?: number; map?: MapId } = {},
): GameState {
  const s = structuredClone(started(opts.players ?? 2, opts.seed ?? 1, opts.map ?? "usa"));
  s.currentPlayer = player;
  s.turnStage = "start";
  const map = mapById(s.map);
  for (const p of s.players) {
    // Long tickets (Europe) never go back into the deck: they leave the game.
    s.ticketDeck.push(...p.tickets.filter((t) => map.tickets[t].kind !== "long"));
    const long = p.tickets.filter((t) => map.tickets[t].kind === "long");
    if (long.length > 0) s.ticketsOutOfGame = [...(s.ticketsOutOfGame ?? []), ...long];
    p.tickets = [];
  }
  const me = s.players[player];
  for (const [c, n] of Object.entries(me.hand) as [CardColor, number][]) for (let i = 0; i < n; i++) s.trainDeck.push(c);
  me.hand = hand(opts.hand);
  for (const [c, n] of Object.entries(me.hand) as [CardColor, number][]) {
    for (let i = 0; i < n; i++) {
      const at = s.trainDeck.lastIndexOf(c);
      if (at >= 0) s.trainDeck.splice(at, 1);
      else {
        // Not in the deck: take it from another player's hand or the face-up row so the total stays 110.
        // (The discard is empty this early in a game.)
        const other = s.players.find((q, i) => i !== player && q.hand[c] > 0);
        if (other) other.hand[c]--;
        else {
          const slot = s.faceUp.indexOf(c);
          assert.ok(slot >= 0, `no ${c} card left to give`);
          s.faceUp[slot] = s.trainDeck.pop() ?? null;
        }
      }
    }
  }
  if (opts.trainsLeft !== undefined) me.trainsLeft = opts.trainsLeft;
  return s;
}

/**
 * Puts these cards on top of the deck, `top[0]` the first to be drawn, taking each from the deck (or, when the deck
 * lacks it, from the discard or the face-up row, refilled from the deck) so that the total stays 110.
 */
export function stackDeck(s: GameState, top: CardColor[]): GameState {
  const t = structuredClone(s);
  for (const [stacked, card] of [...top].reverse().entries()) {
    // only below the cards already stacked
    const below = t.trainDeck.length - 1 - stacked;
    const at = below < 0 ? -1 : t.trainDeck.lastIndexOf(card, below);
    if (at >= 0) t.trainDeck.splice(at, 1);
    else {
      const slot = t.faceUp.indexOf(card);
      assert.ok(slot >= 0, `no ${card} card left to stack`);
      t.faceUp[slot] = t.trainDeck.shift() ?? null;
    }
    t.trainDeck.push(card);
  }
  return t;
}

/** Gives routes to a player directly (spending trains and scoring them), for scoring and end-game tests. */
export function giveRoutes(s: GameState, player: number, routeIds: number[]): GameState {
  const t = structuredClone(s);
  const map = mapById(s.map);
  for (const id of routeIds) {
    const r = map.routes[id];
    t.routeOwners[id] = player;
    t.players[player].routes.push(id);
    t.players[player].trainsLeft -= r.length;
    t.players[player].routePoints += map.routeScoring[r.length];
  }
  return t;
}

/** Applies a command that must succeed; the input state must be left exactly as it was. */
export function ok(state: GameState, player: number, command: Command): { state: GameState; events: GameEvent[] } {
  const before = JSON.stringify(state);
  const r = applyCommand(state, player, command);
  assert.equal(JSON.stringify(state), before, "applyCommand mutated its input");
  if (!r.ok) assert.fail(`expected ${JSON.stringify(command)} by ${player} to succeed, got "${r.error.code}"`);
  return { state: r.state, events: r.events };
}

/** Applies a command that must fail with exactly the error `code`, leaving the input state untouched. */
export function rejects(state: GameState, player: number, command: Command, code: RulesErrorCode): void {
  const before = JSON.stringify(state);
  const r = applyCommand(state, player, command);
  assert.equal(JSON.stringify(state), before, "applyCommand mutated its input");
  assert.equal(r.ok, false, `expected ${JSON.stringify(command)} to fail with "${code}"`);
  if (!r.ok) assert.equal(r.error.code, code);
}

/** The cards of a pending tunnel: laid on the table plus turned from the deck (0 when none is pending). */
export function tunnelCardCount(s: GameState): number {
  const t = s.tunnel;
  if (!t) return 0;
  return mapById(s.map).routes[t.routeIndex].length + t.revealed.length;
}

/** Total train cards in the game (decks, face-up row, hands, a pending tunnel's table): always 110. */
export function cardCount(s: GameState): number {
  const inHands = s.players.reduce((n, p) => n + Object.values(p.hand).reduce((a, b) => a + b, 0), 0);
  return s.trainDeck.length + s.trainDiscard.length + s.faceUp.filter((c) => c !== null).length + inHands + tunnelCardCount(s);
}

/** The seat that should act now: the current player, or in the opening anyone still choosing. */
export function actingSeat(s: GameState): number {
  if (s.phase === "choosingTickets") return s.players.findIndex((p) => p.pendingTickets.length > 0);
  return s.currentPlayer;
}

/** A small seeded LCG for picking moves in tests (the rules' own PRNG is not for tests to drive). */
export function picker(seed: number): (n: number) => number {
  let x = (seed >>> 0) || 1;
  return (n) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

/**
 * How a random player picks among the legal actions: `uniform` over all of them (claims dominate, since every
 * colour/wild split is listed), or `byType` (first a command type, then one of its actions: more card and ticket
 * draws, so decks run out and reshuffle).
 */
export type RandomStyle = "uniform" | "byType";

/** fast-check's inputs for one random game, to spread into fc.property: a seed, 2–5 players, a RandomStyle. */
export const RANDOM_GAME_INPUTS = [
  fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  fc.integer({ min: 2, max: 5 }),
  fc.constantFrom<RandomStyle>("uniform", "byType"),
] as const;

function chooser(seed: number, style: RandomStyle): (actions: Command[]) => Command {
  const pick = picker(seed);
  return (actions) => {
    if (style === "uniform") return actions[pick(actions.length)];
    const types = [...new Set(actions.map((a) => a.type))];
    const type = types[pick(types.length)];
    const ofType = actions.filter((a) => a.type === type);
    return ofType[pick(ofType.length)];
  };
}

/** Plays a whole random legal game; `each` sees every step. Returns the final state and the command log. */
export function playRandomGame(
  seed: number,
  players: number,
  each?: (before: GameState, player: number, command: Command, after: GameState, events: GameEvent[]) => void,
  style: RandomStyle = "uniform",
  maxActions = 20_000,
  map: MapId = "usa",
): { state: GameState; log: { player: number; command: Command }[] } {
  const choose = chooser(seed * 31 + players, style);
  const r = newGame({ seed, colors: SEAT_COLORS.slice(0, players), ...(map === "usa" ? {} : { map }) });
  if (!r.ok) throw new Error(r.error.code);
  let s = r.state;
  const log: { player: number; command: Command }[] = [];
  while (s.phase !== "ended") {
    if (log.length >= maxActions) throw new Error(`game ${seed}/${players} did not end within ${maxActions} actions`);
    const p = actingSeat(s);
    const actions = legalActions(s, p);
    assert.ok(actions.length > 0, "a seat that must act has no legal action");
    const command = choose(actions);
    const next = applyCommand(s, p, command);
    if (!next.ok) throw new Error(`legal action ${JSON.stringify(command)} rejected: ${next.error.code}`);
    each?.(s, p, command, next.state, next.events);
    log.push({ player: p, command });
    s = next.state;
  }
  return { state: s, log };
}

/**
 * The adversarial networks that the longest-trail tests check and the rules benchmark times: spends 45 trains
 * around city `start`, always taking the shortest route touching the network so far (preferring one
 * that closes a loop), optionally allowing both routes of a double (not legal in a game, but denser).
 */
export function greedyCluster(start: number, twins: boolean, map: GameMap = USA_MAP): number[] {
  const cities = new Set([start]);
  const owned: number[] = [];
  let trains = map.trainsPerPlayer;
  for (;;) {
    const candidates = map.routes.filter(
      (r) =>
        !owned.includes(r.id) &&
        (cities.has(r.a) || cities.has(r.b)) &&
        r.length <= trains &&
        (twins || r.double === null || !owned.includes(r.double)),
    );
    if (candidates.length === 0) return owned;
    const closes = (r: (typeof candidates)[number]) => Number(cities.has(r.a) && cities.has(r.b));
    candidates.sort((x, y) => x.length - y.length || closes(y) - closes(x) || x.id - y.id);
    const r = candidates[0];
    owned.push(r.id);
    trains -= r.length;
    cities.add(r.a).add(r.b);
  }
}
