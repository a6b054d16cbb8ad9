// A train card's colour by the name the reader's edition prints on its cards (the card's picture and glyph say it
// without words too). A gray route's colour is "gray": any one colour.
import type { CardColor, RouteColor } from "../rules.js";
import { msg, type Message, type MessageKey } from "../i18n/i18n.js";

const CARD_KEY: Record<CardColor | RouteColor, MessageKey> = {
  red: "card.red", orange: "card.orange", yellow: "card.yellow", green: "card.green", blue: "card.blue",
  purple: "card.purple", black: "card.black", white: "card.white", locomotive: "card.locomotive", gray: "card.gray",
};

export function cardNameMessage(color: CardColor | RouteColor): Message {
  return msg(CARD_KEY[color] ?? "card.gray");
}
