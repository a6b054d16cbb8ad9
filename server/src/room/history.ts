// Readable history lines for the game log shown to everybody. Built from rules events, so it must never name a
// secret: which card came off the deck, which tickets were offered or kept, or which ticket got completed.
import { USA_MAP, type GameEvent } from "../../../shared-rules/src/index.js";

export const HISTORY_LIMIT = 200;

function routeName(routeIndex: number): string {
  const route = USA_MAP.routes[routeIndex];
  return `${USA_MAP.cities[route.a].name}–${USA_MAP.cities[route.b].name}`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** One line per event that people care about; null for events that are not worth a line or are secret. */
export function historyLine(event: GameEvent, nameOf: (player: number) => string): string | null {
  switch (event.type) {
    case "gameStarted":
      return `The game started; ${nameOf(event.firstPlayer)} plays first.`;
    case "cardDrawn":
      return event.source === "faceUp"
        ? `${nameOf(event.player)} took a face-up ${event.color} card.`
        : `${nameOf(event.player)} drew a card from the deck.`;
    case "faceUpReset":
      return "Three locomotives were face up: the face-up cards were replaced.";
    case "deckReshuffled":
      return "The discard pile was shuffled into a new deck.";
    case "routeClaimed":
      return `${nameOf(event.player)} claimed ${routeName(event.routeIndex)} for ${plural(event.points, "point")}.`;
    case "ticketsOffered":
      return `${nameOf(event.player)} drew ${plural(event.count, "destination ticket")}.`;
    case "ticketsKept":
      return `${nameOf(event.player)} kept ${plural(event.kept, "destination ticket")}.`;
    case "passed":
      return `${nameOf(event.player)} passed.`;
    case "lastRoundStarted":
      return `${nameOf(event.player)} has 2 or fewer trains left: everybody plays one last turn.`;
    case "gameEnded": {
      const winner = event.result.ranking[0];
      return `The game is over: ${nameOf(winner)} wins with ${event.result.scores[winner].total} points.`;
    }
    default:
      return null;
  }
}
