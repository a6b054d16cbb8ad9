// The thin network layer over colyseus.js: one Client per tab, the lobby room's live listing, and the game rooms
// this user sits in (the lobby's "your games" lets the user switch between them).
import { Client, type Room, type RoomAvailable } from "colyseus.js";
import {
  LOBBY_PAGE_SIZE,
  SERVER_RESTART_CLOSE,
  SOCIAL_NOTICE,
  joinAsSpectator,
  sessionEndOf,
  type LobbyMetadata,
  type LobbyPage,
  type CreateGameOptions,
  type DailyDealOptions,
  type LessonOptions,
  type JoinGameOptions,
  type LobbyPageRequest,
  type SessionEnd,
  type SocialNotice,
  type WireState,
} from "../../../shared-rules/protocol/index.js";
import type { LessonId, MapId, PlayerColor } from "../rules.js";
import { Emitter } from "./Emitter.js";
import { LOBBY_RETRY_MS, retryWithBackoff } from "./backoff.js";
import { GameConnection, rejoinRoom, type GameRoom } from "./GameConnection.js";
import * as api from "./api.js";
import { msg, type Message } from "../i18n/i18n.js";
import { fetchUnfinishedDaily, fetchUnfinishedLesson } from "./ratingsApi.js";
import { forgetLogin, loadLogin, nextStoredLogin, saveLogin, type StoredLogin } from "./login.js";
import { loadSeat, saveSeat } from "./seatMemo.js";
import { disableNotices } from "./turnNotices.js";

export type GameMeta = LobbyMetadata;

export type Listing = RoomAvailable<GameMeta>;

/** Where the lobby's page is: which games of how many, and the search that narrowed them. */
export interface PageInfo {
  /** Games on this page (beside the user's own games). */
  shown: number;
  offset: number;
  limit: number;
  total: number;
  search: string;
  /** The board the listing is filtered to ("" every board). */
  map: MapId | "";
}

type Events = {
  rooms: [Listing[]];
  lobbyStatus: ["reconnecting" | "connected" | "lost"];
  /** The server ended this tab's login (a logout elsewhere, a login somewhere else): which of the two. */
  loginEnded: [end: SessionEnd];
  /** A friend request, an invitation, or "your friends changed", live from the lobby (components/FriendsPanel.ts). */
  social: [notice: SocialNotice];
};

/** WebSocket close code of a connection that died without a close frame. */
const ABNORMAL_CLOSE = 1006;

function endpoint(): string {
  const proto = location.protocol === "https:" ? "wss" : "ws";
  return `${proto}://${location.host}`;
}

/**
 * The server's words in a thrown matchmaking error (its English description, which the UI says in the reader's
 * language), or "" when there are none (the server could not be reached).
 */
export function errorText(e: unknown): string {
  if (e && typeof e === "object" && "message" in e) return String((e as { message: unknown }).message);
  return "";
}

/** How long a tab whose login a password change ended waits for the changing tab's new login (its answer). */
const NEW_LOGIN_WAIT_MS = 5000;

class NetLayer extends Emitter<Events> {
  client = new Client(endpoint());
  login: StoredLogin | null = loadLogin();
  lobby: Room | null = null;
  /** The user's own games, then the page the lobby shows (each game once). */
  rooms: Listing[] = [];
  pageInfo: PageInfo = { shown: 0, offset: 0, limit: LOBBY_PAGE_SIZE, total: 0, search: "", map: "" };
  games = new Map<string, GameConnection>();
  active: GameConnection | null = null;

  constructor() {
    super();
    if (this.login) this.client.auth.token = this.login.token;
  }

  get username(): string | null {
    return this.login?.username ?? null;
  }

  setLogin(login: StoredLogin): void {
    this.login = login;
    saveLogin(login);
    this.client.auth.token = login.token;
  }

  async logout(): Promise<void> {
    const token = this.login?.token;
    for (const g of this.games.values()) await g.leave();
    this.games.clear();
    this.active = null;
    await this.leaveLobby();
    await disableNotices();
    if (token) await api.logout(token);
    this.login = null;
    this.client.auth.token = "";
    forgetLogin();
  }

  async joinLobby(): Promise<void> {
    if (this.lobby) return;
    // Back on the page this tab was looking at (after a drop; the first time these are the defaults).
    const { offset, limit, search, map } = this.pageInfo;
    const lobby = await this.client.joinOrCreate("lobby", { offset, limit, search, map });
    this.lobby = lobby;
    // The lobby sends one bounded page (and our own games) at a time, then `+` for a game on it that changed.
    lobby.onMessage("rooms", (page: LobbyPage<Listing>) => {
      const seen = new Set<string>();
      this.rooms = [...page.mine, ...page.rooms].filter((r) => !seen.has(r.roomId) && seen.add(r.roomId));
      this.pageInfo = { shown: page.rooms.length, offset: page.offset, limit: page.limit, total: page.total, search: page.search, map: page.map ?? "" };
      this.emit("rooms", this.rooms);
    });
    lobby.onMessage(SOCIAL_NOTICE, (notice: SocialNotice) => this.emit("social", notice));
    lobby.onMessage("+", ([roomId, room]: [string, Listing]) => {
      this.rooms = this.rooms.map((r) => (r.roomId === roomId ? room : r));
      this.emit("rooms", this.rooms);
    });
    lobby.onLeave((code) => {
      if (this.lobby !== lobby) return; // left on purpose (leaveLobby, logout)
      this.lobby = null;
      const ended = sessionEndOf(code);
      if (ended) return this.endLogin(ended);
      // 1006: the connection died without a close (network loss, or the server's heartbeat gave up on us); or the
      // lobby's process is restarting (the lobby opens again on whichever process the next join reaches).
      if (code === ABNORMAL_CLOSE || code === SERVER_RESTART_CLOSE) void this.rejoinLobby();
    });
  }

  /**
   * The server ended this login: its token is void and every connection of it closed. Forget it here (once, whichever
   * connection heard it first) and say why; the seats stay the person's, for the next login to rejoin.
   */
  private endLogin(end: SessionEnd): void {
    if (!this.login) return;
    if (end === "passwordChanged") {
      // This tab changed it: its own connections close with the token before, and come back with the new one.
      if (this.changingPassword) return;
      // Another tab of this browser may have changed it, and keeps the new login: follow it rather than log out.
      const login = this.login;
      if (this.awaitingNewLogin) return;
      this.awaitingNewLogin = true;
      void nextStoredLogin(login, NEW_LOGIN_WAIT_MS).then((next) => {
        this.awaitingNewLogin = false;
        if (this.login !== login) return; // logged out or in again meanwhile
        if (next) void this.followNewLogin(next);
        else this.forgetEndedLogin(end);
      });
      return;
    }
    this.forgetEndedLogin(end);
  }

  /** Set while a tab waits to hear of another tab's new login after a password change. */
  private awaitingNewLogin = false;

  private forgetEndedLogin(end: SessionEnd): void {
    if (!this.login) return;
    this.login = null;
    this.client.auth.token = "";
    forgetLogin();
    for (const g of this.games.values()) void g.leave();
    this.games.clear();
    this.active = null;
    void this.leaveLobby();
    this.emit("loginEnded", end);
  }

  /** Set while this tab's password change is on its way (its connections' closes are expected). */
  private changingPassword = false;

  /**
   * Changes the account's password. The server ends every connection of the login before (this tab's too), so on
   * success this tab takes the new token and comes back to the lobby with it; its open games reconnect when shown.
   */
  async changePassword(currentPassword: string, newPassword: string, confirmPassword: string): Promise<api.PasswordChangeResult> {
    if (!this.login) return { ok: false, reason: msg("session.loggedOut") };
    this.changingPassword = true;
    try {
      const answer = await api.changePassword(this.login.token, currentPassword, newPassword, confirmPassword);
      if (answer.ok) await this.followNewLogin({ ...this.login, token: answer.token });
      return answer;
    } finally {
      this.changingPassword = false;
    }
  }

  /** Deletes the account; on success this tab's login is over at once (the server closes its connections too). */
  async deleteAccount(password: string): Promise<{ ok: true } | { ok: false; reason: string | Message }> {
    if (!this.login) return { ok: false, reason: msg("session.loggedOut") };
    const answer = await api.deleteAccount(this.login.token, password);
    if (answer.ok) this.forgetEndedLogin("accountDeleted");
    return answer;
  }

  /** The same account's new token (a password change): connections of the old one are dropped, the lobby rejoined. */
  private async followNewLogin(login: StoredLogin): Promise<void> {
    this.setLogin(login);
    for (const g of this.games.values()) void g.leave();
    this.games.clear();
    this.active = null;
    await this.leaveLobby();
    await this.rejoinLobby();
  }

  /** After the lobby's connection died: a few tries, further and further apart, while still logged in. */
  private async rejoinLobby(): Promise<void> {
    this.emit("lobbyStatus", "reconnecting");
    const outcome = await retryWithBackoff(LOBBY_RETRY_MS, async () => {
      try {
        await this.joinLobby();
        return true;
      } catch {
        return false; // the server may still be unreachable: wait and try again
      }
    }, () => !this.login || this.lobby !== null);
    if (outcome === "succeeded") this.emit("lobbyStatus", "connected");
    else if (outcome === "gaveUp") this.emit("lobbyStatus", "lost");
  }

  /** Asks the lobby for another page or search; the answer arrives as a new `rooms` page. */
  showLobbyPage(request: LobbyPageRequest): void {
    this.lobby?.send("page", { offset: this.pageInfo.offset, limit: this.pageInfo.limit, search: this.pageInfo.search, map: this.pageInfo.map, ...request });
  }

  async leaveLobby(): Promise<void> {
    const l = this.lobby;
    this.lobby = null;
    if (l) {
      try {
        await l.leave(true);
      } catch {
        // already closed
      }
    }
  }

  private adopt(room: GameRoom, spectator: boolean): GameConnection {
    const g = new GameConnection(this.client, room, spectator, spectator ? null : this.username);
    this.games.set(g.roomId, g);
    this.active = g;
    g.on("loginEnded", (end) => this.endLogin(end));
    g.on("status", (s) => {
      if (s === "left" || s === "lost") {
        this.games.delete(g.roomId);
        if (this.active === g) this.active = null;
      }
    });
    return g;
  }

  async createGame(chosen: CreateGameOptions): Promise<GameConnection> {
    // ?seed=N in the page URL asks for a reproducible deal; the server honours it only with ALLOW_TEST_SEED
    const query = new URLSearchParams(location.search);
    const seed = Number(query.get("seed") ?? NaN);
    // ?trains=N: fewer trains each for a short game (tests); the server refuses it outside test mode
    const trains = Number(query.get("trains") ?? NaN);
    const options: CreateGameOptions = { ...chosen, ...(Number.isInteger(seed) ? { seed } : {}), ...(Number.isInteger(trains) ? { trainsPerPlayer: trains } : {}) };
    const room = await this.client.create<WireState>("ttr", options);
    return this.adopt(room, false);
  }

  /**
   * Today's daily deal: the server seats bots beside you and starts it at once. A daily game you
   * left unfinished is opened again instead (one at a time).
   */
  async playDailyDeal(color: PlayerColor): Promise<GameConnection> {
    const unfinished = this.login ? await fetchUnfinishedDaily(this.login.token) : null;
    if (unfinished) return this.joinGame(unfinished, color);
    const options: DailyDealOptions = { daily: true, color };
    const room = await this.client.create<WireState>("ttr", options);
    return this.adopt(room, false);
  }

  /**
   * A lesson (the guided first game, a board's lesson): the one you left unfinished is opened again where it stopped;
   * else the server deals the lesson's game, seats its bot beside you and starts it.
   */
  async playLesson(lesson: LessonId, color: PlayerColor): Promise<GameConnection> {
    const unfinished = this.login ? await fetchUnfinishedLesson(this.login.token, lesson) : null;
    if (unfinished) return this.joinGame(unfinished, color);
    const options: LessonOptions = { lesson, color };
    const room = await this.client.create<WireState>("ttr", options);
    return this.adopt(room, false);
  }

  /** `color` is the seat asked for; a person coming back to their own seat needs none. */
  async joinGame(roomId: string, color?: PlayerColor): Promise<GameConnection> {
    const existing = this.games.get(roomId);
    if (existing) return (this.active = existing);
    const options: JoinGameOptions = color === undefined ? {} : { color };
    const room = await this.client.joinById<WireState>(roomId, options);
    return this.adopt(room, false);
  }

  async spectate(roomId: string): Promise<GameConnection> {
    const existing = this.games.get(roomId);
    if (existing) return (this.active = existing);
    const room = await joinAsSpectator((id, options) => this.client.joinById<WireState>(id, options), roomId);
    return this.adopt(room, true);
  }

  /** After a reload: back into the seat this tab had, if the server still holds it. */
  async resumeSeat(): Promise<GameConnection | null> {
    const memo = loadSeat();
    if (!memo) return null;
    const room = await rejoinRoom(this.client, memo);
    if (room) return this.adopt(room, memo.spectator);
    saveSeat(null);
    return null;
  }

  async leaveGame(g: GameConnection): Promise<void> {
    this.games.delete(g.roomId);
    if (this.active === g) this.active = null;
    await g.leave();
  }
}

export const net = new NetLayer();
