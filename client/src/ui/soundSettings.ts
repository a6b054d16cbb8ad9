// Which sounds a person wants, kept by this browser (localStorage): the effects of the game (a claim, a drawn card)
// and the turn chime (two notes when your turn starts in a tab in the background), each switched on its own.
// Both start off: a page that suddenly makes noise is the surest way to be closed, on a phone most of all.

export type SoundKind = "effects" | "chime";

/** The storage keys; the chime keeps the key of the earlier "Turn sound" switch, so that choice carries over. */
export const SOUND_KEYS: Record<SoundKind, string> = { effects: "ttr.soundEffects", chime: "ttr.turnSound" };

/** What the settings are read from and written to: the browser's localStorage, or a stand-in in tests. */
export interface SettingStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function browserStore(): SettingStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage blocked (privacy settings): every sound stays off
  }
}

export function soundOn(kind: SoundKind, store: SettingStore | null = browserStore()): boolean {
  return store?.getItem(SOUND_KEYS[kind]) === "on";
}

export function setSound(kind: SoundKind, on: boolean, store: SettingStore | null = browserStore()): void {
  store?.setItem(SOUND_KEYS[kind], on ? "on" : "off");
}

/** A switch's words: "Effects: on", "Turn chime: off". */
export function soundLabel(kind: SoundKind, on: boolean): string {
  return `${kind === "effects" ? "Effects" : "Turn chime"}: ${on ? "on" : "off"}`;
}
