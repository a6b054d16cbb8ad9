// @colyseus/core loads @pm2/io (one of its dependencies) at start, to show two numbers (connected clients, rooms) on
// PM2's dashboard. Loading it also starts PM2's own probes: once a second it lists every libuv handle of the process
// (process._getActiveHandles(), an array as long as the open sockets: 14,000 in the bench's 10,000-player step),
// samples the heap, wraps every HTTP request, opens an inspector session, and sends all of it over the parent's IPC
// channel when there is one. Only PM2 reads any of it. So unless PM2_METRICS is on, the server puts a stand-in where
// @pm2/io looks for an instance of itself before making one (a global symbol): Colyseus' metric() calls go nowhere
// and PM2's probes never start.
import type { ServerConfig } from "../config.js";

/** Where @pm2/io keeps its process-wide instance (its index.js reuses one it finds there). */
const PM2_IO_KEY = Symbol.for("@pm2/io");

/** What @colyseus/core calls on @pm2/io (Stats.reset: `io.default.metric({ id, name, value })`). */
const standIn = Object.freeze({
  pm2ProbesOff: true,
  metric: () => ({ set: (): void => undefined }),
});

/** Call before the matchmaker starts (createGameServer does); a no-op when PM2_METRICS is on or @pm2/io already runs. */
export function keepPm2ProbesOff(config: Pick<ServerConfig, "pm2Metrics">): void {
  if (config.pm2Metrics) return;
  const global = globalThis as Record<symbol, unknown>;
  if (global[PM2_IO_KEY] === undefined) global[PM2_IO_KEY] = standIn;
}

/** Whether this process runs PM2's probes (a test and an operator's check). */
export function pm2ProbesRunning(): boolean {
  const instance = (globalThis as Record<symbol, unknown>)[PM2_IO_KEY] as { initialized?: boolean } | undefined;
  return instance?.initialized === true;
}
