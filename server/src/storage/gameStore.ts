// Kept for imports of the record types; the store itself is an interface (types.ts) with one class per backend.
export type { GameRecord, GameStatus, SeatRecord } from "../domain/records.js";
export type { GameStore } from "./types.js";
