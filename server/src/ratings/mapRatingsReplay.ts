// Per-board ratings for the games rated before they existed: those games' records replayed through Glicko-2 in the
// order the games ended, each on its board, with the same people and times as their overall rating used
// (peopleInFinalOrder, the record's end). Run once per store at start-up, before any new game is rated
// (UserStore.replayMapRatings keeps it to once), so the boards' ratings read as if they had always been kept.
import { mapOfRecord, type GameRecord } from "../domain/records.js";
import type { GameStore, MapRatings, UserStore } from "../storage/types.js";
import { MIN_RATED_PEOPLE, peopleInFinalOrder } from "./finalOrder.js";
import { rateFinalOrder } from "./glicko.js";

/** The per-board ratings the given rated games give, replayed from their records. */
export async function mapRatingsFromRecords(games: GameStore, ratedGameIds: readonly string[]): Promise<MapRatings> {
  const records: GameRecord[] = [];
  for (const id of ratedGameIds) {
    const record = await games.load(id);
    if (record?.status === "ended") records.push(record);
  }
  records.sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt) || a.id.localeCompare(b.id));
  const ratings: MapRatings = new Map();
  for (const record of records) {
    const order = peopleInFinalOrder(record);
    if (order.length < MIN_RATED_PEOPLE) continue;
    const map = mapOfRecord(record);
    const onMap = ratings.get(map) ?? new Map();
    for (const [userId, rating] of rateFinalOrder(order, onMap, new Date(record.updatedAt))) onMap.set(userId, rating);
    ratings.set(map, onMap);
  }
  return ratings;
}

/** At start-up: replays the older games into per-board ratings unless this store did it before. */
export async function replayOlderGamesIntoMapRatings(users: UserStore, games: GameStore): Promise<boolean> {
  return users.replayMapRatings((ids) => mapRatingsFromRecords(games, ids));
}
