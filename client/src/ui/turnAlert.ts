// Tells a player in another tab that it is their turn: the tab title changes until the tab is seen again, and, when
// the player switched the turn chime on (ui/soundSettings.ts, kept in localStorage), a short two-note chime plays.
import { setSound, soundOn } from "./soundSettings.js";
import { playTones } from "./tones.js";
import { markTurnInTitle } from "./pageHead.js";

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
  markTurnInTitle(true);
  if (turnSoundOn()) chime();
}

/** The title goes back as soon as the player looks at the tab again. */
export function clearTurnAlert(): void {
  markTurnInTitle(false);
}

document.addEventListener("visibilitychange", () => {
  if (!document.hidden) clearTurnAlert();
});
