// Tells a player in another tab that it is their turn: the tab title changes until the tab is seen again, and, when
// the player switched the turn chime on (ui/soundSettings.ts, kept in localStorage), a short two-note chime plays.
import { setSound, soundOn } from "./soundSettings.js";
import { playTones } from "./tones.js";

const MARK = "▶ Your turn — ";

export function turnSoundOn(): boolean {
  return soundOn("chime");
}

export function setTurnSound(on: boolean): void {
  setSound("chime", on);
}

function chime(): void {
  playTones([
    { freq: 660, at: 0, length: 0.16 },
    { freq: 880, at: 0.16, length: 0.16 },
  ]);
}

/** Called when the player's turn starts; does nothing visible while the tab is in front. */
export function alertTurn(): void {
  if (!document.hidden) return;
  if (!document.title.startsWith(MARK)) document.title = MARK + document.title;
  if (turnSoundOn()) chime();
}

/** The title goes back as soon as the player looks at the tab again. */
export function clearTurnAlert(): void {
  if (document.title.startsWith(MARK)) document.title = document.title.slice(MARK.length);
}

document.addEventListener("visibilitychange", () => {
  if (!document.hidden) clearTurnAlert();
});
