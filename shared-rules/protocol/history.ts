// The game history on the wire: one number per public event, which every client turns into a readable line with the
// players' names it already holds (a spectator who joins late reads the same lines from the full state). A line of
// text costed ~55 bytes to each of six connections and was over half of every patch; a code costs about six.
// Built from rules events by the server, so it must never carry a secret: which card came off the deck, which
// tickets were offered or kept, or which ticket got completed. Every field below is public.
//   code = kind · 2^24 + player · 2^20 + a · 2^8 + b      (an unsigned 32-bit number)
import { CARD_COLORS, USA_MAP, routeName, type GameEvent, type GameMap } from "../src/index.js";

/** Entries the synced history keeps at least (the newest; up to 50 more before older ones are dropped together). */
export const HISTORY_LIMIT = 200;

// New kinds go at the end: a kind's position is its code, and saved histories hold codes.
const KINDS = [
  "gameStarted",
  "faceUpDrawn",
  "deckDrawn",
  "faceUpReset",
  "deckReshuffled",
  "routeClaimed",
  "ticketsOffered",
  "ticketsKept",
  "passed",
  "lastRoundStarted",
  "gameEnded",
  "stationBuilt",
  "tunnelRevealed",
  "tunnelPaid",
  "tunnelDeclined",
] as const;
type Kind = (typeof KINDS)[number];

/** A history entry read back from its code. */
export interface HistoryEntry {
  kind: Kind;
  /** The seat the line is about (0 when it is about nobody). */
  player: number;
  /** Route index, city index, card colour index, ticket count or points, by kind (0–4095). */
  a: number;
  /** Points of a claimed route, or a tunnel's extra cards (0–255); 1 for a negative winning total. */
  b: number;
}

function code(kind: Kind, player = 0, a = 0, b = 0): number {
  return KINDS.indexOf(kind) * 2 ** 24 + player * 2 ** 20 + a * 2 ** 8 + b;
}

/** The history code of a rules event, or null for an event that is not worth a line or is secret. */
export function historyCode(event: GameEvent): number | null {
  switch (event.type) {
    case "gameStarted":
      return code("gameStarted", event.firstPlayer);
    case "cardDrawn":
      // A deck draw names no colour: only the drawer learns it, from their reply.
      return event.source === "faceUp" ? code("faceUpDrawn", event.player, CARD_COLORS.indexOf(event.color)) : code("deckDrawn", event.player);
    case "faceUpReset":
      return code("faceUpReset");
    case "deckReshuffled":
      return code("deckReshuffled");
    case "routeClaimed":
      return code("routeClaimed", event.player, event.routeIndex, event.points);
    case "ticketsOffered":
      return code("ticketsOffered", event.player, event.count);
    case "ticketsKept":
      return code("ticketsKept", event.player, event.kept);
    case "passed":
      return code("passed", event.player);
    case "lastRoundStarted":
      return code("lastRoundStarted", event.player);
    case "stationBuilt":
      return code("stationBuilt", event.player, event.cityIndex);
    case "tunnelRevealed":
      return code("tunnelRevealed", event.player, event.routeIndex, event.extra);
    case "tunnelPaid":
      return code("tunnelPaid", event.player, event.routeIndex, event.extra);
    case "tunnelDeclined":
      return code("tunnelDeclined", event.player, event.routeIndex);
    case "gameEnded": {
      const winner = event.result.ranking[0];
      const total = event.result.scores[winner].total;
      // b marks a negative total (possible in principle: tickets lost outweigh everything).
      return code("gameEnded", winner, Math.min(4095, Math.abs(total)), total < 0 ? 1 : 0);
    }
    default:
      return null;
  }
}

export function readHistoryCode(value: number): HistoryEntry {
  return {
    kind: KINDS[Math.floor(value / 2 ** 24)] ?? "passed",
    player: Math.floor(value / 2 ** 20) % 16,
    a: Math.floor(value / 2 ** 8) % 4096,
    b: value % 256,
  };
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/**
 * The readable line of a history code; `nameOf` gives a seat's name (the clients have the players' usernames), `map`
 * the board whose routes and cities the codes name (the USA unless told).
 */
export function historyText(value: number, nameOf: (player: number) => string, map: GameMap = USA_MAP): string {
  const { kind, player, a, b } = readHistoryCode(value);
  const name = nameOf(player);
  switch (kind) {
    case "gameStarted":
      return `The game started; ${name} plays first.`;
    case "faceUpDrawn":
      return `${name} took a face-up ${CARD_COLORS[a] ?? "train"} card.`;
    case "deckDrawn":
      return `${name} drew a card from the deck.`;
    case "faceUpReset":
      return "Three locomotives were face up: the face-up cards were replaced.";
    case "deckReshuffled":
      return "The discard pile was shuffled into a new deck.";
    case "routeClaimed":
      // history lines keep their compact form of the name, no spaces around the dash ("Atlanta–Charleston")
      return `${name} claimed ${routeName(map, a).replace(" – ", "–")} for ${plural(b, "point")}.`;
    case "ticketsOffered":
      return `${name} drew ${plural(a, "destination ticket")}.`;
    case "ticketsKept":
      return `${name} kept ${plural(a, "destination ticket")}.`;
    case "passed":
      return `${name} passed.`;
    case "lastRoundStarted":
      return `${name} has 2 or fewer trains left: everybody plays one last turn.`;
    case "gameEnded":
      return `The game is over: ${name} wins with ${b === 1 ? -a : a} points.`;
    case "stationBuilt":
      return `${name} built a station in ${map.cities[a]?.name ?? "a city"}.`;
    case "tunnelRevealed":
      return b === 0
        ? `${name} dug through the tunnel ${routeName(map, a).replace(" – ", "–")}: no extra cards.`
        : `${name}'s tunnel ${routeName(map, a).replace(" – ", "–")} needs ${plural(b, "extra card")}.`;
    case "tunnelPaid":
      return `${name} paid ${plural(b, "extra card")} for the tunnel ${routeName(map, a).replace(" – ", "–")}.`;
    case "tunnelDeclined":
      return `${name} gave up the tunnel ${routeName(map, a).replace(" – ", "–")}.`;
  }
}
