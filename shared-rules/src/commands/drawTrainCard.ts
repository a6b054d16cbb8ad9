// DrawTrainCard: two cards a turn; a face-up locomotive taken first is the whole turn and may not be taken second,
// unless the board's faceUpLocomotiveCountsAsOne makes it an ordinary card.
import { DECK_LOCATION, type GameEvent, type GameState } from "../types.js";
import { ERR, type RulesErrorCode } from "../errors.js";
import { canDrawSecondCard, refillFaceUpSlot, takeFromDeck } from "../trainCards.js";
import { endTurn } from "../turn.js";
import { mapOf } from "../variants.js";
import { faceUpLocomotiveAllowedSecond, faceUpLocomotiveEndsTurn } from "../rules/faceUpLocomotiveCountsAsOne.js";

/** Card-specific checks; phase, turn and turn stage were checked before. */
export function checkDrawTrainCard(state: GameState, cardLocation: unknown): RulesErrorCode | null {
  if (typeof cardLocation !== "number" || !Number.isInteger(cardLocation) || cardLocation < 0 || cardLocation > DECK_LOCATION) {
    return ERR.invalidCardLocation;
  }
  if (cardLocation === DECK_LOCATION) {
    return state.trainDeck.length + state.trainDiscard.length === 0 ? ERR.noMoreCards : null;
  }
  const card = state.faceUp[cardLocation];
  if (card === null || card === undefined) return ERR.noMoreCards;
  if (card === "locomotive" && state.turnStage === "drewOneCard" && !faceUpLocomotiveAllowedSecond(mapOf(state))) {
    return ERR.wildNotAllowedOnDrawAgain;
  }
  return null;
}

export function applyDrawTrainCard(draft: GameState, player: number, cardLocation: number, events: GameEvent[]): void {
  const me = draft.players[player];
  const map = mapOf(draft);
  const firstDraw = draft.turnStage === "start";
  let wholeTurn = false;
  if (cardLocation === DECK_LOCATION) {
    const card = takeFromDeck(draft, events);
    if (card === null) throw new Error("checked: the deck or the discard holds a card");
    me.hand[card]++;
    events.push({ type: "cardDrawn", player, source: "deck", color: card });
  } else {
    const card = draft.faceUp[cardLocation];
    if (card === null) throw new Error("checked: the face-up slot holds a card");
    draft.faceUp[cardLocation] = null;
    me.hand[card]++;
    events.push({ type: "cardDrawn", player, source: "faceUp", slot: cardLocation, color: card });
    refillFaceUpSlot(draft, cardLocation, events);
    wholeTurn = card === "locomotive" && faceUpLocomotiveEndsTurn(map);
  }
  const noSecondCard = !canDrawSecondCard({
    faceUp: draft.faceUp,
    trainDeckCount: draft.trainDeck.length,
    trainDiscardCount: draft.trainDiscard.length,
  }, faceUpLocomotiveAllowedSecond(map));
  if (!firstDraw || wholeTurn || noSecondCard) endTurn(draft, events);
  else draft.turnStage = "drewOneCard";
}
