// A train card's colour in the reader's language (under a face-up card, in tooltips and history lines).
import { msg, say, type Message, type MessageKey } from "../i18n/i18n.js";

const CARD_KEY: Record<string, MessageKey> = {
  red: "card.red", orange: "card.orange", yellow: "card.yellow", green: "card.green", blue: "card.blue",
  purple: "card.purple", black: "card.black", white: "card.white", gray: "card.gray", locomotive: "card.locomotive",
};

/** An unknown colour (a newer server's) is shown as its code. */
export function cardNameMessage(color: string): Message | string {
  const key = CARD_KEY[color];
  return key ? msg(key) : color;
}

/** A card's colour in the current language, now (a canvas text drawn again at a language change). */
export function cardName(color: string): string {
  const name = cardNameMessage(color);
  return typeof name === "string" ? name : say(name);
}
