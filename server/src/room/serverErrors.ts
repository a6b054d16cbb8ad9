// Answers the server gives on its own (the rules' answers come from shared-rules' ERR).
import { ERR } from "../../../shared-rules/src/index.js";

export const SERVER_ERR = {
  invalidInput: ERR.invalidInput,
  serverError: ERR.serverError,
  gameFull: ERR.gameFull,
  gameAlreadyStarted: ERR.gameAlreadyStarted,
  insufficientPlayers: ERR.insufficientPlayers,
  wrongPhase: ERR.wrongPhase,
  colorTaken: "color is already taken",
  notHost: "only the host can do that",
  notAPlayer: "you are not a player in this game",
  loginRequired: "log in to play",
  alreadyConnected: "you are already connected to this game",
  chatTooFast: "you are sending messages too fast",
  gameNotFound: "game not found",
} as const;

/** What a start or seat change answers when it worked, in the design's words. */
export const GAME_HAS_STARTED = "game has started";
