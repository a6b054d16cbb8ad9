// BuildStation (Europe): a station on a city nobody has one on. The n-th station a player builds costs
// `cardsForStation[n]` cards of one colour (locomotives stand in). Checks in order: city index → stations left →
// city free → colour → wilds → cards. What a station does happens at the end (stationUse.ts).
import type { CardColor, GameEvent, GameState } from "../types.js";
import { ERR, type RulesErrorCode } from "../errors.js";
import { type GameMap } from "../map.js";
import { mapOf } from "../variants.js";
import { handCovers, paymentCards, paymentShapeError, stationPayable } from "../payment.js";
import { endTurn } from "../turn.js";
import { refillEmptyFaceUpSlots } from "../trainCards.js";
import { discardFromHand } from "./claim.js";

interface BuildStationArgs {
  cityIndex: unknown;
  trainColor: unknown;
  numberOfWilds: unknown;
}

/** Cards the player's next station costs, or null when they have none left to build. */
export function nextStationCost(map: GameMap, stationsBuilt: number, stationsLeft: number): number | null {
  if (stationsLeft <= 0) return null;
  return map.stations.cardsForStation[stationsBuilt] ?? null;
}

export function checkBuildStation(state: GameState, player: number, cmd: BuildStationArgs): RulesErrorCode | null {
  const map = mapOf(state);
  const { cityIndex } = cmd;
  if (typeof cityIndex !== "number" || !Number.isInteger(cityIndex) || cityIndex < 0 || cityIndex >= map.cities.length) return ERR.invalidCity;
  const me = state.players[player];
  const cost = nextStationCost(map, me.stations?.length ?? 0, me.stationsLeft ?? 0);
  if (cost === null || !state.stationOwners) return ERR.noStationsLeft;
  if (state.stationOwners[cityIndex] !== -1) return ERR.cityHasStation;
  const shape = paymentShapeError(map, stationPayable(cost), cmd.trainColor, cmd.numberOfWilds);
  if (shape !== null) return shape;
  if (!handCovers(me.hand, paymentCards(stationPayable(cost), cmd.trainColor as CardColor, cmd.numberOfWilds as number))) return ERR.notEnoughCards;
  return null;
}

export function applyBuildStation(
  draft: GameState,
  player: number,
  cmd: { cityIndex: number; trainColor: CardColor; numberOfWilds: number },
  events: GameEvent[],
): void {
  const map = mapOf(draft);
  const me = draft.players[player];
  const stations = me.stations ?? [];
  const cost = nextStationCost(map, stations.length, me.stationsLeft ?? 0);
  if (cost === null || !draft.stationOwners) throw new Error("checked: a station is left to build");
  discardFromHand(draft, player, paymentCards(stationPayable(cost), cmd.trainColor, cmd.numberOfWilds));
  me.stationsLeft = (me.stationsLeft ?? 0) - 1;
  me.stations = [...stations, cmd.cityIndex];
  draft.stationOwners[cmd.cityIndex] = player;
  events.push({ type: "stationBuilt", player, cityIndex: cmd.cityIndex, trainColor: cmd.trainColor, numberOfWilds: cmd.numberOfWilds });
  refillEmptyFaceUpSlots(draft, events);
  endTurn(draft, events);
}
