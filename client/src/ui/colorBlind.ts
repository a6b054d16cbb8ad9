// Colour-blind mode, a person's own choice kept in this browser (localStorage), like the turn sound: player colours
// switch to the Okabe–Ito palette (told apart with any colour vision) and the board draws each owner's marker larger.
// Symbols already carry every colour everywhere; this mode only makes them the first thing one sees.
import { readSetting, writeSetting } from "./storedSetting.js";

export const COLOR_BLIND_KEY = "ttr.colorBlind";

/** The choice made in this page: it holds even when storage refuses to keep it. */
let chosen: boolean | null = null;
const listeners = new Set<(on: boolean) => void>();

export function colorBlindOn(): boolean {
  return chosen ?? readSetting(COLOR_BLIND_KEY) === "on";
}

export function setColorBlind(on: boolean): void {
  chosen = on;
  writeSetting(COLOR_BLIND_KEY, on ? "on" : "off");
  listeners.forEach((f) => f(on));
}

/** Calls `f` on every change; returns the unsubscribe. */
export function onColorBlindChange(f: (on: boolean) => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}
