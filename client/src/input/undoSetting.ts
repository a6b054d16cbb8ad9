// The claim undo window's length, a person's own choice kept in this browser (localStorage), like the turn sound.
// On by default: a claim is held for DEFAULT_UNDO_SECONDS; keyboard players who never slip may turn it off. The menu
// toggle steps through UNDO_CHOICES; any whole number of seconds up to MAX_UNDO_SECONDS stored under the key is used
// as it is (set by hand in the browser's storage, or by a test that needs a window longer than its slowest step).

import { readSetting, writeSetting } from "../ui/storedSetting.js";
import { t } from "../i18n/i18n.js";

export const UNDO_STORAGE_KEY = "ttr.claimUndoSeconds";
export const DEFAULT_UNDO_SECONDS = 3;
/** What the game menu's toggle steps through: 0 is off. */
export const UNDO_CHOICES: readonly number[] = [DEFAULT_UNDO_SECONDS, 5, 0];
export const MAX_UNDO_SECONDS = 60;

/** The choice made in this page: it holds even when storage refuses to keep it. */
let chosen: number | null = null;

export function undoSeconds(): number {
  if (chosen !== null) return chosen;
  const stored = readSetting(UNDO_STORAGE_KEY); // null where storage is blocked: the default
  const n = stored === null ? DEFAULT_UNDO_SECONDS : Number(stored);
  return Number.isInteger(n) && n >= 0 && n <= MAX_UNDO_SECONDS ? n : DEFAULT_UNDO_SECONDS;
}

export function setUndoSeconds(seconds: number): void {
  writeSetting(UNDO_STORAGE_KEY, String(seconds));
  chosen = seconds;
}

/** The next choice after `seconds`, for the menu toggle (a value set by hand steps to the default). */
export function nextUndoSeconds(seconds: number): number {
  const i = UNDO_CHOICES.indexOf(seconds);
  return UNDO_CHOICES[(i + 1) % UNDO_CHOICES.length];
}

export function undoLabel(seconds: number): string {
  return seconds > 0 ? t("switch.undo", { count: seconds }) : t("switch.undoOff");
}
