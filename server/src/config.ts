// Every setting of the server, read from the environment in one place. `.env.example` lists the same names.
import os from "node:os";
import path from "node:path";
import { DIFFICULTIES, MAX_PLAYERS, type Difficulty } from "../../shared-rules/src/index.js";
import { jwtSecretRefusal } from "./auth/jwtSecret.js";
import { pushTestServiceOf } from "./push/pushDestination.js";

export interface ServerConfig {
  /** TCP port for HTTP and WebSocket (one port). */
  port: number;
  /** Interface to bind. */
  host: string;
  /** Where lowdb keeps users.json, games.json and the generated JWT secret. */
  dataDir: string;
  /** The secret every key is derived from (login tokens, daily deal), ≥ 32 bytes; undefined = generate one into DATA_DIR. */
  jwtSecret: string | undefined;
  /** How long a login token stays valid. */
  tokenTtlSeconds: number;
  bcryptRounds: number;
  /** How long a dropped player's seat waits for them before a bot plays it. */
  reconnectSeconds: number;
  /** Accept `{seed}` in create options (tests only). */
  allowTestSeed: boolean;
  /** Pause before a bot acts, so people can follow its moves. */
  botDelayMs: number;
  /** Real-time games: time per turn, and each player's reserve for turns that run over. */
  turnSeconds: number;
  turnReserveSeconds: number;
  /** Async games: time per turn, in hours. */
  asyncTurnHours: number;
  /** How long before a bot plays a seat's turn (its time ran out) the seat is warned. */
  takeoverWarningSeconds: number;
  /** Failed logins allowed per username within the window, then 429. */
  loginMaxFailures: number;
  /** Failed logins allowed per client address within the window, then 429. */
  loginMaxFailuresPerAddress: number;
  loginWindowSeconds: number;
  /** Registrations allowed per client address within the window, then 429. */
  registerMaxPerAddress: number;
  registerWindowSeconds: number;
  /**
   * Failed game lookups (an id or private code that names no game: GET /api/games/:id, joinById, reconnect) allowed
   * per client address and per account within the window, then 429. Successful lookups are not counted.
   */
  lookupMaxFailuresPerAddress: number;
  lookupMaxFailuresPerAccount: number;
  lookupWindowSeconds: number;
  /** Waiting (not started) games one person may host at once. */
  maxWaitingGamesPerUser: number;
  /** A waiting game with nobody connected closes after this long. */
  waitingIdleSeconds: number;
  /** Waiting or playing games one person takes part in at once: seated, or hosting (also a game they only watch). */
  maxLiveGamesPerUser: number;
  /** Games one person may start (startGame, startAndWatch) within one clock hour. */
  maxGamesStartedPerHour: number;
  /** A game of bots only that nobody watches ends (abandoned) after this long; its bots wait meanwhile. */
  botGameUnwatchedSeconds: number;
  /** A play-again proposal's life: then the seats nobody answered for get bots and the new game starts. */
  playAgainSeconds: number;
  /** Chat messages allowed per player within the window. */
  chatMaxMessages: number;
  chatWindowSeconds: number;
  /** Per-connection message budget (every room): sustained rate, burst, refusals in a row before the drop. */
  messageRatePerSecond: number;
  messageBurst: number;
  messageFloodDropAfter: number;
  /** saveGameState writes a game's snapshot at most once per this many seconds. */
  saveStateMinSeconds: number;
  /** A new TCP connection must send complete HTTP request headers (a WebSocket upgrade too) within this, or is closed. */
  requestHeadersTimeoutMs: number;
  /** A whole request (headers and body) must arrive within this, or is answered 408 and closed. */
  requestTimeoutMs: number;
  /** A socket with nothing sent either way for this long is closed (a request nobody answers, a stalled peer). */
  socketIdleTimeoutMs: number;
  /** A kept-alive HTTP connection is closed after this long without a new request. */
  keepAliveTimeoutMs: number;
  /** Open connections per client address (TCP, or behind trusted proxies requests in flight + WebSockets). */
  maxConnectionsPerAddress: number;
  /** Behind trusted proxies (trustProxyHops > 0): TCP connections per peer address (the proxies carry everyone). */
  maxConnectionsPerProxy: number;
  /** Within this many files of the open-file limit, new requests get 503 and /readyz says not ready. */
  fileLimitHeadroom: number;
  /** An upgraded WebSocket must be in a room within this, or is closed. */
  joinTimeoutMs: number;
  /** The server pings every WebSocket this often... */
  pingIntervalMs: number;
  /** ...and drops one that missed this many pongs in a row: a silent peer goes within pingIntervalMs × (this + 1). */
  pingMaxMissed: number;
  /** Where the built client is served from. */
  publicDir: string;
  /** Redis for many processes (presence + matchmaking driver); undefined = one process, everything in memory. */
  redisUrl: string | undefined;
  /** host:port the matchmaker hands a client to reach this process (several processes behind one lobby). */
  publicAddress: string | undefined;
  /** Names this process across restarts, so a restarted process takes its own unfinished games back. */
  processName: string;
  /** Reverse proxies of ours in front (each appends to X-Forwarded-For): the client address is the one the outermost saw. */
  trustProxyHops: number;
  /** Run PM2's process probes (@pm2/io, loaded by Colyseus): only useful under PM2; each second they cost O(sockets). */
  pm2Metrics: boolean;
  /** fdatasync each batch of game-log writes before acknowledging (survives a power loss; costs a disk flush per tick). */
  storageFsync: boolean;
  /** Snapshot files (saveGameState) older than this are removed at start-up and every hour. */
  snapshotMaxAgeDays: number;
  /** A deleted account's name stays taken this many days, so nobody can pose as the person who just left. */
  deletedAccountGraceDays: number;
  /** Snapshot files kept per game: each write removes that game's older ones. */
  snapshotsPerGame: number;
  /** PostgreSQL for accounts and games (what several processes share); undefined = the embedded files in dataDir. */
  databaseUrl: string | undefined;
  /** Connections this process keeps open to PostgreSQL. */
  databasePoolSize: number;
  /** How long taking a new PostgreSQL connection may take before the attempt fails (the database is down or stuck). */
  databaseConnectTimeoutMs: number;
  /** How long one statement may run (PostgreSQL's statement_timeout, and the client's own wait for an answer). */
  databaseQueryTimeoutMs: number;
  /** Bots the daily deal seats beside the person, and how well they play. */
  dailyDealBots: number;
  dailyDealDifficulty: Difficulty;
  /**
   * Moves a public game's spectators are kept behind the players when the game has people in it,
   * unless its creator turned the delay off; 0 = spectators always watch live.
   */
  spectatorDelayMoves: number;
  /** Lowest level written to the log: trace, debug, info, warn, error, fatal or silent. */
  logLevel: LogLevel;
  /** JSON lines (for a log collector), or readable coloured lines for a terminal. */
  logFormat: LogFormat;
  /** A port of its own for GET /metrics (0 = none: /metrics is on the public port, answered only with METRICS_TOKEN). */
  metricsPort: number;
  /** The interface the metrics port binds. */
  metricsHost: string;
  /** Bearer token GET /metrics asks for (undefined = none: then /metrics is served only on METRICS_PORT). */
  metricsToken: string | undefined;
  /** Usernames (compared case-insensitively) whose login opens the admin panel at /admin. */
  adminUsers: readonly string[];
  /** Web Push (turn notices): the VAPID key pair (base64url); both unset = generated once into DATA_DIR. */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  /** Who the push services may contact about our notices: a mailto: or https: URL. */
  vapidSubject: string;
  /**
   * Tests only: a local stand-in push service, its PEM certificate and its origin (https://127.0.0.1:<port>), both or
   * neither. When set, endpoints at exactly that host and port are accepted besides public ones and that certificate
   * is trusted; unset, only public push services by name on port 443.
   */
  pushTestServiceCert: string | undefined;
  pushTestServiceOrigin: string | undefined;
  /** Push subscribe/unsubscribe calls one account, and one address, may make per window (each one writes the store). */
  pushSubscribeMaxPerAccount: number;
  pushSubscribeMaxPerAddress: number;
  pushSubscribeWindowSeconds: number;
  /** Friend-list changes (requests, answers, removals, blocks) one account, and one address, may make per window. */
  friendChangesMaxPerAccount: number;
  friendChangesMaxPerAddress: number;
  /** Invitations to a table one account, and one address, may send per window. */
  invitationsMaxPerAccount: number;
  invitationsMaxPerAddress: number;
  /** The window of both friends limits. */
  socialWindowSeconds: number;
}

export const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ["json", "pretty"] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return value;
}

function difficultyOf(env: NodeJS.ProcessEnv, name: string, fallback: Difficulty): Difficulty {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (!(DIFFICULTIES as readonly string[]).includes(raw)) throw new Error(`${name} must be one of ${DIFFICULTIES.join(", ")}, got "${raw}"`);
  return raw as Difficulty;
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (!(allowed as readonly string[]).includes(raw)) throw new Error(`${name} must be one of ${allowed.join(", ")}, got "${raw}"`);
  return raw as T;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  return raw === "1" || raw === "true" || raw === "yes" || raw === "on";
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const config = readConfig(env);
  const secretRefusal = config.jwtSecret === undefined ? null : jwtSecretRefusal(config.jwtSecret);
  if (secretRefusal) throw new Error(secretRefusal);
  // Several processes must share accounts and games: files in one process's DATA_DIR are not shared.
  if (config.redisUrl && !config.databaseUrl) {
    throw new Error("REDIS_URL is set (several processes) but DATABASE_URL is not: set DATABASE_URL to the PostgreSQL they share");
  }
  // One half of a key pair cannot sign, and a generated pair would silently replace the configured half.
  if ((config.vapidPublicKey === undefined) !== (config.vapidPrivateKey === undefined)) {
    throw new Error("set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (a pair is then generated into DATA_DIR)");
  }
  // Push services refuse a notice whose contact is neither (RFC 8292 §2.1): better said at start than at every turn.
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(config.vapidSubject)) {
    throw new Error(`VAPID_SUBJECT must be a mailto: address or an https: URL, got "${config.vapidSubject}"`);
  }
  // The stand-in is trusted at one host and port with one certificate: half of it would be a wider or a broken exception.
  if ((config.pushTestServiceCert === undefined) !== (config.pushTestServiceOrigin === undefined)) {
    throw new Error("set both PUSH_TEST_SERVICE_CERT and PUSH_TEST_SERVICE_ORIGIN (tests only), or neither");
  }
  if (config.pushTestServiceOrigin !== undefined) pushTestServiceOf(config.pushTestServiceOrigin);
  return config;
}

function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  return {
    port: int(env, "PORT", 2567),
    host: env.HOST?.trim() || "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR?.trim() || "./data"),
    jwtSecret: env.JWT_SECRET?.trim() || undefined,
    tokenTtlSeconds: int(env, "TOKEN_TTL_SECONDS", 7 * 24 * 3600, 60),
    bcryptRounds: int(env, "BCRYPT_ROUNDS", 10, 4),
    reconnectSeconds: int(env, "RECONNECT_SECONDS", 60),
    allowTestSeed: flag(env, "ALLOW_TEST_SEED", false),
    botDelayMs: int(env, "BOT_DELAY_MS", 800),
    turnSeconds: int(env, "TURN_SECONDS", 180, 1),
    turnReserveSeconds: int(env, "TURN_RESERVE_SECONDS", 300),
    asyncTurnHours: int(env, "ASYNC_TURN_HOURS", 24, 1),
    takeoverWarningSeconds: int(env, "TAKEOVER_WARNING_SECONDS", 30),
    loginMaxFailures: int(env, "LOGIN_MAX_FAILURES", 10, 1),
    loginMaxFailuresPerAddress: int(env, "LOGIN_MAX_FAILURES_PER_ADDRESS", 50, 1),
    loginWindowSeconds: int(env, "LOGIN_WINDOW_SECONDS", 15 * 60, 1),
    registerMaxPerAddress: int(env, "REGISTER_MAX_PER_ADDRESS", 100, 1),
    registerWindowSeconds: int(env, "REGISTER_WINDOW_SECONDS", 3600, 1),
    lookupMaxFailuresPerAddress: int(env, "LOOKUP_MAX_FAILURES_PER_ADDRESS", 20, 1),
    lookupMaxFailuresPerAccount: int(env, "LOOKUP_MAX_FAILURES_PER_ACCOUNT", 20, 1),
    lookupWindowSeconds: int(env, "LOOKUP_WINDOW_SECONDS", 600, 1),
    maxWaitingGamesPerUser: int(env, "MAX_WAITING_GAMES_PER_USER", 3, 1),
    waitingIdleSeconds: int(env, "WAITING_IDLE_SECONDS", 15 * 60, 1),
    maxLiveGamesPerUser: int(env, "MAX_LIVE_GAMES_PER_USER", 21, 1),
    maxGamesStartedPerHour: int(env, "MAX_GAMES_STARTED_PER_HOUR", 20, 1),
    botGameUnwatchedSeconds: int(env, "BOT_GAME_UNWATCHED_SECONDS", 5 * 60, 1),
    playAgainSeconds: int(env, "PLAY_AGAIN_SECONDS", 120, 1),
    chatMaxMessages: int(env, "CHAT_MAX_MESSAGES", 5, 1),
    chatWindowSeconds: int(env, "CHAT_WINDOW_SECONDS", 10, 1),
    messageRatePerSecond: int(env, "MESSAGE_RATE_PER_SECOND", 20, 1),
    messageBurst: int(env, "MESSAGE_BURST", 40, 1),
    messageFloodDropAfter: int(env, "MESSAGE_FLOOD_DROP_AFTER", 50, 1),
    saveStateMinSeconds: int(env, "SAVE_STATE_MIN_SECONDS", 5),
    requestHeadersTimeoutMs: int(env, "REQUEST_HEADERS_TIMEOUT_MS", 5000, 100),
    requestTimeoutMs: int(env, "REQUEST_TIMEOUT_MS", 10_000, 100),
    socketIdleTimeoutMs: int(env, "SOCKET_IDLE_TIMEOUT_MS", 30_000, 100),
    keepAliveTimeoutMs: int(env, "KEEP_ALIVE_TIMEOUT_MS", 5000, 100),
    maxConnectionsPerAddress: int(env, "MAX_CONNECTIONS_PER_ADDRESS", 200, 1),
    maxConnectionsPerProxy: int(env, "MAX_CONNECTIONS_PER_PROXY", 10_000, 1),
    fileLimitHeadroom: int(env, "FILE_LIMIT_HEADROOM", 256, 1),
    joinTimeoutMs: int(env, "JOIN_TIMEOUT_MS", 5000, 100),
    pingIntervalMs: int(env, "PING_INTERVAL_MS", 5000, 100),
    pingMaxMissed: int(env, "PING_MAX_MISSED", 1, 1),
    publicDir: path.resolve(env.PUBLIC_DIR?.trim() || "./public"),
    redisUrl: env.REDIS_URL?.trim() || undefined,
    publicAddress: env.PUBLIC_ADDRESS?.trim() || undefined,
    processName: env.PROCESS_NAME?.trim() || `${os.hostname()}:${int(env, "PORT", 2567)}`,
    trustProxyHops: int(env, "TRUST_PROXY_HOPS", 0, 0),
    storageFsync: flag(env, "STORAGE_FSYNC", false),
    pm2Metrics: flag(env, "PM2_METRICS", false),
    snapshotMaxAgeDays: int(env, "SNAPSHOT_MAX_AGE_DAYS", 7, 1),
    deletedAccountGraceDays: int(env, "DELETED_ACCOUNT_GRACE_DAYS", 30, 0),
    snapshotsPerGame: int(env, "SNAPSHOTS_PER_GAME", 3, 1),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    databasePoolSize: int(env, "DATABASE_POOL_SIZE", 10, 1),
    databaseConnectTimeoutMs: int(env, "DATABASE_CONNECT_TIMEOUT_MS", 5000, 100),
    databaseQueryTimeoutMs: int(env, "DATABASE_QUERY_TIMEOUT_MS", 10000, 100),
    dailyDealBots: Math.min(int(env, "DAILY_DEAL_BOTS", 3, 1), MAX_PLAYERS - 1),
    dailyDealDifficulty: difficultyOf(env, "DAILY_DEAL_DIFFICULTY", "medium"),
    spectatorDelayMoves: int(env, "SPECTATOR_DELAY_MOVES", 5),
    logLevel: oneOf(env, "LOG_LEVEL", LOG_LEVELS, "info"),
    logFormat: oneOf(env, "LOG_FORMAT", LOG_FORMATS, "json"),
    metricsPort: int(env, "METRICS_PORT", 0),
    metricsHost: env.METRICS_HOST?.trim() || "127.0.0.1",
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    adminUsers: (env.ADMIN_USERS ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== ""),
    vapidPublicKey: env.VAPID_PUBLIC_KEY?.trim() || undefined,
    vapidPrivateKey: env.VAPID_PRIVATE_KEY?.trim() || undefined,
    vapidSubject: env.VAPID_SUBJECT?.trim() || "mailto:admin@example.org",
    pushTestServiceCert: env.PUSH_TEST_SERVICE_CERT?.trim() || undefined,
    pushTestServiceOrigin: env.PUSH_TEST_SERVICE_ORIGIN?.trim() || undefined,
    pushSubscribeMaxPerAccount: int(env, "PUSH_SUBSCRIBE_MAX_PER_ACCOUNT", 30, 1),
    pushSubscribeMaxPerAddress: int(env, "PUSH_SUBSCRIBE_MAX_PER_ADDRESS", 120, 1),
    pushSubscribeWindowSeconds: int(env, "PUSH_SUBSCRIBE_WINDOW_SECONDS", 3600, 1),
    friendChangesMaxPerAccount: int(env, "FRIEND_CHANGES_MAX_PER_ACCOUNT", 60, 1),
    friendChangesMaxPerAddress: int(env, "FRIEND_CHANGES_MAX_PER_ADDRESS", 200, 1),
    invitationsMaxPerAccount: int(env, "INVITATIONS_MAX_PER_ACCOUNT", 60, 1),
    invitationsMaxPerAddress: int(env, "INVITATIONS_MAX_PER_ADDRESS", 200, 1),
    socialWindowSeconds: int(env, "SOCIAL_WINDOW_SECONDS", 3600, 1),
  };
}

/** Config for tests and embedding: defaults with overrides, no environment read. */
export function configWith(overrides: Partial<ServerConfig>): ServerConfig {
  return { ...readConfig({}), ...overrides };
}
