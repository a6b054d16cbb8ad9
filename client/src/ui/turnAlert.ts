// Tells a player in another tab that it is their turn: the tab title changes until the tab is seen again, and, when
// the player switched it on (kept in localStorage), a short two-note chime plays.
const SOUND_KEY = "ttr.turnSound";
const MARK = "▶ Your turn — ";

export function turnSoundOn(): boolean {
  return localStorage.getItem(SOUND_KEY) === "on";
}

export function setTurnSound(on: boolean): void {
  localStorage.setItem(SOUND_KEY, on ? "on" : "off");
}

function chime(): void {
  const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctx) return;
  const ctx = new Ctx();
  [660, 880].forEach((freq, i) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = freq;
    const t = ctx.currentTime + i * 0.16;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.2, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.15);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 0.16);
  });
  setTimeout(() => void ctx.close(), 600);
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
