// Keyboard play: which key means what, in each place a key can land. Pure (a key name in, an
// action out), so the whole table is unit-tested without a browser; the Phaser glue only carries actions out.
import type { MessageKey } from "../i18n/i18n.js";

/** What a keydown carries that matters here (a DOM KeyboardEvent fits). */
export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** On the board, with nothing else open. Face-up slots are 0–4 and the deck is 5, as the server counts them. */
export type BoardAction =
  | { kind: "draw"; location: number }
  | { kind: "tickets" }
  | { kind: "claimPrompt" }
  | { kind: "undo" }
  | { kind: "claimHints" }
  | { kind: "colorBlind" }
  /** Zoom the board in (1), out (-1), or back to the whole board (0). */
  | { kind: "zoom"; step: 1 | -1 | 0 }
  | { kind: "help" };

/** While typing a route in the claim prompt. */
export type PromptAction =
  | { kind: "type"; text: string }
  | { kind: "erase" }
  | { kind: "move"; step: 1 | -1 }
  | { kind: "complete" }
  | { kind: "pick"; index: number }
  | { kind: "accept" }
  | { kind: "cancel" };

/** In the buy-route modal. */
export type PaymentAction =
  | { kind: "colour"; step: 1 | -1 }
  | { kind: "colourAt"; index: number }
  | { kind: "wilds"; step: 1 | -1 }
  /** Groups of stand-in cards (a Nordic ferry): S one more, A one fewer. */
  | { kind: "standIns"; step: 1 | -1 }
  | { kind: "confirm" }
  | { kind: "cancel" };

/** In the destination-ticket modal. */
export type TicketAction =
  | { kind: "move"; step: 1 | -1 }
  | { kind: "toggle" }
  | { kind: "toggleAt"; index: number }
  | { kind: "confirm" };

/** The deck's location in drawTrainCard (after the five face-up slots). */
export const DECK_LOCATION = 5;

/** Shortcuts with Ctrl, Cmd or Alt belong to the browser (reload, copy, tab switching), never to the game. */
function browserShortcut(k: KeyPress): boolean {
  return Boolean(k.ctrlKey || k.metaKey || k.altKey);
}

/** "1".."9" as 0..8, else null. */
function digitIndex(key: string): number | null {
  return /^[1-9]$/.test(key) ? Number(key) - 1 : null;
}

export function boardKey(k: KeyPress): BoardAction | null {
  if (browserShortcut(k)) return null;
  const digit = digitIndex(k.key);
  if (digit !== null) return digit < DECK_LOCATION ? { kind: "draw", location: digit } : null;
  switch (k.key.toLowerCase()) {
    case "d": return { kind: "draw", location: DECK_LOCATION };
    case "t": return { kind: "tickets" };
    case "c": case "/": case "enter": return { kind: "claimPrompt" };
    case "u": case "escape": return { kind: "undo" };
    case "a": return { kind: "claimHints" };
    case "b": return { kind: "colorBlind" };
    case "?": return { kind: "help" };
    // "=" is "+" without Shift on most keyboards
    case "+": case "=": return { kind: "zoom", step: 1 };
    case "-": return { kind: "zoom", step: -1 };
    case "0": return { kind: "zoom", step: 0 };
    default: return null;
  }
}

export function promptKey(k: KeyPress): PromptAction | null {
  if (browserShortcut(k)) return null;
  const digit = digitIndex(k.key);
  if (digit !== null) return { kind: "pick", index: digit };
  switch (k.key) {
    case "Enter": return { kind: "accept" };
    case "Escape": return { kind: "cancel" };
    case "Backspace": return { kind: "erase" };
    case "Tab": return { kind: "complete" };
    case "ArrowDown": return { kind: "move", step: 1 };
    case "ArrowUp": return { kind: "move", step: -1 };
    default:
      // letters, a space, and the separators people put between cities ("denver-omaha", "st. louis")
      return /^[\p{L} .,'–-]$/u.test(k.key) ? { kind: "type", text: k.key } : null;
  }
}

export function paymentKey(k: KeyPress): PaymentAction | null {
  if (browserShortcut(k)) return null;
  const digit = digitIndex(k.key);
  if (digit !== null) return { kind: "colourAt", index: digit };
  switch (k.key) {
    case "ArrowLeft": return { kind: "colour", step: -1 };
    case "ArrowRight": return { kind: "colour", step: 1 };
    case "ArrowUp": case "+": case "=": return { kind: "wilds", step: 1 };
    case "ArrowDown": case "-": return { kind: "wilds", step: -1 };
    case "s": case "S": return { kind: "standIns", step: 1 };
    case "a": case "A": return { kind: "standIns", step: -1 };
    case "Enter": return { kind: "confirm" };
    case "Escape": return { kind: "cancel" };
    default: return null;
  }
}

export function ticketKey(k: KeyPress): TicketAction | null {
  if (browserShortcut(k)) return null;
  const digit = digitIndex(k.key);
  if (digit !== null) return { kind: "toggleAt", index: digit };
  switch (k.key) {
    case "ArrowLeft": case "ArrowUp": return { kind: "move", step: -1 };
    case "ArrowRight": case "ArrowDown": return { kind: "move", step: 1 };
    case " ": return { kind: "toggle" };
    case "Enter": return { kind: "confirm" };
    default: return null;
  }
}

/** The keys the help overlay lists, in the order it lists them: each the message of its keys and of what they do. */
export const KEY_HELP: readonly (readonly [keys: MessageKey, what: MessageKey])[] = [
  ["keys.claim", "keys.claimWhat"],
  ["keys.prompt", "keys.promptWhat"],
  ["keys.faceUp", "keys.faceUpWhat"],
  ["keys.deck", "keys.deckWhat"],
  ["keys.tickets", "keys.ticketsWhat"],
  ["keys.undo", "keys.undoWhat"],
  ["keys.claimWindow", "keys.claimWindowWhat"],
  ["keys.ticketsWindow", "keys.ticketsWindowWhat"],
  ["keys.glow", "keys.glowWhat"],
  ["keys.colorBlind", "keys.colorBlindWhat"],
  ["keys.zoom", "keys.zoomWhat"],
  ["keys.help", "keys.helpWhat"],
];

/** True when a key is typed into a page field (chat): the game then ignores it. */
export function typingInField(target: EventTarget | null): boolean {
  const el = target as { tagName?: string; isContentEditable?: boolean } | null;
  if (!el?.tagName) return false;
  return ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName.toUpperCase()) || Boolean(el.isContentEditable);
}
