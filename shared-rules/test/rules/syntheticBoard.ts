// Small boards built in the tests, so that each rule plug-in is tested on the few cities and routes it needs and not
// on a real board's data. Cities are named A, B, C…; every other key takes the base game's value unless given.
import { buildMap, type GameMap, type MapData } from "../../src/map.js";
import { emptyHand, type CardColor, type Hand, type PlayerState } from "../../src/index.js";

type RouteData = MapData["routes"][number];
type TicketData = MapData["tickets"][number];

export interface SyntheticBoard {
  cities: number;
  routes: RouteData[];
  tickets?: TicketData[];
  rules?: Partial<MapData["rules"]>;
  longestPathBonus?: number;
  countries?: string[];
}

export const city = (i: number): string => String.fromCharCode(65 + i);

export function syntheticMap(board: SyntheticBoard): GameMap {
  const cities = Array.from({ length: board.cities }, (_, i) => ({ name: city(i), lat: i, lon: i, ...(board.countries?.includes(city(i)) ? { country: true } : {}) }));
  const data: MapData = {
    cities,
    routes: board.routes,
    tickets: board.tickets ?? [],
    scoring: { 1: 1, 2: 2, 3: 4, 4: 7, 5: 10, 6: 15, 9: 27 },
    longestPathBonus: board.longestPathBonus ?? 10,
    trainsPerPlayer: 40,
    trainCards: { red: 12, orange: 12, yellow: 12, green: 12, blue: 12, purple: 12, black: 12, white: 12, locomotive: 14 },
    faceUp: 5,
    rules: {
      initialTrainCardsPerPlayer: 4,
      initialTickets: { deal: 3, keepAtLeast: 2 },
      drawTickets: { deal: 3, keepAtLeast: 1 },
      faceUpLocomotivesTriggeringReset: 3,
      lastRoundWhenTrainsLeftAtMost: 2,
      doubleRoutesBothUsableFromPlayers: 4,
      players: { min: 2, max: 5 },
      ...board.rules,
    },
  };
  return buildMap("usa", "Synthetic", "Longest Path", data);
}

export function hand(cards: Partial<Record<CardColor, number>>): Hand {
  return { ...emptyHand(), ...cards };
}

/** A player at the end of a game owning these routes and tickets (for scoreGame on a synthetic board). */
export function endPlayer(routes: number[], tickets: number[], color: PlayerState["color"] = "red"): PlayerState {
  return { color, trainsLeft: 10, hand: emptyHand(), tickets, pendingTickets: [], routes, routePoints: 0 };
}
