// The checks in front of the rules (Chain of Responsibility): is the sender seated, is it the host, has the game
// started, is the game still where the command was sent. Each answers the error code to send, or null to pass the command on.
import type { Client } from "@colyseus/core";
import type { GameMaster } from "../../game/GameMaster.js";
import { dataOf } from "../roomPort.js";
import { SERVER_ERR, type ServerErrorCode } from "../serverErrors.js";
import { MIN_RATED_PEOPLE } from "../../ratings/finalOrder.js";

export function seatOf(client: Client): number | null {
  return dataOf(client)?.seat ?? null;
}

export function requireSeat(master: GameMaster<Client>, client: Client): ServerErrorCode | null {
  return seatOf(client) === null ? SERVER_ERR.notAPlayer : null;
}

export function requireHost(master: GameMaster<Client>, client: Client): ServerErrorCode | null {
  const data = dataOf(client);
  if (data?.seat === null || data?.userId === null || data?.userId === undefined) return SERVER_ERR.notAPlayer;
  return master.game.isHost(data.userId) ? null : SERVER_ERR.notHost;
}

export function requireStarted(master: GameMaster<Client>): ServerErrorCode | null {
  return master.game.rules ? null : SERVER_ERR.wrongPhase;
}

/** A game that counts for something (rated: two people or more; the daily deal's leaderboard) refuses coaching. */
export function requireUnrated(master: GameMaster<Client>): ServerErrorCode | null {
  const record = master.game.record;
  const people = record.seats.filter((s) => s.userId !== null).length;
  return record.daily !== undefined || people >= MIN_RATED_PEOPLE ? SERVER_ERR.ratedGame : null;
}

/**
 * A command that names the position it was sent at (Positioned) must find the game there: anything else (a move
 * applied meanwhile, this very command applied before a lost connection) answers "stale" and changes nothing, so a
 * client may send a command again after a reconnection without it ever applying twice. No position: no check.
 */
export function requirePosition(master: GameMaster<Client>, at: number | undefined): ServerErrorCode | null {
  return at === undefined || at === master.game.version ? null : SERVER_ERR.stale;
}

/** The first failing check's code, or null when all pass. */
export function firstFailure(...checks: (() => ServerErrorCode | null)[]): ServerErrorCode | null {
  for (const check of checks) {
    const failure = check();
    if (failure) return failure;
  }
  return null;
}
