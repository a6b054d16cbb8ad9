// The game history in the reader's language. The wire carries one code per public event (shared-rules/protocol/
// history.ts); each code is read back here into ONE message with named values ("{{name}} claimed {{route}} for
// {{count}} points"), said again at every language change. Route and city names stay as printed on the board.
import { readHistoryCode } from "../../../shared-rules/protocol/index.js";
import { CARD_COLORS, USA_MAP, routeName, type GameMap } from "../rules.js";
import { cardNameMessage } from "../components/cardName.js";
import { msg, type Message } from "./i18n.js";

/** History lines keep their compact form of a route's name, no spaces around the dash ("Atlanta–Charleston"). */
function compactRoute(map: GameMap, index: number): string {
  return routeName(map, index).replace(" – ", "–");
}

/** The message of a history code; `nameOf` gives a seat's name, `map` the board whose routes and cities it names. */
export function historyMessage(value: number, nameOf: (player: number) => string | Message, map: GameMap = USA_MAP): Message {
  const { kind, player, a, b } = readHistoryCode(value);
  const name = nameOf(player);
  switch (kind) {
    case "gameStarted":
      return msg("history.gameStarted", { name });
    case "faceUpDrawn": {
      const color = CARD_COLORS[a];
      return msg("history.faceUpDrawn", { name, color: color ? cardNameMessage(color) : "" });
    }
    case "deckDrawn":
      return msg("history.deckDrawn", { name });
    case "faceUpReset":
      return msg("history.faceUpReset");
    case "deckReshuffled":
      return msg("history.deckReshuffled");
    case "routeClaimed":
      return msg("history.routeClaimed", { name, route: compactRoute(map, a), count: b });
    case "ticketsOffered":
      return msg("history.ticketsOffered", { name, count: a });
    case "ticketsKept":
      return msg("history.ticketsKept", { name, count: a });
    case "passed":
      return msg("history.passed", { name });
    case "lastRoundStarted":
      return msg("history.lastRound", { name });
    case "gameEnded":
      return msg("history.gameEnded", { name, count: b === 1 ? -a : a });
    case "stationBuilt":
      return msg("history.stationBuilt", { name, city: map.cities[a]?.name ?? msg("history.aCity") });
    case "tunnelRevealed":
      return b === 0 ? msg("history.tunnelFree", { name, route: compactRoute(map, a) }) : msg("history.tunnelNeeds", { name, route: compactRoute(map, a), count: b });
    case "tunnelPaid":
      return msg("history.tunnelPaid", { name, route: compactRoute(map, a), count: b });
    case "tunnelDeclined":
      return msg("history.tunnelDeclined", { name, route: compactRoute(map, a) });
  }
}

