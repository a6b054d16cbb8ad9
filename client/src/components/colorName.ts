// A player colour's name in the reader's language (the swatch's glyph and fill say it without words too).
import type { PlayerColor } from "../rules.js";
import { msg, type Message, type MessageKey } from "../i18n/i18n.js";

const COLOR_KEY: Partial<Record<PlayerColor, MessageKey>> = { yellow: "color.yellow", black: "color.black", red: "color.red", blue: "color.blue", green: "color.green" };

export function colorNameMessage(color: PlayerColor): Message | string {
  const key = COLOR_KEY[color];
  // a colour this client has no word for (a newer server's) is shown as its id
  return key ? msg(key) : color;
}
