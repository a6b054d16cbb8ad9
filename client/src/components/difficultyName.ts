// A bot difficulty's name in the reader's language (the protocol keeps its English id: "easy", "medium", "hard").
import type { Difficulty } from "../rules.js";
import { msg, type Message, type MessageKey } from "../i18n/i18n.js";

const DIFFICULTY_KEY: Record<Difficulty, MessageKey> = { easy: "difficulty.easy", medium: "difficulty.medium", hard: "difficulty.hard" };

/** An unknown id (a newer server's) is shown as it is. */
export function difficultyNameMessage(difficulty: string): Message | string {
  const key = DIFFICULTY_KEY[difficulty as Difficulty];
  return key ? msg(key) : difficulty;
}
