// A player's name as the lobby lists them: "ann", "Bot 1 (bot)", "ann (host)". The name stays as typed; the
// marks are the reader's language.
import { msg, type Message } from "../i18n/i18n.js";

export function playerChipText(username: string, marks: { bot?: boolean; host?: boolean } = {}): Message | string {
  if (marks.bot) return msg("player.bot", { name: username });
  if (marks.host) return msg("player.host", { name: username });
  return username;
}
