// Where Colyseus keeps presence (pub/sub, shared keys) and the room listing. Unset REDIS_URL: in memory, one
// process. Set: Redis, so that every process lists every room, reserves seats on the process that owns a room, and
// shares live sessions — Colyseus' own distributed engine, nothing home-made.
import type { MatchMakerDriver, Presence } from "@colyseus/core";
import { RedisDriver } from "@colyseus/redis-driver";
import { RedisPresence } from "@colyseus/redis-presence";
import type { ServerConfig } from "./config.js";

export interface MatchmakingBackend {
  presence?: Presence;
  driver?: MatchMakerDriver;
  publicAddress?: string;
}

export function matchmakingBackend(config: ServerConfig): MatchmakingBackend {
  if (!config.redisUrl) return {};
  return {
    presence: new RedisPresence(config.redisUrl),
    driver: new RedisDriver(config.redisUrl),
    publicAddress: config.publicAddress,
  };
}
