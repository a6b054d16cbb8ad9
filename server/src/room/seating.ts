// Who sits where in a game room, and who may come back. A person joining takes a seat (or takes theirs back), anyone
// else watches; a dropped person's seat waits RECONNECT_SECONDS for the same client (same session, same view) with the
// same login, checked as the socket joins again (so a reconnection token that leaked, or outlived a logout, takes
// nothing). Every connection of a logged-in user counts as that login's (auth/logins.ts): a logout or a newer login
// elsewhere closes it for good, and its seat waits for no reconnection (the person can still rejoin by id).
import { ServerError, matchMaker, type Client, type ClientPrivate, type Room } from "@colyseus/core";
import { leanStateView } from "../colyseusInternals/changeSets.js";
import { DELETED_PLAYER_NAME, SESSION_END_CLOSE } from "../../../shared-rules/protocol/index.js";
import type { LiveConnection } from "../auth/logins.js";
import { checkReconnections, endReconnectionWait, isSocketOpen } from "../colyseusInternals/reconnection.js";
import { seatBotsAndStart } from "../daily/dailyDeal.js";
import { seatLessonBotAndStart } from "../game/lessonGame.js";
import { CHANGED, type GameMaster } from "../game/GameMaster.js";
import { publish } from "../game/metrics.js";
import { log } from "../monitoring/log.js";
import { userOfToken, type ServerServices } from "../services.js";
import { releasePlace, type Reservation } from "./createReservations.js";
import { joinOptionsSchema, type RoomOptions } from "./messageSchemas.js";
import { dataOf, type ClientData } from "./roomPort.js";
import { DESCRIPTIONS, SERVER_ERR } from "./serverErrors.js";

/** Longest a create's join waits for its reservation to be given back (one save and one Redis round trip). */
const JOIN_WAITS_FOR_RELEASE_MS = 2000;

/** Result of onAuth: who is connecting. Spectators may be anonymous. */
export interface TtrAuth {
  spectator: boolean;
  userId: number | null;
  username: string;
  /** The session version of the login (0 for anonymous spectators): a later login or a logout ends the connection. */
  sessionVersion: number;
  /** A create's or a new seat's reserved places (createReservations.ts), released once the seat taken is stored. */
  reservations?: Reservation[];
  /** A create by an account still in its first games (learnerClock.ts): a game with no clock chosen is relaxed. */
  newPlayer?: boolean;
}

/** Gives reserved places back (their seat is stored, or none was taken); resolves once they are, never rejects. */
export async function releasePlaces(reservations: readonly Reservation[]): Promise<void> {
  await Promise.all(reservations.map((reservation) => releasePlace(matchMaker.presence, reservation)));
}

/** A seat whose connection went (see Seating.leave). */
export interface LeftSeat {
  userId: number | null;
  /** The connection went because its login ended: the seat waits for no reconnection. */
  loginEnded: boolean;
}

export class Seating {
  /** Each connection of a logged-in user, as the live logins know it. */
  private readonly connections = new Map<string, LiveConnection>();
  /** Connections closed because their login ended: their seats wait for no reconnection. */
  private readonly loginEnded = new Set<string>();

  constructor(
    private readonly room: Room,
    private readonly services: ServerServices,
    private readonly master: () => GameMaster<Client>,
  ) {
    checkReconnections<TtrAuth>(room, (client, seatAuth, token) => this.checkReconnectingLogin(client, seatAuth, token));
  }

  /**
   * A client joins: a person sits (or takes their seat back), anyone else watches. Throws the answer when they cannot
   * sit. A create's join resolves once its reservation is given back (below), else at once.
   */
  enter(client: Client, options: RoomOptions, auth: TtrAuth): Promise<void> | undefined {
    const master = this.master();
    const game = master.game;
    const data: ClientData = { seat: null, userId: auth.userId, username: auth.username };
    if (!auth.spectator && auth.userId !== null) data.seat = this.takeSeat(client, auth.userId, auth.username, options);
    client.userData = data;
    // the chat kept in the game record, so a reload or a late spectator reads the conversation so far
    if (game.record.chat.length > 0) client.send("chatHistory", game.record.chat);
    if (auth.userId !== null) this.holdConnection(client, auth.userId, auth.sessionVersion);
    const reservations = auth.reservations ?? [];
    if (data.seat === null) {
      void releasePlaces(reservations);
      master.countSpectators(+1);
      return;
    }
    client.view = leanStateView();
    if (game.record.daily !== undefined && !game.started) seatBotsAndStart(master);
    if (game.record.lesson !== undefined && !game.started) seatLessonBotAndStart(master);
    // The game is in the store once the seat taken is durable: from then on the store counts it, not the reservation.
    // The host is told they joined only once the places are given back: a next create of theirs would otherwise count
    // this game twice (stored, and still reserved) and refuse a game they may open.
    if (reservations.length === 0) return;
    return new Promise((resolve) => {
      // Bounded: a save that never becomes durable (the room closing meanwhile) must not hold the join.
      const enough = setTimeout(resolve, JOIN_WAITS_FOR_RELEASE_MS);
      master.deliver(() => void releasePlaces(reservations).then(() => (clearTimeout(enough), resolve())));
    });
  }

  /** Takes the user's seat back, or seats them in the colour asked for. Throws the answer when they cannot sit. */
  private takeSeat(client: Client, userId: number, username: string, options: RoomOptions): number {
    const master = this.master();
    const game = master.game;
    const existing = game.seatOfUser(userId);
    if (existing >= 0) {
      const alreadyHere = [...this.room.clients].some((c) => c !== client && dataOf(c)?.seat === existing);
      if (alreadyHere) throw new ServerError(409, DESCRIPTIONS.alreadyConnected);
      master.commit(() => {
        master.presence.arrive(existing);
        return CHANGED;
      });
      return existing;
    }
    const parsed = joinOptionsSchema.safeParse(options);
    // Full or started is the more useful answer than a missing colour.
    const closed = game.seats.length >= game.maxPlayers() ? SERVER_ERR.gameFull : game.started ? SERVER_ERR.gameAlreadyStarted : null;
    if (closed) throw new ServerError(403, DESCRIPTIONS[closed]);
    if (!parsed.success) throw new ServerError(400, `${DESCRIPTIONS.invalidInput}: choose a color`);
    const color = parsed.data.color;
    const result = master.commit(() => {
      const seated = game.join(userId, username, color);
      if (seated.ok) master.presence.arrive(seated.seat);
      return seated;
    });
    if (!result.ok) throw new ServerError(403, DESCRIPTIONS[result.error.code]);
    // The design starts the game when the fifth person (the board's last seat) sits down. A table with any of the host's bots waits for the
    // host's startGame instead, so a bot can still be swapped before the start.
    if (game.seats.length >= game.maxPlayers() && game.seats.every((s) => s.bot === null)) master.start();
    return result.seat;
  }

  /** A client went: a spectator is no longer counted; a seat's person is away from now on (answers that seat). */
  leave(client: Client): LeftSeat | null {
    const master = this.master();
    const data = client.userData as ClientData | undefined;
    const connection = this.connections.get(client.sessionId);
    if (connection && data?.userId != null) this.services.logins.remove(data.userId, connection);
    this.connections.delete(client.sessionId);
    const loginEnded = this.loginEnded.delete(client.sessionId);
    if (!data) return null;
    if (data.seat === null) {
      master.countSpectators(-1);
      return null;
    }
    const seat = data.seat;
    master.commit(() => {
      master.presence.depart(seat);
      return CHANGED;
    });
    return { userId: data.userId, loginEnded };
  }

  /**
   * A seat's connection dropped (not a leave the client asked for): the same client may come back with its
   * reconnection token and the same login within RECONNECT_SECONDS (see checkReconnectingLogin); the end of its login
   * meanwhile ends the wait. Resolves when it is back or the wait is over.
   */
  async awaitReturn(client: Client, left: LeftSeat): Promise<void> {
    const master = this.master();
    const record = master.game.record;
    if (left.loginEnded || this.services.shuttingDown || record.status === "ended") return;
    const auth = client.auth as TtrAuth;
    const reconnection = this.room.allowReconnection(client, this.services.config.reconnectSeconds);
    const waiting: LiveConnection = {
      sessionVersion: auth.sessionVersion,
      end: (reason) => {
        if (reason === "accountDeleted" && left.userId !== null) this.giveUpSeatOfDeleted(left.userId, null);
        endReconnectionWait(reconnection, new Error("the login ended"));
      },
    };
    if (left.userId !== null) this.services.logins.addWaiting(left.userId, waiting);
    try {
      const back = await reconnection;
      publish("ttr:reconnect", () => ({ gameId: master.gameId }));
      log.info({ room: master.gameId, game: master.gameId, user: left.userId }, "a player reconnected");
      if (record.chat.length > 0) back.send("chatHistory", record.chat);
      const seatNow = dataOf(back).seat;
      master.commit(() => {
        if (seatNow !== null) master.presence.arrive(seatNow);
        return CHANGED;
      });
      if (left.userId !== null) this.holdConnection(back, left.userId, auth.sessionVersion);
    } catch {
      // Window over, or the login ended: SeatPresence hands the seat to a bot in time; the person can still rejoin by id.
    } finally {
      if (left.userId !== null) this.services.logins.removeWaiting(left.userId, waiting);
    }
  }

  /**
   * The seat's account was deleted: before the start the seat goes (as with leaveGame; its connection, closing, is
   * a spectator's until it is gone); once started, a bot plays it from now on, under DELETED_PLAYER_NAME (the
   * players' boxes, the lobby's listing and the record no longer carry the old name); once ended, only the name
   * changes, for the end screen still open. Heard from the account's
   * connection here, its waiting seat, and the room's own deletion listener (any process): a second time changes nothing.
   */
  giveUpSeatOfDeleted(userId: number, connection: Client | null): void {
    const master = this.master();
    const game = master.game;
    const seat = game.seatOfUser(userId);
    if (seat < 0) return;
    const seatRecord = game.record.seats[seat];
    // the chat kept for late arrivals (chatHistory) names its lines' senders: theirs read as a deleted player's too
    const oldName = seatRecord.username;
    if (oldName !== DELETED_PLAYER_NAME) for (const line of game.record.chat) if (line.sender === oldName) line.sender = DELETED_PLAYER_NAME;
    if (game.record.status === "ended") {
      // The end screen (and its Play again) stays open a while: the others see the seat as every record shows it.
      if (oldName !== DELETED_PLAYER_NAME) {
        master.commit(() => {
          seatRecord.username = DELETED_PLAYER_NAME;
          master.listing.seatRenamed();
          return CHANGED;
        });
      }
      return;
    }
    if (!game.started) {
      master.vacate(() => game.leave(userId), connection);
      return;
    }
    if (oldName === DELETED_PLAYER_NAME && master.presence.isTakenOver(seat)) return;
    master.commit(() => {
      seatRecord.username = DELETED_PLAYER_NAME;
      master.listing.seatRenamed();
      master.presence.takeOverNow(seat);
      return CHANGED;
    });
  }

  /** A restored game: the seats of accounts deleted meanwhile (or while it was away) are given up as above. */
  async giveUpSeatsOfDeletedAccounts(): Promise<void> {
    const ids = this.master().game.record.seats.flatMap((s) => (s.userId === null ? [] : [s.userId]));
    if (ids.length === 0) return;
    for (const userId of await this.services.users.deletedAmong(ids)) this.giveUpSeatOfDeleted(userId, null);
  }

  /** Counts the connection as its user's live one: the end of that login (logout, login elsewhere) tells them and closes it for good. */
  private holdConnection(client: Client, userId: number, sessionVersion: number): void {
    const connection: LiveConnection = {
      sessionVersion,
      end: (reason) => {
        if (reason === "accountDeleted") this.giveUpSeatOfDeleted(userId, client);
        this.loginEnded.add(client.sessionId);
        client.leave(SESSION_END_CLOSE[reason]);
      },
    };
    this.connections.set(client.sessionId, connection);
    this.services.logins.add(userId, connection);
  }

  /**
   * A reconnection takes a logged-in person's seat back only with that person's current login. Checked as the
   * WebSocket joins, in the room's own process whatever process the matchmaking request went to.
   */
  private async checkReconnectingLogin(client: Client & ClientPrivate, seatAuth: TtrAuth | undefined, token: string | undefined): Promise<void> {
    if (!seatAuth || seatAuth.userId === null) return;
    const user = await userOfToken(this.services, token || undefined);
    if (!user || user.id !== seatAuth.userId) throw new ServerError(401, DESCRIPTIONS.reconnectLoginRequired);
    // Colyseus hears the socket close only from the join on: one that went while the login was looked up would
    // otherwise sit in the room as a ghost.
    if (!isSocketOpen(client)) throw new ServerError(401, "the connection closed while reconnecting");
    seatAuth.sessionVersion = user.sessionVersion;
  }
}
