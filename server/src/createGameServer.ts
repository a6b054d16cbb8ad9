// Factory for one complete server: Express (accounts, map, static client) and Colyseus (lobby + game rooms) on
// one HTTP port. Used by main.ts, the tests, the browser tests and the benchmarks.
// Colyseus' matchmaker is process-wide: run one of these at a time per process (shut one down before the next).
import { replayOlderGamesIntoMapRatings } from "./ratings/mapRatingsReplay.js";
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { Redis } from "ioredis";
import { Server } from "@colyseus/core";
import { createBot } from "../../bots/src/index.js";
import type { ServerConfig } from "./config.js";
import { purposeKeys, resolveJwtSecret } from "./auth/jwtSecret.js";
import { LoginRegistry } from "./auth/logins.js";
import { TokenService } from "./auth/tokens.js";
import { apiRoutes } from "./http/apiRoutes.js";
import { accountRoutes } from "./http/accountRoutes.js";
import { accountCareRoutes } from "./http/accountCareRoutes.js";
import { authRoutes } from "./http/authRoutes.js";
import { boundRequestBodies, skipAnswered } from "./http/bodyLimit.js";
import { guardMatchmakeBodies } from "./http/matchmakeDoor.js";
import { refusePrototypeKeys } from "./http/prototypeKeys.js";
import { gameLookupRoutes } from "./http/gameLookupRoutes.js";
import { limitRoomLookups } from "./http/lookupLimit.js";
import { gameRecordRoutes } from "./http/gameRecordRoutes.js";
import { closeIdleSockets, httpServerDeadlines } from "./http/connectionDeadlines.js";
import { answerUnservedMethods } from "./http/methodDoor.js";
import { boundConnectionsPerPeer, boundForwardedClients } from "./http/connectionBounds.js";
import { countAndShedConnections, NEAR_FILE_LIMIT, shedRequestsNearFileLimit } from "./http/loadShedding.js";
import { FileHeadroom } from "./monitoring/fileHeadroom.js";
import { webSocketTransportWithDeadlines } from "./colyseusInternals/webSocketTransport.js";
import { inMemoryCounters, redisCounters } from "./http/rateLimits.js";
import { dataDirExposure, staticFiles } from "./http/staticFiles.js";
import { matchmakingBackend } from "./matchmakingBackend.js";
import { RedisLink } from "./redisLink.js";
import { keepRoomsListed, redisConnectionsOf, tolerateRedisOutages } from "./colyseusInternals/redisOutage.js";
import { refuseMatchmakingWithoutRedis } from "./http/outageDoor.js";
import { lobbyRoomFor } from "./lobby/TtrLobbyRoom.js";
import { RatingKeeper } from "./ratings/ratingKeeper.js";
import { dailySeed } from "./daily/dailyDeal.js";
import { dailyRoutes } from "./http/dailyRoutes.js";
import { ratingRoutes } from "./http/ratingRoutes.js";
import { gameRoomFor } from "./room/TtrRoom.js";
import { openByServer } from "./room/serverOpened.js";
import { WATCH_ROOM } from "./room/spectatorDelay/SpectatorDelay.js";
import { watchRoomFor } from "./room/spectatorDelay/WatchRoom.js";
import type { ServerServices } from "./services.js";
import { openStores } from "./storage/open.js";
import { keepSecretFilesPrivate } from "./storage/privateFiles.js";
import { keepPm2ProbesOff } from "./monitoring/pm2Probes.js";
import { colyseusLogger, configureLog, errorField, log } from "./monitoring/log.js";
import type { DestinationStream } from "pino";
import { ServerMetrics } from "./monitoring/promMetrics.js";
import { Readiness } from "./monitoring/readiness.js";
import { SavingPauses } from "./game/savingPauses.js";
import { healthRoutes } from "./http/healthRoutes.js";
import { openMetricsPort, publicMetricsRoute, type MetricsPort } from "./http/metricsRoutes.js";
import { adminPanel } from "./http/adminPanel.js";
import { pushRoutes } from "./http/pushRoutes.js";
import { turnPushFor } from "./push/turnPushFor.js";
import { SocialNotices } from "./social/socialNotices.js";
import { Whereabouts } from "./social/whereabouts.js";
import { friendsRoutes } from "./http/friendsRoutes.js";

export interface GameServer {
  app: express.Express;
  httpServer: http.Server;
  gameServer: Server;
  services: ServerServices;
  /** What GET /readyz answers from (restored, draining, storage and Redis reachable). */
  readiness: Readiness;
  /** The Prometheus metrics, when they are served (METRICS_PORT or METRICS_TOKEN set); null otherwise. */
  metrics: ServerMetrics | null;
  /** The metrics port once listening (METRICS_PORT set), else null. */
  metricsPort(): number | null;
  /** Turns the process not-ready (GET /readyz 503) without stopping anything: the first step of a shutdown. */
  drain(): void;
  /** Binds config.port on config.host (port 0 picks a free one) and brings back unfinished games. Resolves to the port. */
  listen(): Promise<number>;
  /** Persists what rooms hold, disconnects everybody and closes the port. Never exits the process. */
  shutdown(): Promise<void>;
}

export interface GameServerOptions {
  /** Where log lines go instead of stdout (tests capture them). */
  logDestination?: DestinationStream;
}

export async function createGameServer(config: ServerConfig, options: GameServerOptions = {}): Promise<GameServer> {
  configureLog(config, options.logDestination);
  keepPm2ProbesOff(config);
  // Before anything is written there: a DATA_DIR that PUBLIC_DIR serves (by any path, links resolved) is refused.
  const exposure = await dataDirExposure(config.publicDir, config.dataDir);
  if (exposure) throw new Error(exposure);
  await fs.mkdir(config.dataDir, { recursive: true });
  await keepSecretFilesPrivate(config.dataDir);
  const stores = await openStores(config);
  const countersRedis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: true }) : null;
  const keys = purposeKeys(await resolveJwtSecret(config.jwtSecret, config.dataDir));
  const services: ServerServices = {
    config,
    users: stores.users,
    games: stores.games,
    tokens: new TokenService(keys.loginTokens, config.tokenTtlSeconds),
    logins: new LoginRegistry(),
    createBot,
    ratings: new RatingKeeper(stores.users, stores.games),
    dailySeedOf: (day) => dailySeed(keys.dailyDeal, day),
    counters: countersRedis ? redisCounters(countersRedis) : inMemoryCounters,
    pushSubscriptions: stores.push,
    turnPush: await turnPushFor(config, stores.push, stores.users),
    savingPauses: new SavingPauses(),
    social: stores.social,
    socialNotices: new SocialNotices(),
    whereabouts: new Whereabouts(),
    shuttingDown: false,
  };

  const fileHeadroom = new FileHeadroom(config.fileLimitHeadroom);
  const readiness = new Readiness(
    {
      storage: () => stores.ping(),
      ...(countersRedis ? { redis: () => countersRedis.ping() } : {}),
    },
    [() => (fileHeadroom.nearLimit() ? NEAR_FILE_LIMIT : null), () => services.savingPauses!.reason()],
  );
  // Only when someone can read them: subscribing switches the commit path's timing channels on.
  const metrics = config.metricsPort > 0 || config.metricsToken !== undefined ? new ServerMetrics(config.processName, services.turnPush ? () => services.turnPush!.outcomes : undefined) : null;
  let metricsPort: MetricsPort | null = null;

  const app = express();
  app.disable("x-powered-by");
  // req.ip (the login and registration bounds) is the client's address behind our own proxies (http/clientAddress.ts).
  app.set("trust proxy", config.trustProxyHops);
  // Tokens travel in the Authorization header, never in cookies, so any origin may call the JSON API
  // (e.g. the Vite dev server on another port).
  app.use(["/auth", "/api"], (req, res, next) => {
    res.set({
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Allow-Headers": "Content-Type, Authorization",
      "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
    });
    if (req.method === "OPTIONS") res.sendStatus(204);
    else next();
  });
  // A prototype key anywhere in a JSON body is refused (400) as the body is parsed: nothing downstream copies it.
  app.use(express.json({ limit: "16kb", reviver: refusePrototypeKeys }));
  app.use(skipAnswered);
  app.use(healthRoutes(readiness));
  app.use(publicMetricsRoute(config, metrics));
  app.use(await adminPanel(services));
  app.use("/auth", authRoutes(services));
  app.use(apiRoutes(services));
  app.use(accountRoutes(services));
  app.use(accountCareRoutes(services));
  app.use(gameRecordRoutes(services));
  app.use(ratingRoutes(services));
  app.use(dailyRoutes(services));
  app.use(gameLookupRoutes(services));
  app.use(pushRoutes(services));
  app.use(friendsRoutes(services));
  app.use(staticFiles(config.publicDir, config.dataDir));
  // Malformed JSON bodies and other request errors answer like every other failure.
  app.use((error: Error & { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = error.status && (error.status < 500 || error.status === 503) ? error.status : 500;
    const description = status < 500 ? "invalid input" : status === 503 ? "temporarily unavailable" : "server error";
    res.status(status).json({ description, reason: error.message });
  });

  const httpServer = http.createServer(httpServerDeadlines(config), app);
  closeIdleSockets(httpServer, config);
  // Made right before the Server subscribes through it: a subscriber connection already half set up when the first
  // SUBSCRIBE is sent fails ioredis' ready check (and the start).
  const backend = matchmakingBackend(config);
  // Several processes: whether Redis answers now (matchmaking 503 while not, rooms listed again once back).
  const redisLink =
    backend.presence && backend.driver && countersRedis ? new RedisLink([...redisConnectionsOf(backend.presence, backend.driver), countersRedis]) : null;
  if (redisLink) tolerateRedisOutages();
  const gameServer = new Server({
    ...backend,
    transport: webSocketTransportWithDeadlines(httpServer, config),
    gracefullyShutdown: false, // main.ts owns the signals; tests shut down explicitly
    greet: false,
    logger: colyseusLogger(),
  });
  await services.logins.listen();
  await services.socialNotices.listen();
  // After Colyseus attached its matchmaking routes and its WebSocket transport (in the constructor), so that they are
  // guarded too. From the outside in: the 503s near the open-file limit, the bound of connections per address, the
  // 405 of methods nothing serves, the bound of failed room lookups (a guesser over it is answered before anything
  // reads the body), the body bound, the matchmaking door, then Colyseus and Express; in front of them all, with
  // several processes, the 503 of matchmaking while Redis is away.
  guardMatchmakeBodies(httpServer);
  boundRequestBodies(httpServer);
  limitRoomLookups(httpServer, services);
  answerUnservedMethods(httpServer);
  boundForwardedClients(httpServer, config);
  shedRequestsNearFileLimit(httpServer, fileHeadroom);
  // New TCP connections, outside in: counted for the file headroom, then the bound per peer address, then HTTP.
  boundConnectionsPerPeer(httpServer, config);
  countAndShedConnections(httpServer, fileHeadroom);
  // Without Redis no matchmaking request waits for it.
  if (redisLink) refuseMatchmakingWithoutRedis(httpServer, redisLink);
  const roomTypes = [
    gameServer.define("lobby", lobbyRoomFor(services)),
    gameServer.define("ttr", gameRoomFor(services)).enableRealtimeListing(),
    gameServer.define(WATCH_ROOM, watchRoomFor(services)),
  ];
  if (redisLink) keepRoomsListed(roomTypes, redisLink);

  let stopped = false;
  const drain = () => {
    if (!readiness.draining) log.debug("draining: not ready for new players");
    readiness.draining = true;
  };

  return {
    app,
    httpServer,
    gameServer,
    services,
    readiness,
    metrics,
    metricsPort: () => metricsPort?.port ?? null,
    drain,
    async listen() {
      fileHeadroom.start();
      await gameServer.listen(config.port, config.host);
      // Connected now (it is lazy), so that the Redis link sees it ready before any limit is counted.
      await countersRedis?.ping().catch(() => undefined);
      if (metrics && config.metricsPort > 0) metricsPort = await openMetricsPort(config, metrics);
      // One process brings back every unfinished game; with several, each brings back its own (PROCESS_NAME).
      const mine = (owner: string | undefined) => !config.redisUrl || owner === undefined || owner === config.processName;
      for (const record of services.games.unfinished().filter((r) => mine(r.owner))) {
        try {
          // Here, not wherever the matchmaker would place a new room: this process owns the game.
          await openByServer("ttr", { restoreGameId: record.id });
        } catch (error) {
          log.error({ game: record.id, room: record.id, err: errorField(error) }, "could not restore a game");
        }
      }
      // Before any game is rated here: the boards' ratings of the games rated before they existed (once per store).
      if (await replayOlderGamesIntoMapRatings(services.users, services.games)) log.info("ratings per board replayed from the rated games' records");
      // Games that ended just before the last stop and are not rated yet.
      await services.ratings.settlePending();
      readiness.restored = true;
      return (httpServer.address() as AddressInfo).port;
    },
    async shutdown() {
      if (stopped) return;
      stopped = true;
      drain();
      redisLink?.stop();
      services.shuttingDown = true;
      services.logins.stop();
      services.socialNotices.stop();
      await gameServer.gracefullyShutdown(false);
      await services.ratings.idle();
      await stores.close();
      countersRedis?.disconnect();
      fileHeadroom.stop();
      await metricsPort?.close();
      metrics?.stop();
      await new Promise<void>((resolve) => {
        httpServer.close(() => resolve());
        httpServer.closeAllConnections?.();
      });
    },
  };
}
