// Play-again proposals for the people of the ended game who went back to the lobby: the game room publishes each
// notice with the accounts it concerns on a presence channel (so a lobby in another process hears it), and each lobby
// room sends it to its own clients logged in as one of them. Their answer goes back to the game room by a remote call
// (answerPlayAgainFor), wherever that room is.
import { matchMaker, type Client } from "@colyseus/core";
import { z } from "zod";
import { DESCRIPTIONS, SERVER_ERR, type PlayAgainNotice, type ReplyCode } from "../../../shared-rules/protocol/index.js";
import { errorField, log } from "../monitoring/log.js";

const PLAY_AGAIN = "ttr:playAgain";

export type PlayAgainListener = (notice: PlayAgainNotice, userIds: readonly number[]) => void;

export function publishPlayAgain(notice: PlayAgainNotice, userIds: readonly number[]): void {
  Promise.resolve(matchMaker.presence.publish(PLAY_AGAIN, [notice, userIds]) as unknown).catch((error: unknown) =>
    log.error({ game: notice.gameId, err: errorField(error) }, "could not tell the lobby of a play-again proposal"),
  );
}

/** Resolves to the unsubscribe. Only what the game rooms published (the presence channel is the server's own). */
export async function subscribePlayAgain(listener: PlayAgainListener): Promise<() => void> {
  const onMessage = (message: unknown) => {
    if (!Array.isArray(message) || !Array.isArray(message[1])) return;
    listener(message[0] as PlayAgainNotice, (message[1] as unknown[]).filter((id): id is number => typeof id === "number"));
  };
  await matchMaker.presence.subscribe(PLAY_AGAIN, onMessage);
  return () => void matchMaker.presence.unsubscribe(PLAY_AGAIN, onMessage);
}

/** A lobby answer: which ended game's proposal (a game code: letters, digits and dashes, so never a prototype key), and the answer. */
const lobbyAnswer = z.strictObject({ gameId: z.string().regex(/^[A-Za-z0-9-]{1,40}$/), accept: z.boolean() });

/** Sends a lobby client's answer to the game's room, wherever it is, and answers the client with its reply. */
export function answerPlayAgainInLobby(client: Client, userId: number | null, raw: unknown): void {
  const answer = (code: ReplyCode) => client.send("answerPlayAgain", { code, description: DESCRIPTIONS[code] });
  const parsed = lobbyAnswer.safeParse(raw);
  if (!parsed.success) return answer(SERVER_ERR.invalidInput);
  if (userId === null) return answer(SERVER_ERR.loginRequired);
  matchMaker
    .remoteRoomCall(parsed.data.gameId, "answerPlayAgainFor", [userId, parsed.data.accept])
    .then((code: unknown) => answer(typeof code === "string" && code in DESCRIPTIONS ? (code as ReplyCode) : SERVER_ERR.noPlayAgain))
    // the room has closed (the proposal went with it), or never was
    .catch(() => answer(SERVER_ERR.noPlayAgain));
}
