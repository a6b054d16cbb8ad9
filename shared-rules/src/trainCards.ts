// The train-card supply on a draft state: the face-down deck (top = last element), the discard pile and the
// five face-up cards with their locomotive reset rule. Every function mutates the draft it is given.
import type { CardColor, GameEvent, GameState } from "./types.js";
import { mapOf } from "./variants.js";
import { shuffleInPlace } from "./rng.js";

/** The top card of the deck, shuffling the discard in first when the deck is empty; null when both are empty. */
export function takeFromDeck(draft: GameState, events: GameEvent[]): CardColor | null {
  if (draft.trainDeck.length === 0) {
    if (draft.trainDiscard.length === 0) return null;
    draft.trainDeck = draft.trainDiscard;
    draft.trainDiscard = [];
    draft.rng = shuffleInPlace(draft.trainDeck, draft.rng);
    events.push({ type: "deckReshuffled", size: draft.trainDeck.length });
  }
  return draft.trainDeck.pop() ?? null;
}

function faceUpLocomotives(faceUp: readonly (CardColor | null)[]): number {
  let n = 0;
  for (const c of faceUp) if (c === "locomotive") n++;
  return n;
}

/**
 * Applies the reset rule: while 3+ of the face-up cards are locomotives, all go to the discard and five new ones
 * are dealt, at most `maxFaceUpResetsInARow` times, so that a locomotive-heavy remainder cannot loop for ever.
 */
export function resetFaceUpWhileTooManyLocomotives(draft: GameState, events: GameEvent[]): void {
  const map = mapOf(draft);
  for (let resets = 0; resets < map.maxFaceUpResetsInARow; resets++) {
    if (faceUpLocomotives(draft.faceUp) < map.faceUpLocomotivesTriggeringReset) return;
    for (const c of draft.faceUp) if (c !== null) draft.trainDiscard.push(c);
    for (let slot = 0; slot < draft.faceUp.length; slot++) draft.faceUp[slot] = takeFromDeck(draft, events);
    events.push({ type: "faceUpReset", faceUp: draft.faceUp.slice() });
  }
}

/** Fills one emptied face-up slot from the deck, then applies the reset rule. */
export function refillFaceUpSlot(draft: GameState, slot: number, events: GameEvent[]): void {
  const card = takeFromDeck(draft, events);
  draft.faceUp[slot] = card;
  events.push({ type: "faceUpRefilled", slot, color: card });
  resetFaceUpWhileTooManyLocomotives(draft, events);
}

/**
 * Fills every empty face-up slot while the deck or the discard still holds cards (then applies the reset rule): a
 * row emptied when both ran out fills again as soon as cards come back, e.g. as a claim's payment.
 */
export function refillEmptyFaceUpSlots(draft: GameState, events: GameEvent[]): void {
  let refilled = false;
  for (let slot = 0; slot < draft.faceUp.length; slot++) {
    if (draft.faceUp[slot] !== null) continue;
    const card = takeFromDeck(draft, events);
    if (card === null) break;
    draft.faceUp[slot] = card;
    events.push({ type: "faceUpRefilled", slot, color: card });
    refilled = true;
  }
  // Only a changed row is judged again: an unchanged one was judged when it was dealt.
  if (refilled) resetFaceUpWhileTooManyLocomotives(draft, events);
}

/**
 * Whether any card may still be taken as the second draw of a turn (face-up locomotives may not, unless the board's
 * faceUpLocomotiveCountsAsOne makes them ordinary cards: `locomotiveAllowed`).
 */
export function canDrawSecondCard(s: {
  faceUp: readonly (CardColor | null)[];
  trainDeckCount: number;
  trainDiscardCount: number;
}, locomotiveAllowed = false): boolean {
  if (s.trainDeckCount + s.trainDiscardCount > 0) return true;
  return s.faceUp.some((c) => c !== null && (locomotiveAllowed || c !== "locomotive"));
}
