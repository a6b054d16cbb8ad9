// A player's name as the lobby lists them: "ann", "Bot 1 (bot)", "ann (host)". The name stays as typed; the
// marks are the reader's language.
import { msg, type Message } from "../i18n/i18n.js";
import { playerName } from "../i18n/playerName.js";

export function playerChipText(username: string, marks: { bot?: boolean; host?: boolean } = {}): Message | string {
  const name = playerName(username);
  // a bot's name says it is one ("Bot 2 (hard)"): no "(bot)" after it
  if (marks.bot && typeof name === "string") return msg("player.bot", { name });
  if (marks.host) return msg("player.host", { name });
  return name;
}
