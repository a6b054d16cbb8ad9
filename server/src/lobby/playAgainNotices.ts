// Play-again proposals for the people of the ended game who went back to the lobby: the game room publishes each
// notice with the accounts it concerns on a presence channel (so a lobby in another process hears it), and each lobby
// room sends it to its own clients logged in as one of them. Their answer goes back to the game room by a remote call
// (answerPlayAgainFor), wherever that room is.
import { matchMaker } from "@colyseus/core";
import type { PlayAgainNotice } from "../../../shared-rules/protocol/index.js";
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
