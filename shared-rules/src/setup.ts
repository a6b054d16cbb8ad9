// Setting up a game: validate the seats, shuffle the train cards and tickets with the seeded PRNG, deal hands,
// the face-up row and the opening ticket offers, and draw the first player. Players then choose tickets at once.
// On a map with long tickets (Europe) each offer is one long ticket and the regular ones; the long tickets not dealt
// leave the game unseen. Maps with stations and tunnels get their state fields; a USA state has none of them.
import { CARD_COLORS, PLAYER_COLORS, type ApplyResult, type CardColor, type GameEvent, type GameState, type NewGameOptions } from "./types.js";
import { ERR, type RulesErrorCode } from "./errors.js";
import { isMapId } from "./map.js";
import { isVariantOf, mapWithVariant } from "./variants.js";
import { isSeed, randomInt, rngStateFromSeed, shuffleInPlace } from "./rng.js";
import { emptyHand } from "./state.js";
import { resetFaceUpWhileTooManyLocomotives, takeFromDeck } from "./trainCards.js";

function fail(code: RulesErrorCode): ApplyResult {
  return { ok: false, error: { code } };
}

export function newGame(options: NewGameOptions): ApplyResult {
  const { seed, colors, map: mapId, variant } = options ?? ({} as NewGameOptions);
  if (!isSeed(seed) || !Array.isArray(colors)) return fail(ERR.invalidInput);
  if (mapId !== undefined && !isMapId(mapId)) return fail(ERR.unknownMap);
  if (variant !== undefined && !isVariantOf(mapId ?? "usa", variant)) return fail(ERR.unknownVariant);
  const map = mapWithVariant(mapId ?? "usa", variant);
  const trains = options.trainsPerPlayer ?? map.trainsPerPlayer;
  if (!Number.isInteger(trains) || trains < 1 || trains > map.trainsPerPlayer) return fail(ERR.invalidInput);
  if (colors.length < map.minPlayers) return fail(ERR.insufficientPlayers);
  if (colors.length > map.maxPlayers) return fail(ERR.tooManyPlayers);
  if (!colors.every((c) => (PLAYER_COLORS as readonly string[]).includes(c))) return fail(ERR.invalidInput);
  if (new Set(colors).size !== colors.length) return fail(ERR.duplicateColor);

  const trainDeck: CardColor[] = [];
  for (const color of CARD_COLORS) for (let i = 0; i < map.trainCards[color]; i++) trainDeck.push(color);
  // Every ticket but the long ones (regular and country tickets) is shuffled into the deck.
  const ticketDeck = map.tickets.filter((t) => t.kind !== "long").map((t) => t.id);
  const longTickets = map.tickets.filter((t) => t.kind === "long").map((t) => t.id);
  let rng = rngStateFromSeed(seed);
  rng = shuffleInPlace(trainDeck, rng);
  rng = shuffleInPlace(ticketDeck, rng);
  // Only a map with long tickets draws for them: the USA's PRNG sequence stays what it always was.
  if (longTickets.length > 0) rng = shuffleInPlace(longTickets, rng);
  const first = randomInt(rng, 0, colors.length - 1);
  const stations = map.stations.perPlayer > 0;

  const state: GameState = {
    map: map.id,
    ...(variant !== undefined ? { variant } : {}),
    seed,
    rng: first.rng,
    phase: "choosingTickets",
    players: colors.map((color) => ({
      color,
      trainsLeft: trains,
      hand: emptyHand(),
      tickets: [],
      pendingTickets: [],
      routes: [],
      routePoints: 0,
      ...(stations ? { stationsLeft: map.stations.perPlayer, stations: [] } : {}),
    })),
    trainDeck,
    trainDiscard: [],
    faceUp: [],
    ticketDeck,
    routeOwners: map.routes.map(() => -1),
    currentPlayer: first.value,
    turnStage: "start",
    turnNumber: 0,
    lastRoundTriggeredBy: -1,
    turnsLeft: -1,
    result: null,
    consecutivePasses: 0,
    ...(stations ? { stationOwners: map.cities.map(() => -1) } : {}),
    ...(map.tunnelRevealCount > 0 ? { tunnel: null } : {}),
  };

  const events: GameEvent[] = [];
  for (const p of state.players) {
    for (let i = 0; i < map.initialTrainCards; i++) {
      const card = takeFromDeck(state, events);
      if (card !== null) p.hand[card]++;
    }
  }
  for (let slot = 0; slot < map.faceUpCount; slot++) state.faceUp.push(takeFromDeck(state, events));
  resetFaceUpWhileTooManyLocomotives(state, events);
  state.players.forEach((p, player) => {
    const long = longTickets.splice(0, map.initialTickets.long);
    p.pendingTickets = [...long, ...state.ticketDeck.splice(0, map.initialTickets.deal)];
    events.push({ type: "ticketsOffered", player, count: p.pendingTickets.length, ticketIds: p.pendingTickets.slice() });
  });
  if (map.initialTickets.long > 0) state.ticketsOutOfGame = longTickets;
  return { ok: true, state, events };
}
