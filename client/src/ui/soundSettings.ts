// Which sounds a person wants, kept by this browser (localStorage): the effects of the game (a claim, a drawn card)
// and the turn chime (two notes when your turn starts in a tab in the background), each switched on its own.
// Both start off: a page that suddenly makes noise is the surest way to be closed, on a phone most of all.

import { readSetting, writeSetting, type SettingStore } from "./storedSetting.js";
import { t } from "../i18n/i18n.js";

export type SoundKind = "effects" | "chime";

/** The storage keys; the chime keeps the key of the earlier "Turn sound" switch, so that choice carries over. */
export const SOUND_KEYS: Record<SoundKind, string> = { effects: "ttr.soundEffects", chime: "ttr.turnSound" };

/** Off where storage is blocked (privacy settings): a sound nobody can switch on for good stays silent. */
export function soundOn(kind: SoundKind, store?: SettingStore | null): boolean {
  return readSetting(SOUND_KEYS[kind], store) === "on";
}

export function setSound(kind: SoundKind, on: boolean, store?: SettingStore | null): void {
  writeSetting(SOUND_KEYS[kind], on ? "on" : "off", store);
}

/** A switch's words: "Effects: on", "Turn chime: off". */
export function soundLabel(kind: SoundKind, on: boolean): string {
  if (kind === "effects") return on ? t("switch.effectsOn") : t("switch.effectsOff");
  return on ? t("switch.chimeOn") : t("switch.chimeOff");
}
