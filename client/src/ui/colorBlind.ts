// Colour-blind mode, a person's own choice kept in this browser (localStorage), like the turn sound: player colours
// switch to the Okabe–Ito palette (told apart with any colour vision) and the board draws each owner's marker larger.
// Symbols already carry every colour everywhere; this mode only makes them the first thing one sees.
export const COLOR_BLIND_KEY = "ttr.colorBlind";

/** The choice made in this page: it holds even when storage refuses to keep it. */
let chosen: boolean | null = null;
const listeners = new Set<(on: boolean) => void>();

export function colorBlindOn(): boolean {
  if (chosen !== null) return chosen;
  try {
    return localStorage.getItem(COLOR_BLIND_KEY) === "on";
  } catch {
    return false; // storage blocked (privacy mode): off, never a crash
  }
}

export function setColorBlind(on: boolean): void {
  chosen = on;
  try {
    localStorage.setItem(COLOR_BLIND_KEY, on ? "on" : "off");
  } catch {
    // not remembered, still used for this page
  }
  listeners.forEach((f) => f(on));
}

/** Calls `f` on every change; returns the unsubscribe. */
export function onColorBlindChange(f: (on: boolean) => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}
