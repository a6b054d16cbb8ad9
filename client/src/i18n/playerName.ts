// A player's name as the reader sees it. A person's username is shown as typed. A bot's name is written by the
// server in English, "Bot 2 (hard)" (server/src/game/Game.ts; the stored record keeps it so), and shown from its
// number and difficulty through a message: "Bot 2 (trudny)". A username cannot hold a space or a bracket
// (server/src/auth/credentials.ts), so no person's name reads as a bot's. A deleted account's seat comes as
// DELETED_PLAYER_NAME (its old name is never sent) and reads "Deleted player" in the reader's language.
import { msg, say, type Message } from "./i18n.js";
import { DELETED_PLAYER_NAME } from "../../../shared-rules/protocol/index.js";
import { difficultyNameMessage } from "../components/difficultyName.js";

const BOT_NAME = /^Bot (\d+) \((\w+)\)$/;

export function playerName(username: string): Message | string {
  if (username === DELETED_PLAYER_NAME) return msg("player.deletedPlayer");
  const bot = BOT_NAME.exec(username);
  return bot ? msg("player.botName", { number: Number(bot[1]), level: difficultyNameMessage(bot[2]) }) : username;
}

/** The name in the current language, now (a canvas text, drawn again at a change of language). */
export function playerNameText(username: string): string {
  const name = playerName(username);
  return typeof name === "string" ? name : say(name);
}
