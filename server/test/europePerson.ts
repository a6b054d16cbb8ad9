// Plays the people's seats of a Europe game over the wire with the script of europeScript.ts.
import type { Room } from "colyseus.js";
import type { GameState } from "../../shared-rules/src/index.js";
import { ask } from "../../test-kit/index.js";
import { payloadOf, rulesOf } from "./autoplay.js";
import { count, europeMove, type EuropeTally } from "./europeScript.js";

export { emptyTally, type EuropeTally } from "./europeScript.js";

/**
 * One scripted move for the first of `rooms`' seats that must act; false when none must (a bot's turn, or the end).
 * `before` may look at (and test) the state first: it gets the seat and its room, and answers false to stop here.
 */
export async function playEuropeMove(
  roomId: string,
  rooms: Map<number, Room>,
  tally: EuropeTally,
  before?: (rules: GameState, seat: number, room: Room) => Promise<boolean>,
): Promise<boolean> {
  const rules = rulesOf(roomId);
  if (rules.phase === "ended") return false;
  for (const [seat, room] of rooms) {
    const move = europeMove(rules, seat, tally);
    if (!move) continue;
    if (before && !(await before(rules, seat, room))) return false;
    const answer = await ask(room, move.type, payloadOf(move));
    if (answer.code !== "ok") throw new Error(`${move.type} by seat ${seat}: ${answer.description}`);
    count(rules, move, tally);
    return true;
  }
  return false;
}
