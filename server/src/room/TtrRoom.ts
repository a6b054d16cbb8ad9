// The game room `ttr`: lifecycle only (create, auth, join, leave, dispose). Commands live in ./handlers, publishing
// in GameHost, the game itself in GameSession (over shared-rules).
import crypto from "node:crypto";
import { Room, ServerError, updateLobby, type AuthContext, type Client, type RoomException, type Serializer } from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import { TtrState } from "../schema/TtrState.js";
import { leanSerializer } from "../schema/leanSerializer.js";
import { userOfToken, type ServerServices } from "../services.js";
import type { LiveConnection } from "../auth/sessions.js";
import { MAX_PLAYERS } from "../../../shared-rules/src/index.js";
import { GameHost, type ClientData } from "./GameHost.js";
import { GameSession } from "./GameSession.js";
import { installGuardedDispatch, logAndDropSender } from "./handlers/guardedDispatch.js";
import { messageBudgetOf } from "./handlers/messageBudget.js";
import { registerHandlers } from "./handlers/index.js";
import { createOptionsSchema, joinOptionsSchema } from "./messageSchemas.js";
import { SERVER_ERR } from "./serverErrors.js";
import { freePrivateCode } from "./privateCode.js";
import { SpectatorDelay } from "./spectatorDelay/SpectatorDelay.js";
import { dailyDealRefusal, openDailySession, seatBotsAndStart } from "../daily/dailyDeal.js";

import { newClockRecord } from "./TurnClock.js";
import type { TimeControl } from "../../../shared-rules/protocol/index.js";

/** A new game's seed: 128 random bits, so no player can search the deck order from what they see. */
export function newGameSeed(): string {
  return crypto.randomBytes(16).toString("hex");
}

/** Result of onAuth: who is connecting. Spectators may be anonymous. */
export interface TtrAuth {
  spectator: boolean;
  userId: number | null;
  username: string;
}

export interface TtrCreateOptions {
  gameName?: string;
  color?: string;
  seed?: number;
  spectator?: boolean;
  /** An unlisted game, joined by its short code (its room id). */
  private?: boolean;
  /** Spectators see the game SPECTATOR_DELAY_MOVES behind; absent = on for public games, off for private ones. */
  spectatorDelay?: boolean;
  /** Today's daily deal against bots (issue 14 item 6): no name, seed or privacy of the client's choosing. */
  daily?: boolean;
  /** The turn clock (issue 14 item 7), and in test mode its lengths. */
  timeControl?: TimeControl;
  turnSeconds?: number;
  reserveSeconds?: number;
  /** Internal: set by the server when it brings back a stored game after a restart. */
  restoreGameId?: string;
}

export class TtrRoom extends Room<TtrState> {
  /** Set on the subclass createGameServer defines (see gameRoomFor). */
  static services: ServerServices;
  private session!: GameSession;
  private host!: GameHost;
  /** Set when the game's spectators are delayed: they watch its mirror room, not this one. */
  private delay: SpectatorDelay | undefined;
  private readonly connections = new Map<string, LiveConnection>();
  /** A Node timer, not the room clock's: that clock only ticks with a patch timer, which this room does not run. */
  private idleTimer: NodeJS.Timeout | undefined;

  /** The game this room holds (for tests and tools in the same process). */
  get game(): GameSession {
    return this.session;
  }

  private get services(): ServerServices {
    return (this.constructor as typeof TtrRoom).services;
  }

  static override async onAuth(token: string, options: TtrCreateOptions | undefined, _context: AuthContext): Promise<TtrAuth> {
    // Restoring is the server's own business (matchMaker.createRoom skips onAuth); a client asking for it could
    // open a second room on a live game.
    if (options && "restoreGameId" in options) throw new ServerError(400, SERVER_ERR.invalidInput);
    const user = await userOfToken(this.services, token);
    if (options?.spectator === true) {
      return { spectator: true, userId: user?.id ?? null, username: user?.username ?? "spectator" };
    }
    if (!user) throw new ServerError(401, SERVER_ERR.loginRequired);
    const dailyRefusal = options?.daily === true ? await dailyDealRefusal(this.services, user.id) : null;
    if (dailyRefusal) throw new ServerError(409, dailyRefusal);
    // A create (it names the game): one person may hold only a few waiting games open, so nobody floods the lobby.
    if (options?.gameName !== undefined) {
      const open = (await this.services.games.forUser(user.id)).filter((g) => g.status === "waiting" && g.hostUserId === user.id).length;
      if (open >= this.services.config.maxWaitingGamesPerUser) throw new ServerError(429, SERVER_ERR.tooManyWaitingGames);
    }
    return { spectator: false, userId: user.id, username: user.username };
  }

  /** Every room's serializer shares its full-state and handshake buffers (schema/leanSerializer.ts). */
  override setSerializer(serializer: Serializer<TtrState>): void {
    super.setSerializer(leanSerializer(serializer));
  }

  override async onCreate(options: TtrCreateOptions): Promise<void> {
    // A private game's id is its short code, typed by people or sent as a link: chosen before the game is opened.
    if (!options.restoreGameId && options.private === true) this.roomId = await freePrivateCode(this.services.games);
    this.state = new TtrState();
    // Every change is patched at once by the host (syncState after the save): a patch timer would only find nothing
    // to send. Even once a second in every room it cost the 10,000-player bench step 2,000 empty patch passes a
    // second, and after a stall those intervals fire together (a CPU profile showed them as one long busy stretch).
    this.patchRate = 0;
    this.session = this.openSession(options);
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
    if (options.restoreGameId) {
      this.closeWhenIdle();
      this.session.seats.forEach((seat, i) => {
        if (seat.userId !== null) this.host.presence.depart(i);
      });
      this.host.bots.schedule();
    }
  }

  private openSession(options: TtrCreateOptions): GameSession {
    if (options.restoreGameId) {
      const record = this.services.games.get(options.restoreGameId);
      if (!record) throw new ServerError(404, SERVER_ERR.gameNotFound);
      this.roomId = record.id;
      return GameSession.restore(record);
    }
    if (options.spectator) throw new ServerError(400, SERVER_ERR.loginRequired);
    if (options.daily === true) return openDailySession(this.services, this.roomId);
    const parsed = createOptionsSchema.safeParse(options);
    if (!parsed.success) throw new ServerError(400, `${SERVER_ERR.invalidInput}: give a gameName (1–40 characters) and a color`);
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

  override onJoin(client: Client, options: TtrCreateOptions | undefined, auth: TtrAuth): void | Promise<void> {
    // What a spectator sees of a daily deal (the face-up cards, the history) would tell others today's deck.
    if (auth.spectator && this.session.record.daily !== undefined) throw new ServerError(403, SERVER_ERR.gameNotFound);
    // A delayed game's spectators are refused here with the address of its mirror (see spectatorDelay/).
    if (auth.spectator && this.delay) return this.delay.sendSpectatorAway().then(() => this.enter(client, options, auth));
    this.enter(client, options, auth);
  }

  private enter(client: Client, options: TtrCreateOptions | undefined, auth: TtrAuth): void {
    const data: ClientData = { seat: null, userId: auth.userId, username: auth.username };
    if (!auth.spectator && auth.userId !== null) data.seat = this.takeSeat(client, auth.userId, auth.username, options);
    client.userData = data;
    // the chat kept in the game record, so a reload or a late spectator reads the conversation so far
    if (this.session.record.chat.length > 0) client.send("chatHistory", this.session.record.chat);
    if (auth.userId !== null) {
      const connection: LiveConnection = { close: () => client.leave() };
      this.connections.set(client.sessionId, connection);
      this.services.sessions.add(auth.userId, connection);
    }
    if (data.seat === null) {
      this.host.spectators += 1;
      this.host.refreshState();
      this.host.updateLobby();
      return;
    }
    client.view = new StateView();
    if (this.session.record.daily !== undefined && !this.session.started) seatBotsAndStart(this.host);
    else this.host.publish([]);
  }

  /** Rejoins the user's seat, or seats them in the colour asked for. Throws the answer when they cannot sit. */
  private takeSeat(client: Client, userId: number, username: string, options: TtrCreateOptions | undefined): number {
    const existing = this.session.seatOfUser(userId);
    if (existing >= 0) {
      const alreadyHere = [...this.clients].some((c) => c !== client && (c.userData as ClientData | undefined)?.seat === existing);
      if (alreadyHere) throw new ServerError(409, SERVER_ERR.alreadyConnected);
      this.host.presence.arrive(existing);
      return existing;
    }
    const parsed = joinOptionsSchema.safeParse(options ?? {});
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
    if (consented || this.services.shuttingDown || this.session.record.status === "ended") return;
    try {
      // The same client (same session, same view) may come back with its reconnection token.
      const back = await this.allowReconnection(client, this.services.config.reconnectSeconds);
      if (this.session.record.chat.length > 0) back.send("chatHistory", this.session.record.chat);
      const seatNow = (back.userData as ClientData).seat;
      if (seatNow !== null) this.host.presence.arrive(seatNow);
      if (data.userId !== null) {
        const again: LiveConnection = { close: () => back.leave() };
        this.connections.set(back.sessionId, again);
        this.services.sessions.add(data.userId, again);
      }
      this.host.publish([]);
    } catch {
      // Window over: SeatPresence already hands the seat to a bot; the person can still rejoin by id.
    }
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

/** The room class for one server instance: the same room, bound to that server's services. */
export function gameRoomFor(services: ServerServices): typeof TtrRoom {
  return class BoundTtrRoom extends TtrRoom {
    static override services = services;
  };
}
