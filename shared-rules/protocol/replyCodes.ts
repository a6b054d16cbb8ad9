// Every answer a reply can carry: a stable machine `code` (what programs compare) beside the design's English
// `description` (what people read). The rules' errors come from shared-rules' ERR; the server adds its own below.
import { ERR } from "../src/index.js";

/** Answers the server gives on its own (the rules' answers come from ERR). */
export const SERVER_ERR = {
  invalidInput: ERR.invalidInput,
  serverError: ERR.serverError,
  gameFull: ERR.gameFull,
  gameAlreadyStarted: ERR.gameAlreadyStarted,
  insufficientPlayers: ERR.insufficientPlayers,
  wrongPhase: ERR.wrongPhase,
  colorTaken: "color is already taken",
  notHost: "only the host can do that",
  notABot: "that seat is not a bot",
  notAPlayer: "you are not a player in this game",
  loginRequired: "log in to play",
  reconnectLoginRequired: "log in as this seat's player to reconnect",
  alreadyConnected: "you are already connected to this game",
  tooFast: "you are sending messages too fast",
  gameNotFound: "game not found",
  tooManyWaitingGames: "you already have the most waiting games open; start or leave one first",
  dailyDealUnfinished: "you are already playing a daily deal: finish that one first",
  dailyDealPlayed: "you have played today's daily deal: the next one is dealt at midnight UTC",
} as const;

/** What a start answers when it worked, in the design's words. */
export const GAME_HAS_STARTED = "game has started";

/** Answers a client may produce itself when the server cannot be asked. */
export const CLIENT_ERR = {
  timeout: "the server did not answer in time",
  notConnected: "not connected to the game",
} as const;

type ErrorKey = Exclude<keyof typeof ERR, "success"> | keyof typeof SERVER_ERR | keyof typeof CLIENT_ERR;

/** `ok` for every success (whatever its English wording), else the name of the error. */
export type ReplyCode = "ok" | ErrorKey;

const CODE_OF_DESCRIPTION = new Map<string, ReplyCode>([
  [ERR.success, "ok"],
  [GAME_HAS_STARTED, "ok"],
  ...(Object.entries(ERR).filter(([key]) => key !== "success") as [ErrorKey, string][]).map(([k, d]) => [d, k] as [string, ReplyCode]),
  ...(Object.entries(SERVER_ERR) as [ErrorKey, string][]).map(([k, d]) => [d, k] as [string, ReplyCode]),
  ...(Object.entries(CLIENT_ERR) as [ErrorKey, string][]).map(([k, d]) => [d, k] as [string, ReplyCode]),
]);

/** The machine code of a description (an unknown one is a server error: every answer is listed above). */
export function codeOf(description: string): ReplyCode {
  return CODE_OF_DESCRIPTION.get(description) ?? "serverError";
}
