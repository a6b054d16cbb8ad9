// The game room `ttr`: lifecycle only (create, auth, join, leave, dispose). Commands live in ./handlers, seats and
// reconnections in ./seating.ts, every change of the game goes through the game master (game/GameMaster.ts), and the
// game itself is a Game (game/Game.ts, over shared-rules).
import crypto from "node:crypto";
import { Room, ServerError, matchMaker, updateLobby, type AuthContext, type Client, type RoomException, type Serializer } from "@colyseus/core";
import { TtrState } from "../schema/TtrState.js";
import { leanSerializer } from "../colyseusInternals/leanSerializer.js";
import { joinByIdTargetOf } from "../colyseusInternals/matchmakeRequests.js";
import { SPECTATE_ELSEWHERE } from "../../../shared-rules/protocol/index.js";
import { MAP_IDS, mapById, variantsOf, type MapId } from "../../../shared-rules/src/index.js";
import { userOfToken, type ServerServices } from "../services.js";
import { GameMaster } from "../game/GameMaster.js";
import { Game } from "../game/Game.js";
import { SchemaRoomPort, dataOf } from "./roomPort.js";
import { Seating, releasePlaces, type TtrAuth } from "./seating.js";
import { installGuardedDispatch, logAndDropSender } from "./handlers/guardedDispatch.js";
import { messageBudgetOf } from "./handlers/messageBudget.js";
import { registerHandlers } from "./handlers/index.js";
import { createOptionsSchema, lessonOptionsSchema, roomOptionsSchema, type RoomOptions } from "./messageSchemas.js";
import { openedByServer } from "./serverOpened.js";
import { dailyDealKey, liveGamesKey, reservePlace, waitingGamesKey, type Reservation } from "./createReservations.js";
import { DESCRIPTIONS, SERVER_ERR, type ServerErrorCode } from "./serverErrors.js";
import { freeGameCode } from "./gameCode.js";
import { SpectatorDelay } from "./spectatorDelay/SpectatorDelay.js";
import { dailyDealRefusal, openDailyGame, utcDay } from "../daily/dailyDeal.js";
import { newClockRecord } from "../game/TurnClock.js";
import { isNewPlayer, relaxForLearner } from "./learnerClock.js";
import { openLessonGame } from "../game/lessonGame.js";
import { errorField, log } from "../monitoring/log.js";
import { closeForRestart } from "./restartDrain.js";
import { mayComeTo } from "../social/tableGate.js";
import { PlayAgain } from "../game/playAgain/PlayAgain.js";
import { keepPlayAgain } from "./handlers/playAgain.js";
import { playAgainSideOf } from "./playAgainSide.js";

export type { TtrAuth };

/** A new game's seed: 128 random bits, so no player can search the deck order from what they see. */
export function newGameSeed(): string {
  return crypto.randomBytes(16).toString("hex");
}

/** Why a create's options are refused. */
const TRAINS_PER_PLAYER_REFUSED = `${DESCRIPTIONS.invalidInput}: trainsPerPlayer is a test-mode option (1 to the board's trains)`;
const CREATE_OPTIONS_REFUSED = `${DESCRIPTIONS.invalidInput}: give a gameName (1–40 characters), a color and, if any, a map (${MAP_IDS.join(", ")}) and one of its table options (${MAP_IDS.filter((m) => variantsOf(m).length > 0).map((m) => `${m}: ${variantsOf(m).join(", ")}`).join("; ")})`;

/** Why the room's options are refused, in the answer a client sees. */
const OPTIONS_REFUSED = `${DESCRIPTIONS.invalidInput}: unknown or malformed game options`;

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
  /** The game this room holds (read by tests and tools in the same process). */
  game!: Game;
  private master!: GameMaster<Client>;
  private seating!: Seating;
  /** Any account deleted, on any process: its seat here, connected or not, is given up (seating.ts). */
  private readonly accountDeleted = (userId: number) => this.seating.giveUpSeatOfDeleted(userId, null);
  /** Set when the game's spectators are delayed: they watch its mirror room, not this one. */
  private delay: SpectatorDelay | undefined;
  /** The ended game's play-again proposal (game/playAgain/PlayAgain.ts). */
  private playAgain: PlayAgain | undefined;
  /** A Node timer, not the room clock's: that clock only ticks with a patch timer, which this room does not run. */
  private idleTimer: NodeJS.Timeout | undefined;

  private get services(): ServerServices {
    return (this.constructor as typeof TtrRoom).services;
  }

  static override async onAuth(token: string, rawOptions: unknown, context: AuthContext): Promise<TtrAuth> {
    const options = clientOptions(rawOptions);
    const user = await userOfToken(this.services, token);
    // A joinById to a table its host keeps for friends, or where a block stands, is refused here, before any socket
    // opens (onJoin asks again: a join by name reaches a room only after this).
    await this.refuseStrangers(joinByIdTargetOf(context.req), user?.id ?? null);
    if (options.spectator === true) {
      await this.sendSpectatorAway(joinByIdTargetOf(context.req));
      return { spectator: true, userId: user?.id ?? null, username: user?.username ?? "spectator", sessionVersion: user?.sessionVersion ?? 0 };
    }
    if (!user) throw new ServerError(401, DESCRIPTIONS.loginRequired);
    const auth: TtrAuth = { spectator: false, userId: user.id, username: user.username, sessionVersion: user.sessionVersion };
    const creates = options.daily === true || options.lesson !== undefined || options.gameName !== undefined;
    // Judged before a place is reserved: a create refused later (in onCreate) would hold its place until it expires.
    if (options.lesson !== undefined && !lessonOptionsSchema.safeParse(options).success) throw new ServerError(400, CREATE_OPTIONS_REFUSED);
    if (creates && options.daily !== true && options.lesson === undefined && !createOptionsSchema.safeParse(options).success) throw new ServerError(400, CREATE_OPTIONS_REFUSED);
    // Fewer trains each make a short game for a test; a real table never gets them: a clear refusal, not a silent change.
    if (creates && options.trainsPerPlayer !== undefined && (!this.services.config.allowTestSeed || options.trainsPerPlayer > mapById(options.map === undefined ? "usa" : (options.map as MapId)).trainsPerPlayer)) {
      throw new ServerError(400, TRAINS_PER_PLAYER_REFUSED);
    }
    // Every game a person creates or sits down in counts towards the games they take part in at once (each runs on
    // this server, bots and all); coming back to a game they are already in does not.
    if (!creates && (await this.takesPartIn(joinByIdTargetOf(context.req), user.id))) return auth;
    const live = await this.reserveLiveGame(user.id);
    try {
      // A create (it names the game): one person may hold only a few waiting games open, so nobody floods the lobby.
      if (options.daily === true) auth.reservations = [live, await this.reserveDailyDeal(user.id)];
      else if (options.gameName !== undefined) {
        auth.reservations = [live, await this.reserveWaitingGame(user.id)];
        if (options.timeControl === undefined) auth.newPlayer = await isNewPlayer(this.services.games, user.id);
      }
      else auth.reservations = [live];
    } catch (error) {
      void releasePlaces([live]);
      throw error;
    }
    return auth;
  }

  private static async refuseStrangers(gameId: string | null, userId: number | null): Promise<void> {
    if (gameId === null) return;
    const record = this.services.games.get(gameId) ?? (await this.services.games.load(gameId));
    if (record && !(await mayComeTo(this.services.social, record, userId))) throw new ServerError(404, DESCRIPTIONS.gameNotFound);
  }

  /** Whether the user sits in, or hosts, the game a join names (null: no game named, nothing to come back to). */
  private static async takesPartIn(gameId: string | null, userId: number): Promise<boolean> {
    if (gameId === null) return false;
    const record = this.services.games.get(gameId) ?? (await this.services.games.load(gameId));
    return record !== undefined && (record.hostUserId === userId || record.seats.some((s) => s.userId === userId));
  }

  /** At most MAX_LIVE_GAMES_PER_USER waiting or playing games per person, however many creates or joins come at once. */
  private static async reserveLiveGame(userId: number): Promise<Reservation> {
    const stored = () => this.services.games.liveGamesOf(userId);
    const reservation = await reservePlace(matchMaker.presence, liveGamesKey(userId), this.services.config.maxLiveGamesPerUser, stored);
    if (!reservation) throw new ServerError(429, DESCRIPTIONS.tooManyLiveGames);
    return reservation;
  }

  /**
   * A delayed game's spectators are sent to its mirror at matchmaking, before any socket opens: a refusal after the
   * join (onJoin's, still there for a game that became delayed meanwhile) reaches a client library as an error of its
   * room connection, which colyseus.js prints as three console warnings. The room answers in its own process.
   */
  private static async sendSpectatorAway(roomId: string | null): Promise<void> {
    if (roomId === null) return;
    const mirror: unknown = await matchMaker.remoteRoomCall(roomId, "spectatorMirror", []).catch(() => null);
    if (typeof mirror === "string") throw new ServerError(SPECTATE_ELSEWHERE, mirror);
  }

  /** A play-again answer given in the lobby (lobby/playAgainNotices.ts), by a remote call wherever this room is. */
  answerPlayAgainFor(userId: unknown, accept: unknown): string {
    if (typeof userId !== "number" || typeof accept !== "boolean" || !this.playAgain) return SERVER_ERR.invalidInput;
    return this.playAgain.answer(userId, accept) ?? "ok";
  }

  /** Where a spectator joining now watches (the delayed game's mirror), or null: asked by onAuth (sendSpectatorAway). */
  async spectatorMirror(): Promise<string | null> {
    return this.delay ? this.delay.mirrorForSpectator() : null;
  }

  private static async reserveWaitingGame(userId: number): Promise<Reservation> {
    const stored = async () => (await this.services.games.forUser(userId)).filter((g) => g.status === "waiting" && g.hostUserId === userId).length;
    const reservation = await reservePlace(matchMaker.presence, waitingGamesKey(userId), this.services.config.maxWaitingGamesPerUser, stored);
    if (!reservation) throw new ServerError(429, DESCRIPTIONS.tooManyWaitingGames);
    return reservation;
  }

  /** One daily deal per person per day, however many creates arrive at once. */
  private static async reserveDailyDeal(userId: number): Promise<Reservation> {
    let refusal: ServerErrorCode | null = null;
    const stored = async () => {
      refusal = await dailyDealRefusal(this.services, userId);
      return refusal ? 1 : 0;
    };
    const reservation = await reservePlace(matchMaker.presence, dailyDealKey(userId, utcDay()), 1, stored);
    if (!reservation) throw new ServerError(409, DESCRIPTIONS[refusal ?? SERVER_ERR.dailyDealUnfinished]);
    return reservation;
  }

  /** The room's serializer: a delayed game's spectators are sent the patches it encodes (spectatorDelay/). */
  private serializer: Serializer<TtrState> | undefined;

  /** Every room's serializer shares its full-state and handshake buffers (colyseusInternals/leanSerializer.ts). */
  override setSerializer(serializer: Serializer<TtrState>): void {
    this.serializer = leanSerializer(serializer);
    super.setSerializer(this.serializer);
  }

  override async onCreate(rawOptions: unknown): Promise<void> {
    // A stored game comes back only when the server itself opens it (serverOpened.ts): no client option reaches this.
    const restoreGameId = openedByServer(rawOptions)?.restoreGameId;
    const options = restoreGameId === undefined ? clientOptions(rawOptions) : {};
    // Every game's id is its readable code (gameCode.ts), read out, typed or sent as a link: chosen before it opens.
    if (restoreGameId === undefined) this.roomId = await freeGameCode(this.services.games);
    this.state = new TtrState();
    // Every change is patched at once by the game master (once its save is durable): a patch timer would only find
    // nothing to send. Even once a second in every room it cost the 10,000-player bench step 2,000 empty patch passes a
    // second, and after a stall those intervals fire together (a CPU profile showed them as one long busy stretch).
    this.patchRate = 0;
    this.game = restoreGameId === undefined ? this.openGame(options) : await this.restoreGame(restoreGameId);
    // Unlisted from the start: the lobby never hears of it (updateLobby skips private rooms).
    if (this.game.record.private) await this.setPrivate(true);
    const port = new SchemaRoomPort(
      {
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
      },
      () => this.master,
    );
    this.master = new GameMaster(this.services, this.game, port);
    this.seating = new Seating(this, this.services, () => this.master);
    if ((this.game.record.spectatorDelay ?? 0) > 0) this.delay = new SpectatorDelay(this.master, port, this.serializer!);
    this.playAgain = new PlayAgain(playAgainSideOf(this, this.services, () => this.game.record, newGameSeed));
    keepPlayAgain(this.master, this.playAgain);
    registerHandlers(this, () => this.master);
    installGuardedDispatch(this, { charge: messageBudgetOf(this.services.config) });
    const historyShown = restoreGameId !== undefined ? (this.delay?.showRecentMoves() ?? null) : null;
    this.master.open(restoreGameId !== undefined, historyShown);
    this.services.logins.onAccountDeleted(this.accountDeleted);
    log.info({ room: this.roomId, game: this.roomId, restored: restoreGameId !== undefined }, restoreGameId !== undefined ? "game restored" : "game created");
    // A restored game: nobody is connected yet, and an account of its seats may have been deleted while it was away.
    if (restoreGameId !== undefined) {
      this.closeWhenIdle();
      this.seating.giveUpSeatsOfDeletedAccounts().catch((error: unknown) => log.warn({ room: this.roomId, err: errorField(error) }, "could not ask which seats' accounts were deleted"));
    }
  }

  /** A stored game brought back; refused while a room (in any process) already holds that game. */
  private async restoreGame(gameId: string): Promise<Game> {
    const record = this.services.games.get(gameId);
    if (!record) throw new ServerError(404, DESCRIPTIONS.gameNotFound);
    if (await isOpenSomewhere(gameId)) throw new ServerError(409, `${DESCRIPTIONS.gameAlreadyOpen}: ${gameId}`);
    this.roomId = record.id;
    return Game.restore(record);
  }

  private openGame(options: RoomOptions): Game {
    if (options.spectator) throw new ServerError(400, DESCRIPTIONS.loginRequired);
    if (options.daily === true) return openDailyGame(this.services, this.roomId);
    if (options.lesson !== undefined) {
      const lesson = lessonOptionsSchema.safeParse(options);
      if (!lesson.success) throw new ServerError(400, CREATE_OPTIONS_REFUSED);
      return openLessonGame(this.services, this.roomId, lesson.data.lesson);
    }
    const parsed = createOptionsSchema.safeParse(options);
    if (!parsed.success) throw new ServerError(400, CREATE_OPTIONS_REFUSED);
    const seed =
      this.services.config.allowTestSeed && parsed.data.seed !== undefined ? parsed.data.seed : newGameSeed();
    const game = Game.create(this.roomId, parsed.data.gameName, seed, parsed.data.map, parsed.data.variant);
    // fewer trains each (a short game for a test): onAuth has refused them outside test mode
    if (parsed.data.trainsPerPlayer !== undefined && this.services.config.allowTestSeed) game.record.trainsPerPlayer = parsed.data.trainsPerPlayer;
    if (parsed.data.private || parsed.data.visibility === "private") game.record.private = true;
    if (parsed.data.visibility === "friends") game.record.friendsOnly = true;
    const delayed = parsed.data.spectatorDelay ?? !game.record.private;
    // A friends-only table has no mirror room: its spectators come through the one door that checks friendship.
    if (delayed && !game.record.friendsOnly && this.services.config.spectatorDelayMoves > 0) game.record.spectatorDelay = this.services.config.spectatorDelayMoves;
    game.record.clock = newClockRecord(parsed.data, this.services.config);
    game.record.owner = this.services.config.processName;
    return game;
  }

  override async onJoin(client: Client, rawOptions: unknown, auth: TtrAuth): Promise<void> {
    const options = clientOptions(rawOptions);
    // Every door a newcomer comes through (join, joinById, watching) ends here: a friends-only table or a block
    // refuses them with the answer a missing game gives (social/tableGate.ts).
    if (!(await mayComeTo(this.services.social, this.game.record, auth.userId))) {
      void releasePlaces(auth.reservations ?? []);
      throw new ServerError(404, DESCRIPTIONS.gameNotFound);
    }
    // What a spectator sees of a daily deal (the face-up cards, the history) would tell others today's deck.
    if (auth.spectator && this.game.record.daily !== undefined) throw new ServerError(403, DESCRIPTIONS.gameNotFound);
    // A delayed game's spectators are sent to its mirror at matchmaking (onAuth); one whose game became delayed since
    // is refused here with the same answer (see spectatorDelay/).
    if (auth.spectator && this.delay) return this.delay.sendSpectatorAway().then(() => this.seating.enter(client, options, auth));
    let reservationReleased: void | Promise<void>;
    // The creator of a game with no clock chosen is still learning: that game is relaxed (saved with their seat).
    if (auth.newPlayer) relaxForLearner(this.game.record);
    try {
      reservationReleased = this.seating.enter(client, options, auth);
    } catch (error) {
      // Refused a seat (full, started, colour taken): the places reserved for it go back at once.
      void releasePlaces(auth.reservations ?? []);
      throw error;
    }
    // Saving is paused: the newcomer is told, as the others were when it paused (the banner).
    if (this.master.savingIsPaused) client.send("saving", { paused: true });
    if (log.isLevelEnabled("debug")) log.debug({ room: this.roomId, game: this.roomId, user: auth.userId, seat: dataOf(client)?.seat ?? null }, auth.spectator ? "a spectator joined" : "a player joined");
    return reservationReleased;
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const left = this.seating.leave(client);
    if (log.isLevelEnabled("debug")) log.debug({ room: this.roomId, game: this.roomId, user: left?.userId ?? null, consented }, "a connection left the game");
    // After a spectator too: the last one watching a game of bots only.
    this.closeWhenIdle();
    if (!left) return;
    if (!consented) await this.seating.awaitReturn(client, left);
  }

  /** Nobody here: a waiting game, or a game of bots only that nobody watches (its bots wait meanwhile). */
  private isIdle(): boolean {
    return this.clients.length === 0 && (this.game.record.status === "waiting" || this.master.unwatchedBotsOnly());
  }

  /**
   * A waiting game nobody is connected to closes after WAITING_IDLE_SECONDS, so that games whose people all went away
   * without leaving do not stay listed (and restored) forever; a game of bots only that nobody watches ends after
   * BOT_GAME_UNWATCHED_SECONDS, so that it does not hold its host's place among their live games for ever. Anyone
   * joining meanwhile keeps it open.
   */
  private closeWhenIdle(): void {
    clearTimeout(this.idleTimer);
    if (!this.isIdle()) return;
    const config = this.services.config;
    const seconds = this.game.record.status === "waiting" ? config.waitingIdleSeconds : config.botGameUnwatchedSeconds;
    this.idleTimer = setTimeout(() => {
      if (!this.isIdle()) return;
      log.info({ room: this.roomId, game: this.roomId, status: this.game.record.status }, "nobody came back: the game is abandoned");
      this.game.record.status = "abandoned";
      this.services.games
        .save(this.game.record)
        .then(() => this.disconnect())
        .catch((error: unknown) => log.error({ room: this.roomId, game: this.roomId, err: errorField(error) }, "could not close an idle game"));
    }, seconds * 1000);
  }

  /**
   * Redis came back, maybe empty, and this room's listing was saved again (colyseusInternals/redisOutage.ts): its
   * metadata and, for an async game listed behind the play, its live turn are published again.
   */
  relisted(): void {
    this.master?.listing.publishAgain(this.master.spectators);
  }

  /** A handler, timer or hook that throws: log it, drop the client it came from, keep the game. */
  override onUncaughtException(error: RoomException<this>, methodName: string): void {
    logAndDropSender(this, error as Error & { client?: unknown }, methodName);
  }

  /** The process is stopping: what was acknowledged goes out, then the clients are told to come back (restartDrain.ts). */
  override onBeforeShutdown(): void {
    closeForRestart(this, () => this.master?.drain() ?? Promise.resolve());
  }

  override async onDispose(): Promise<void> {
    clearTimeout(this.idleTimer);
    this.services.logins.offAccountDeleted(this.accountDeleted);
    this.delay?.dispose();
    this.playAgain?.dispose();
    this.master?.dispose();
    if (!this.game) return;
    const record = this.game.record;
    if (!this.services.shuttingDown && record.status === "waiting" && !this.game.hasPeople()) record.status = "abandoned";
    log.info({ room: this.roomId, game: this.roomId, status: record.status }, "game room closed");
    try {
      if (record.seats.length > 0) await this.services.games.save(record);
    } finally {
      // A finished game leaves memory once durable (its log stays in storage): kept, each held its whole command log.
      this.services.games.release(record.id);
    }
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
