// Setting up a game: validate the seats, shuffle the train cards and tickets with the seeded PRNG, deal hands,
// the face-up row and the opening ticket offers, and draw the first player. Players then choose tickets at once.
import { CARD_COLORS, PLAYER_COLORS, type ApplyResult, type CardColor, type GameEvent, type GameState, type NewGameOptions } from "./types.js";
import { ERR, type RulesErrorCode } from "./errors.js";
import { USA_MAP } from "./map.js";
import { isSeed, randomInt, rngStateFromSeed, shuffleInPlace } from "./rng.js";
import { emptyHand } from "./state.js";
import { resetFaceUpWhileTooManyLocomotives, takeFromDeck } from "./trainCards.js";

function fail(code: RulesErrorCode): ApplyResult {
  return { ok: false, error: { code } };
}

export function newGame(options: NewGameOptions): ApplyResult {
  const { seed, colors } = options ?? ({} as NewGameOptions);
  if (!isSeed(seed) || !Array.isArray(colors)) return fail(ERR.invalidInput);
  if (colors.length < USA_MAP.minPlayers) return fail(ERR.insufficientPlayers);
  if (colors.length > USA_MAP.maxPlayers) return fail(ERR.tooManyPlayers);
  if (!colors.every((c) => (PLAYER_COLORS as readonly string[]).includes(c))) return fail(ERR.invalidInput);
  if (new Set(colors).size !== colors.length) return fail(ERR.duplicateColor);

  const trainDeck: CardColor[] = [];
  for (const color of CARD_COLORS) for (let i = 0; i < USA_MAP.trainCards[color]; i++) trainDeck.push(color);
  const ticketDeck = USA_MAP.tickets.map((t) => t.id);
  let rng = rngStateFromSeed(seed);
  rng = shuffleInPlace(trainDeck, rng);
  rng = shuffleInPlace(ticketDeck, rng);
  const first = randomInt(rng, 0, colors.length - 1);

  const state: GameState = {
    map: USA_MAP.id,
    seed,
    rng: first.rng,
    phase: "choosingTickets",
    players: colors.map((color) => ({
      color,
      trainsLeft: USA_MAP.trainsPerPlayer,
      hand: emptyHand(),
      tickets: [],
      pendingTickets: [],
      routes: [],
      routePoints: 0,
    })),
    trainDeck,
    trainDiscard: [],
    faceUp: [],
    ticketDeck,
    routeOwners: USA_MAP.routes.map(() => -1),
    currentPlayer: first.value,
    turnStage: "start",
    turnNumber: 0,
    lastRoundTriggeredBy: -1,
    turnsLeft: -1,
    result: null,
    consecutivePasses: 0,
  };

  const events: GameEvent[] = [];
  for (const p of state.players) {
    for (let i = 0; i < USA_MAP.initialTrainCards; i++) {
      const card = takeFromDeck(state, events);
      if (card !== null) p.hand[card]++;
    }
  }
  for (let slot = 0; slot < USA_MAP.faceUpCount; slot++) state.faceUp.push(takeFromDeck(state, events));
  resetFaceUpWhileTooManyLocomotives(state, events);
  state.players.forEach((p, player) => {
    p.pendingTickets = state.ticketDeck.splice(0, USA_MAP.initialTickets.deal);
    events.push({ type: "ticketsOffered", player, count: p.pendingTickets.length, ticketIds: p.pendingTickets.slice() });
  });
  return { ok: true, state, events };
}
