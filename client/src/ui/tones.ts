// Short synthesised tones (Web Audio): the turn chime and the game's effects. No sound files to download, and no
// audio context until a sound is asked for (Phaser's own audio is off: creating it cost start-up time).

export interface Tone {
  freq: number;
  /** Start, seconds after the first tone. */
  at: number;
  /** Length in seconds. */
  length: number;
  /** Peak loudness, 0–1. */
  gain?: number;
  wave?: OscillatorType;
}

export function playTones(tones: readonly Tone[]): void {
  const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctx) return;
  const ctx = new Ctx();
  let end = 0;
  for (const tone of tones) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = tone.wave ?? "sine";
    osc.frequency.value = tone.freq;
    const t = ctx.currentTime + tone.at;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(tone.gain ?? 0.2, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + tone.length - 0.01);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + tone.length);
    end = Math.max(end, tone.at + tone.length);
  }
  // One context per sound, closed once it has played: browsers limit how many may be open.
  setTimeout(() => void ctx.close(), (end + 0.3) * 1000);
}
