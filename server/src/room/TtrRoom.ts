// The game room `ttr`: lifecycle only (create, auth, join, leave, dispose). Commands live in ./handlers, publishing
// in GameHost, the game itself in GameSession (over shared-rules).
import crypto from "node:crypto";
import { Room, ServerError, matchMaker, updateLobby, type AuthContext, type Client, type ClientPrivate, type RoomException, type Serializer } from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import { TtrState } from "../schema/TtrState.js";
import { leanSerializer } from "../schema/leanSerializer.js";
import { userOfToken, type ServerServices } from "../services.js";
import type { LiveConnection } from "../auth/sessions.js";
import { SESSION_END_CLOSE } from "../../../shared-rules/protocol/index.js";
import { MAX_PLAYERS } from "../../../shared-rules/src/index.js";
import { GameHost, type ClientData } from "./GameHost.js";
import { GameSession } from "./GameSession.js";
import { installGuardedDispatch, logAndDropSender } from "./handlers/guardedDispatch.js";
import { messageBudgetOf } from "./handlers/messageBudget.js";
import { registerHandlers } from "./handlers/index.js";
import { createOptionsSchema, joinOptionsSchema, roomOptionsSchema, type RoomOptions } from "./messageSchemas.js";
import { openedByServer } from "./serverOpened.js";
import { dailyDealKey, releasePlace, reservePlace, waitingGamesKey, type Reservation } from "./createReservations.js";
import { SERVER_ERR } from "./serverErrors.js";
import { freePrivateCode } from "./privateCode.js";
import { SpectatorDelay } from "./spectatorDelay/SpectatorDelay.js";
import { dailyDealRefusal, openDailySession, seatBotsAndStart, utcDay } from "../daily/dailyDeal.js";

import { newClockRecord } from "./TurnClock.js";

/** A new game's seed: 128 random bits, so no player can search the deck order from what they see. */
export function newGameSeed(): string {
  return crypto.randomBytes(16).toString("hex");
}

/** `WebSocket.OPEN`: the socket's readyState while it can carry messages. */
const WEBSOCKET_OPEN = 1;

/** Result of onAuth: who is connecting. Spectators may be anonymous. */
export interface TtrAuth {
  spectator: boolean;
  userId: number | null;
  username: string;
  /** The session version of the login (0 for anonymous spectators): a later login or a logout ends the connection. */
  sessionVersion: number;
  /** A create's reserved place (createReservations.ts), released once its game is stored. */
  reservation?: Reservation;
}

/** Why a create's options are refused. */
const CREATE_OPTIONS_REFUSED = `${SERVER_ERR.invalidInput}: give a gameName (1–40 characters) and a color`;

/** Why the room's options are refused, in the answer a client sees. */
const OPTIONS_REFUSED = `${SERVER_ERR.invalidInput}: unknown or malformed game options`;

/**
 * The client's options as a fresh object of the known option keys, each its own property, or a 400 answer. Colyseus
 * copies options into objects whose prototype a client could set: only own properties are read (a copy of them first,
 * so nothing inherited reaches the schema).
 */
function clientOptions(raw: unknown): RoomOptions {
  const own = raw !== null && typeof raw === "object" && !Array.isArray(raw) ? Object.fromEntries(Object.entries(raw)) : raw === undefined || raw === null ? {} : null;
  const parsed = own === null ? null : roomOptionsSchema.safeParse(own);
  if (!parsed?.success) throw new ServerError(400, OPTIONS_REFUSED);
  return parsed.data;
}

export class TtrRoom extends Room<TtrState> {
  /** Set on the subclass createGameServer defines (see gameRoomFor). */
  static services: ServerServices;
  private session!: GameSession;
  private host!: GameHost;
  /** Set when the game's spectators are delayed: they watch its mirror room, not this one. */
  private delay: SpectatorDelay | undefined;
  private readonly connections = new Map<string, LiveConnection>();
  /** Connections closed because their login session ended: their seats wait for no reconnection. */
  private readonly sessionEnded = new Set<string>();
  /** A Node timer, not the room clock's: that clock only ticks with a patch timer, which this room does not run. */
  private idleTimer: NodeJS.Timeout | undefined;

  /** The game this room holds (for tests and tools in the same process). */
  get game(): GameSession {
    return this.session;
  }

  private get services(): ServerServices {
    return (this.constructor as typeof TtrRoom).services;
  }

  static override async onAuth(token: string, rawOptions: unknown, _context: AuthContext): Promise<TtrAuth> {
    const options = clientOptions(rawOptions);
    const user = await userOfToken(this.services, token);
    if (options.spectator === true) {
      return { spectator: true, userId: user?.id ?? null, username: user?.username ?? "spectator", sessionVersion: user?.sessionVersion ?? 0 };
    }
    if (!user) throw new ServerError(401, SERVER_ERR.loginRequired);
    const auth: TtrAuth = { spectator: false, userId: user.id, username: user.username, sessionVersion: user.sessionVersion };
    if (options.daily === true) auth.reservation = await this.reserveDailyDeal(user.id);
    // A create (it names the game): one person may hold only a few waiting games open, so nobody floods the lobby.
    else if (options.gameName !== undefined) {
      // Judged before a place is reserved: a create refused later (in onCreate) would hold its place until it expires.
      if (!createOptionsSchema.safeParse(options).success) throw new ServerError(400, CREATE_OPTIONS_REFUSED);
      auth.reservation = await this.reserveWaitingGame(user.id);
    }
    return auth;
  }

  private static async reserveWaitingGame(userId: number): Promise<Reservation> {
    const stored = async () => (await this.services.games.forUser(userId)).filter((g) => g.status === "waiting" && g.hostUserId === userId).length;
    const reservation = await reservePlace(matchMaker.presence, waitingGamesKey(userId), this.services.config.maxWaitingGamesPerUser, stored);
    if (!reservation) throw new ServerError(429, SERVER_ERR.tooManyWaitingGames);
    return reservation;
  }

  /** One daily deal per person per day, however many creates arrive at once. */
  private static async reserveDailyDeal(userId: number): Promise<Reservation> {
    let refusal: string | null = null;
    const stored = async () => {
      refusal = await dailyDealRefusal(this.services, userId);
      return refusal ? 1 : 0;
    };
    const reservation = await reservePlace(matchMaker.presence, dailyDealKey(userId, utcDay()), 1, stored);
    if (!reservation) throw new ServerError(409, refusal ?? SERVER_ERR.dailyDealUnfinished);
    return reservation;
  }

  /** Every room's serializer shares its full-state and handshake buffers (schema/leanSerializer.ts). */
  override setSerializer(serializer: Serializer<TtrState>): void {
    super.setSerializer(leanSerializer(serializer));
  }

  override async onCreate(rawOptions: unknown): Promise<void> {
    // A stored game comes back only when the server itself opens it (serverOpened.ts): no client option reaches this.
    const restoreGameId = openedByServer(rawOptions)?.restoreGameId;
    const options = restoreGameId === undefined ? clientOptions(rawOptions) : {};
    // A private game's id is its short code, typed by people or sent as a link: chosen before the game is opened.
    if (restoreGameId === undefined && options.private === true) this.roomId = await freePrivateCode(this.services.games);
    this.state = new TtrState();
    // Every change is patched at once by the host (syncState after the save): a patch timer would only find nothing
    // to send. Even once a second in every room it cost the 10,000-player bench step 2,000 empty patch passes a
    // second, and after a stall those intervals fire together (a CPU profile showed them as one long busy stretch).
    this.patchRate = 0;
    this.session = restoreGameId === undefined ? this.openSession(options) : await this.restoreSession(restoreGameId);
    // Unlisted from the start: the lobby never hears of it (updateLobby skips private rooms).
    if (this.session.record.private) await this.setPrivate(true);
    this.host = new GameHost(this.services, this.session, {
      roomId: this.roomId,
      state: this.state,
      clients: this.clients,
      broadcast: (type, message) => this.broadcast(type, message),
      broadcastPatch: () => this.broadcastPatch(),
      publishMetadata: (metadata) => {
        void this.setMetadata(metadata).then(() => updateLobby(this));
      },
      setAutoDispose: (value) => {
        if (this.autoDispose !== value) this.autoDispose = value;
      },
    });
    if ((this.session.record.spectatorDelay ?? 0) > 0) this.delay = new SpectatorDelay(this.host, this.clients);
    registerHandlers(this, () => this.host);
    installGuardedDispatch(this, { charge: messageBudgetOf(this.services.config) });
    this.host.restoreHistory(this.session.replayedEvents);
    this.host.syncState();
    this.host.updateLobby();
    // A restored game: nobody is connected yet, so every person's seat starts its grace period now.
    if (restoreGameId !== undefined) {
      this.closeWhenIdle();
      this.session.seats.forEach((seat, i) => {
        if (seat.userId !== null) this.host.presence.depart(i);
      });
      this.host.bots.schedule();
    }
  }

  /** A stored game brought back; refused while a room (in any process) already holds that game. */
  private async restoreSession(gameId: string): Promise<GameSession> {
    const record = this.services.games.get(gameId);
    if (!record) throw new ServerError(404, SERVER_ERR.gameNotFound);
    if (await isOpenSomewhere(gameId)) throw new ServerError(409, `game ${gameId} is already open`);
    this.roomId = record.id;
    return GameSession.restore(record);
  }

  private openSession(options: RoomOptions): GameSession {
    if (options.spectator) throw new ServerError(400, SERVER_ERR.loginRequired);
    if (options.daily === true) return openDailySession(this.services, this.roomId);
    const parsed = createOptionsSchema.safeParse(options);
    if (!parsed.success) throw new ServerError(400, CREATE_OPTIONS_REFUSED);
    const seed =
      this.services.config.allowTestSeed && parsed.data.seed !== undefined ? parsed.data.seed : newGameSeed();
    const session = GameSession.create(this.roomId, parsed.data.gameName, seed);
    if (parsed.data.private) session.record.private = true;
    const delayed = parsed.data.spectatorDelay ?? !parsed.data.private;
    if (delayed && this.services.config.spectatorDelayMoves > 0) session.record.spectatorDelay = this.services.config.spectatorDelayMoves;
    session.record.clock = newClockRecord(parsed.data, this.services.config);
    session.record.owner = this.services.config.processName;
    return session;
  }

  override onJoin(client: Client, rawOptions: unknown, auth: TtrAuth): void | Promise<void> {
    const options = clientOptions(rawOptions);
    // What a spectator sees of a daily deal (the face-up cards, the history) would tell others today's deck.
    if (auth.spectator && this.session.record.daily !== undefined) throw new ServerError(403, SERVER_ERR.gameNotFound);
    // A delayed game's spectators are refused here with the address of its mirror (see spectatorDelay/).
    if (auth.spectator && this.delay) return this.delay.sendSpectatorAway().then(() => this.enter(client, options, auth));
    this.enter(client, options, auth);
  }

  private enter(client: Client, options: RoomOptions, auth: TtrAuth): void {
    const data: ClientData = { seat: null, userId: auth.userId, username: auth.username };
    if (!auth.spectator && auth.userId !== null) data.seat = this.takeSeat(client, auth.userId, auth.username, options);
    client.userData = data;
    // the chat kept in the game record, so a reload or a late spectator reads the conversation so far
    if (this.session.record.chat.length > 0) client.send("chatHistory", this.session.record.chat);
    if (auth.userId !== null) this.holdConnection(client, auth.userId, auth.sessionVersion);
    if (data.seat === null) {
      this.host.spectators += 1;
      this.host.refreshState();
      this.host.updateLobby();
      return;
    }
    client.view = new StateView();
    if (this.session.record.daily !== undefined && !this.session.started) seatBotsAndStart(this.host);
    else this.host.publish([]);
    // The game is in the store once that publish is durable: from then on the store counts it, not the reservation.
    const reservation = auth.reservation;
    if (reservation) this.host.deliver(() => releasePlace(matchMaker.presence, reservation));
  }

  /** Rejoins the user's seat, or seats them in the colour asked for. Throws the answer when they cannot sit. */
  private takeSeat(client: Client, userId: number, username: string, options: RoomOptions): number {
    const existing = this.session.seatOfUser(userId);
    if (existing >= 0) {
      const alreadyHere = [...this.clients].some((c) => c !== client && (c.userData as ClientData | undefined)?.seat === existing);
      if (alreadyHere) throw new ServerError(409, SERVER_ERR.alreadyConnected);
      this.host.presence.arrive(existing);
      return existing;
    }
    const parsed = joinOptionsSchema.safeParse(options);
    // Full or started is the more useful answer than a missing colour.
    const closed = this.session.seats.length >= MAX_PLAYERS ? SERVER_ERR.gameFull : this.session.started ? SERVER_ERR.gameAlreadyStarted : null;
    if (closed) throw new ServerError(403, closed);
    if (!parsed.success) throw new ServerError(400, `${SERVER_ERR.invalidInput}: choose a color`);
    const result = this.session.join(userId, username, parsed.data.color);
    if (!result.ok) throw new ServerError(403, result.error.description);
    void this.services.users.addGame(userId, this.roomId);
    this.host.presence.arrive(result.seat);
    return result.seat;
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const data = client.userData as ClientData | undefined;
    const connection = this.connections.get(client.sessionId);
    if (connection && data?.userId != null) this.services.sessions.remove(data.userId, connection);
    this.connections.delete(client.sessionId);
    const sessionEnded = this.sessionEnded.delete(client.sessionId);
    if (!data) return;
    if (data.seat === null) {
      this.host.spectators = Math.max(0, this.host.spectators - 1);
      this.host.refreshState();
      this.host.updateLobby();
      return;
    }
    const seat = data.seat;
    this.host.presence.depart(seat);
    this.host.publish([]);
    this.closeWhenIdle();
    if (consented || sessionEnded || this.services.shuttingDown || this.session.record.status === "ended") return;
    // The same client (same session, same view) may come back with its reconnection token and the same login
    // (see _onJoin); a logout or a login elsewhere meanwhile ends the wait.
    const auth = client.auth as TtrAuth;
    const reconnection = this.allowReconnection(client, this.services.config.reconnectSeconds);
    const waiting: LiveConnection = {
      sessionVersion: auth.sessionVersion,
      // allowReconnection hands back a plain rejected promise (no reject) when it cannot wait at all.
      end: () => (reconnection as unknown as { reject?: (reason: unknown) => void }).reject?.(new Error("the login session ended")),
    };
    if (data.userId !== null) this.services.sessions.addWaiting(data.userId, waiting);
    try {
      const back = await reconnection;
      if (this.session.record.chat.length > 0) back.send("chatHistory", this.session.record.chat);
      const seatNow = (back.userData as ClientData).seat;
      if (seatNow !== null) this.host.presence.arrive(seatNow);
      if (data.userId !== null) this.holdConnection(back, data.userId, auth.sessionVersion);
      this.host.publish([]);
    } catch {
      // Window over, or the session ended: SeatPresence hands the seat to a bot in time; the person can still rejoin by id.
    } finally {
      if (data.userId !== null) this.services.sessions.removeWaiting(data.userId, waiting);
    }
  }

  /** Counts the connection as its user's live one: a session end (logout, login elsewhere) tells them and closes it for good. */
  private holdConnection(client: Client, userId: number, sessionVersion: number): void {
    const connection: LiveConnection = {
      sessionVersion,
      end: (reason) => {
        this.sessionEnded.add(client.sessionId);
        client.leave(SESSION_END_CLOSE[reason]);
      },
    };
    this.connections.set(client.sessionId, connection);
    this.services.sessions.add(userId, connection);
  }

  /**
   * Colyseus lets a reconnection (client.reconnect) take a dropped seat back with the reconnection token alone: no
   * onAuth runs for it. Here the seat of a logged-in person comes back only with that person's current login, so a
   * token that leaked, or outlived a logout, takes nothing. Checked as the WebSocket joins, in the room's own process
   * whatever process the matchmaking request went to; the login token comes with the socket (colyseus.js sends its
   * `_authToken`, other clients may send a Bearer header).
   */
  override async ["_onJoin"](client: Client & ClientPrivate, authContext: AuthContext): Promise<void> {
    const reserved = this.reservedSeats[client.sessionId];
    if (reserved?.[3] === true) {
      await this.checkReconnectingLogin(client, reserved[1] as TtrAuth | undefined, authContext.token);
      // The reconnection window may have closed (or a session end ended it) while the login was looked up.
      if (this.reservedSeats[client.sessionId] !== reserved) throw new ServerError(410, "the reconnection window has closed");
    }
    return super["_onJoin"](client, authContext);
  }

  private async checkReconnectingLogin(client: Client & ClientPrivate, seatAuth: TtrAuth | undefined, token: string | undefined): Promise<void> {
    if (!seatAuth || seatAuth.userId === null) return;
    const user = await userOfToken(this.services, token || undefined);
    if (!user || user.id !== seatAuth.userId) throw new ServerError(401, SERVER_ERR.reconnectLoginRequired);
    // Colyseus hears the socket close only from the join on: one that went while the login was looked up would
    // otherwise sit in the room as a ghost.
    if (client.readyState !== WEBSOCKET_OPEN) throw new ServerError(401, "the connection closed while reconnecting");
    seatAuth.sessionVersion = user.sessionVersion;
  }

  /**
   * A waiting game nobody is connected to closes after WAITING_IDLE_SECONDS, so that games whose people all went away
   * without leaving do not stay listed (and restored) forever. Anyone joining meanwhile keeps it open.
   */
  private closeWhenIdle(): void {
    clearTimeout(this.idleTimer);
    if (this.session.record.status !== "waiting" || this.clients.length > 0) return;
    this.idleTimer = setTimeout(() => {
      if (this.session.record.status !== "waiting" || this.clients.length > 0) return;
      this.session.record.status = "abandoned";
      this.services.games
        .save(this.session.record)
        .then(() => this.disconnect())
        .catch((error: unknown) => console.error(`could not close idle game ${this.roomId}:`, error));
    }, this.services.config.waitingIdleSeconds * 1000);
  }

  /** A handler, timer or hook that throws: log it, drop the client it came from, keep the game. */
  override onUncaughtException(error: RoomException<this>, methodName: string): void {
    logAndDropSender(this, error as Error & { client?: unknown }, methodName);
  }

  override async onDispose(): Promise<void> {
    clearTimeout(this.idleTimer);
    this.delay?.dispose();
    this.host?.dispose();
    if (!this.session) return;
    const record = this.session.record;
    if (!this.services.shuttingDown && record.status === "waiting" && !this.session.hasPeople()) record.status = "abandoned";
    if (record.seats.length > 0) await this.services.games.save(record);
  }
}

/**
 * Whether a room of a live process holds the game. A listing left by a process that died is not one: Colyseus'
 * start-up health check drops those processes from its stats before this process restores anything.
 */
async function isOpenSomewhere(gameId: string): Promise<boolean> {
  if (matchMaker.getLocalRoomById(gameId)) return true;
  const listings = await matchMaker.query({ roomId: gameId });
  if (listings.length === 0) return false;
  const alive = new Set((await matchMaker.stats.fetchAll()).map((p) => p.processId));
  return listings.some((l) => l.processId !== matchMaker.processId && alive.has(l.processId));
}

/** The room class for one server instance: the same room, bound to that server's services. */
export function gameRoomFor(services: ServerServices): typeof TtrRoom {
  return class BoundTtrRoom extends TtrRoom {
    static override services = services;
  };
}
