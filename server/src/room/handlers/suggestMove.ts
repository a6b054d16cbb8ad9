// `suggestMove`: the hard bot's move for the asking seat, with its reason (game/Suggestions.ts). Only where nothing is
// at stake: a rated game (two people or more) and the daily deal refuse it, so nobody is coached into a rating or a
// leaderboard place; a spectator has no seat to suggest for, and a seat that need not act now has no move to make.
import type { Client } from "@colyseus/core";
import { ERR } from "../../../../shared-rules/src/index.js";
import { seatsToAct } from "../../game/BotDriver.js";
import { firstFailure, requireSeat, requireStarted, requireUnrated, seatOf } from "./guards.js";
import { reply, type Handler } from "./types.js";

export const suggestMove: Handler<"suggestMove"> = (master, client: Client) => {
  const failure = firstFailure(
    () => requireSeat(master, client),
    () => requireStarted(master),
    () => requireUnrated(master),
  );
  if (failure) return reply(failure);
  const seat = seatOf(client) as number;
  const rules = master.game.rules!;
  if (rules.phase === "ended") return reply(ERR.gameOver);
  if (!seatsToAct(rules).includes(seat)) return reply(ERR.notYourTurn);
  const suggestion = master.suggestions.suggest(rules, seat, master.game.version);
  if (!suggestion) return reply(ERR.cannotPass);
  return reply("ok", { gameId: master.gameId, playerId: seat, ...suggestion });
};
