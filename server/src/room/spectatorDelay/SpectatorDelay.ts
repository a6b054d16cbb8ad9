// The game room's side of the spectator delay. Spectators of a delayed game never sit in the game
// room: its public schema objects are the players' live ones, the same bytes for every client, so a spectator there
// would see every move as it happens. This class sends them to the game's mirror (WatchRoom, created here on the
// first spectator, in this process), feeds the mirror after every projection of the game, and marks each chat line
// with the move it was said after, so that the mirror shows it no earlier than that move.
import { openByServer } from "../serverOpened.js";
import { ServerError, type Client } from "@colyseus/core";
import { SPECTATE_ELSEWHERE, WATCH_DELAYED_CLOSE, watchRoomIdOf } from "../../../../shared-rules/protocol/index.js";
import type { ChatLine } from "../../domain/records.js";
import type { GameMaster } from "../../game/GameMaster.js";
import { dataOf, type SchemaRoomPort } from "../roomPort.js";
import { DelayedGame, isDelayed } from "./DelayedGame.js";

/** The room type of the mirrors (createGameServer defines it). */
export const WATCH_ROOM = "ttr_watch";

/** Games of this process whose spectators are delayed, by game id: what a mirror follows. */
const delayedGames = new Map<string, SpectatorDelay>();

export function delayedGame(gameId: string): SpectatorDelay | undefined {
  return delayedGames.get(gameId);
}

/** What the mirror is told: the game moved on (or a chat line came), and the game room is gone. */
export interface GameFollower {
  follow(): void;
  gameClosed(): void;
}

export class SpectatorDelay {
  /** The game version each chat line was first seen at (the line's object is the key, as the record holds it). */
  private readonly chatVersions = new WeakMap<ChatLine, number>();
  private follower: GameFollower | null = null;
  private opening: Promise<unknown> | null = null;
  private readonly onProjected = () => this.projected();
  /**
   * The game as its spectators see it, which is all the public (the listing, GET /api/games/:id) may see of it; the
   * mirror shows this very one (each command is replayed once for both).
   */
  readonly shown: DelayedGame;

  constructor(
    readonly master: GameMaster<Client>,
    private readonly port: SchemaRoomPort,
  ) {
    delayedGames.set(master.gameId, this);
    this.shown = new DelayedGame(master.game);
    master.listing.publicView = {
      rules: () => {
        this.shown.catchUp();
        return this.shown.rules;
      },
    };
    this.markChat();
    port.projected.add(this.onProjected);
  }

  get moves(): number {
    return this.master.game.record.spectatorDelay ?? 0;
  }

  /**
   * Where a spectator joining now watches: the mirror (opened first) while the game may be delayed, from the waiting
   * room on (people may still sit down) until it ends if a person plays; null when they may watch the game room.
   */
  async mirrorForSpectator(): Promise<string | null> {
    const game = this.master.game;
    const away = this.moves > 0 && (!game.started || isDelayed(game)) && game.record.status !== "ended";
    if (!away) return null;
    await this.openMirror();
    return watchRoomIdOf(this.master.gameId);
  }

  /** A spectator joining the game room while it is delayed: throws the answer that names the mirror. */
  async sendSpectatorAway(): Promise<void> {
    const mirror = await this.mirrorForSpectator();
    if (mirror !== null) throw new ServerError(SPECTATE_ELSEWHERE, mirror);
  }

  /** The mirror, created once (a second spectator arriving meanwhile waits for the same one). */
  private openMirror(): Promise<unknown> {
    if (this.follower) return Promise.resolve();
    this.opening ??= openByServer(WATCH_ROOM, { gameId: this.master.gameId }).finally(() => {
      this.opening = null;
    });
    return this.opening;
  }

  /** The mirror registers itself; one per game. */
  attach(follower: GameFollower): boolean {
    if (this.follower) return false;
    this.follower = follower;
    return true;
  }

  detach(follower: GameFollower): void {
    if (this.follower === follower) this.follower = null;
  }

  /** Chat lines carry no move number: the first time a line is seen, it is the newest move's. */
  chatVersion(line: ChatLine): number {
    return this.chatVersions.get(line) ?? this.master.game.version;
  }

  private markChat(): void {
    const chat = this.master.game.record.chat;
    for (let i = chat.length - 1; i >= 0 && !this.chatVersions.has(chat[i]); i--) this.chatVersions.set(chat[i], this.master.game.version);
  }

  private projected(): void {
    this.markChat();
    // After the end there is nothing left to hold back: a spectator may watch the game room (see mirrorForSpectator).
    const game = this.master.game;
    if (game.started && isDelayed(game) && game.record.status !== "ended") this.dropLiveSpectators();
    this.follower?.follow();
  }

  /**
   * A connection that gave up its seat before the start stays in the game room as a spectator's (GameMaster.vacate).
   * Once the game is under way with people in it, that would be a live view: it is closed before this projection's
   * patch leaves (a closing socket is sent nothing more), and the client comes back through the door to the mirror.
   */
  private dropLiveSpectators(): void {
    for (const client of this.port.clients) {
      const data = dataOf(client);
      if (data && data.seat === null) client.leave(WATCH_DELAYED_CLOSE);
    }
  }

  dispose(): void {
    this.port.projected.delete(this.onProjected);
    if (delayedGames.get(this.master.gameId) === this) delayedGames.delete(this.master.gameId);
    this.follower?.gameClosed();
    this.follower = null;
  }
}
