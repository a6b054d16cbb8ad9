// Kept for imports of the record type; the store itself is an interface (types.ts) with one class per backend.
export type { UserRecord, UserStore } from "./types.js";
