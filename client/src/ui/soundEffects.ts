// The game's sound effects, played only when the person switched effects on (ui/soundSettings.ts).
import { soundOn } from "./soundSettings.js";
import { playTones, type Tone } from "./tones.js";

export type Effect = "claim" | "draw";

const EFFECTS: Record<Effect, Tone[]> = {
  // a train's two-beat clack as the cars go down
  claim: [
    { freq: 196, at: 0, length: 0.09, gain: 0.25, wave: "square" },
    { freq: 147, at: 0.11, length: 0.12, gain: 0.25, wave: "square" },
  ],
  // a card's light flick
  draw: [{ freq: 1175, at: 0, length: 0.06, gain: 0.12, wave: "triangle" }],
};

export function playEffect(effect: Effect): void {
  if (soundOn("effects")) playTones(EFFECTS[effect]);
}
