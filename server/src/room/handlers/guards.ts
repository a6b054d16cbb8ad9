// The checks in front of the rules (Chain of Responsibility): is the sender seated, is it the host, has the game
// started. Each answers the error to send, or null to pass the command on.
import type { Client } from "@colyseus/core";
import type { GameHost } from "../GameHost.js";
import { SERVER_ERR } from "../serverErrors.js";

export function seatOf(host: GameHost, client: Client): number | null {
  return host.dataOf(client)?.seat ?? null;
}

export function requireSeat(host: GameHost, client: Client): string | null {
  return seatOf(host, client) === null ? SERVER_ERR.notAPlayer : null;
}

export function requireHost(host: GameHost, client: Client): string | null {
  const data = host.dataOf(client);
  if (data?.seat === null || data?.userId === null || data?.userId === undefined) return SERVER_ERR.notAPlayer;
  return host.session.isHost(data.userId) ? null : SERVER_ERR.notHost;
}

export function requireStarted(host: GameHost): string | null {
  return host.session.rules ? null : SERVER_ERR.wrongPhase;
}

/** The first failing check's description, or null when all pass. */
export function firstFailure(...checks: (() => string | null)[]): string | null {
  for (const check of checks) {
    const failure = check();
    if (failure) return failure;
  }
  return null;
}
