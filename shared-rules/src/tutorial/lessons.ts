// The lessons' fixed deals: each lesson is a short real game on one board, dealt from a fixed seed chosen so that
// every step of its lesson happens when the player follows the steps (checked by shared-rules/test/lessons.test.ts,
// which plays each lesson through the rules as the steps say). The seed is public on purpose: a lesson is unrated,
// played against the scripted lesson bot, and its deal is meant to be the same for everyone.
import type { MapId } from "../map.js";
import type { Seed } from "../rng.js";

export const LESSON_IDS = ["usa", "europe"] as const;
export type LessonId = (typeof LESSON_IDS)[number];

export interface LessonDeal {
  map: MapId;
  seed: Seed;
  /** Trains each (a short game: the last round comes after a handful of claims). */
  trainsPerPlayer: number;
  /** Whether the lesson bot claims routes (Europe: a station needs another player's route to use). */
  botClaims: boolean;
}

export const LESSON_DEALS: Record<LessonId, LessonDeal> = {
  usa: { map: "usa", seed: 1, trainsPerPlayer: 12, botClaims: false },
  europe: { map: "europe", seed: 1, trainsPerPlayer: 16, botClaims: true },
};

export function isLessonId(x: unknown): x is LessonId {
  return typeof x === "string" && (LESSON_IDS as readonly string[]).includes(x);
}
