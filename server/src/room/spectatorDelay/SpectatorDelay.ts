// The game room's side of the spectator delay. Spectators of a delayed game never sit in the game
// room: its public schema objects are the players' live ones, the same bytes for every client, so a spectator there
// would see every move as it happens. This class sends them to the game's mirror (WatchRoom, created here on the
// first spectator, in this process), keeps the game room's shared patches and releases each once the spectators may
// see its move (DelayedPatches), and marks each chat line with the move it was said after, so that the mirror shows
// it no earlier than that move.
import { openByServer } from "../serverOpened.js";
import { ClientState, ServerError, type Client, type Serializer } from "@colyseus/core";
import { SPECTATE_ELSEWHERE, WATCH_DELAYED_CLOSE, watchRoomIdOf } from "../../../../shared-rules/protocol/index.js";
import type { ChatLine } from "../../domain/records.js";
import type { GameMaster } from "../../game/GameMaster.js";
import { dataOf, type SchemaRoomPort } from "../roomPort.js";
import { handshakeOf, stopPatching, tapSharedPatches } from "../../colyseusInternals/leanSerializer.js";
import { DelayedGame, isDelayed } from "./DelayedGame.js";
import { DelayedPatches } from "./DelayedPatches.js";

/** The room type of the mirrors (createGameServer defines it). */
export const WATCH_ROOM = "ttr_watch";

/** Games of this process whose spectators are delayed, by game id: what a mirror follows. */
const delayedGames = new Map<string, SpectatorDelay>();

export function delayedGame(gameId: string): SpectatorDelay | undefined {
  return delayedGames.get(gameId);
}

/** What the mirror is told: patches its spectators may see now, the game moved on (or a chat line came), the game room is gone. */
export interface GameFollower {
  /** `patch`: one ROOM_STATE_PATCH message of every patch released now. */
  show(patch: Buffer): void;
  follow(): void;
  gameClosed(): void;
}

export class SpectatorDelay {
  /** The game version each chat line was first seen at (the line's object is the key, as the record holds it). */
  private readonly chatVersions = new WeakMap<ChatLine, number>();
  private follower: GameFollower | null = null;
  private opening: Promise<unknown> | null = null;
  private readonly onProjected = () => this.projected();
  /** While a restored game's last moves are shown again (showRecentMoves): the version of the move shown. */
  private pastVersion: number | null = null;
  /**
   * The game as its spectators see it, which is all the public (the listing, GET /api/games/:id) may see of it: the
   * rules replayed N moves behind, only when asked.
   */
  private readonly shown: DelayedGame;
  /** What the mirror's spectators are sent: the game room's own patches, held back. */
  readonly patches = new DelayedPatches();
  /** The game room's handshake, which the mirror sends too (its spectators decode the game room's patches). */
  readonly handshake: Buffer;

  constructor(
    readonly master: GameMaster<Client>,
    private readonly port: SchemaRoomPort,
    serializer: Serializer<unknown>,
  ) {
    delayedGames.set(master.gameId, this);
    this.shown = new DelayedGame(master.game);
    master.listing.publicView = {
      // Replayed only while something is held back: an ended game (whose listing is asked once more) is all public.
      rules: () => {
        if (this.versionShown() === master.game.version) return master.game.rules;
        this.shown.catchUp();
        return this.shown.rules;
      },
    };
    this.handshake = handshakeOf(serializer);
    const fullState = tapSharedPatches(serializer, (patch) => {
      this.patches.record(patch, this.pastVersion ?? this.master.game.version, fullState);
      this.release();
    });
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

  /** The newest version the spectators may see now: N moves behind a delayed game that is on, else the game's own. */
  private versionShown(): number {
    const game = this.master.game;
    if (!game.started || game.record.status === "ended" || !isDelayed(game)) return game.version;
    return Math.max(1, game.version - this.moves);
  }

  /** What the tree tells a client about the delay: N while the game's spectators are held back, else 0. */
  private delayShown(): number {
    const game = this.master.game;
    return isDelayed(game) && game.record.status !== "ended" ? this.moves : 0;
  }

  /**
   * A restored game's room has sent no patch yet, so a spectator who came before the game moved N more moves would
   * have no state old enough to be shown. The room's tree (nobody is connected yet) is therefore first shown as the
   * game was N moves back, then moved one move at a time to the live state, each step patched and recorded. Answers
   * how many history entries that put in the tree (all of the game's), or null when nothing is held back.
   */
  showRecentMoves(): number | null {
    const game = this.master.game;
    if (!game.started || game.record.status === "ended" || !isDelayed(game)) return null;
    const past = new DelayedGame(game);
    const history = this.port.history;
    past.followHistory(history);
    past.catchUp();
    for (;;) {
      this.pastVersion = past.version;
      this.port.showPast(past, this.delayShown());
      if (past.movesBehind === 0) break;
      past.catchUp(1);
    }
    this.pastVersion = null;
    const added = past.historyAdded(history);
    past.unfollowHistory(history);
    return added;
  }

  /** Sends the mirror what its spectators may see now (and forgets, without a mirror, what no join needs). */
  private release(): void {
    const patch = this.patches.release(this.versionShown());
    if (patch) this.follower?.show(patch);
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
    const delay = this.delayShown();
    if (this.port.state.spectatorDelay !== delay) this.port.state.spectatorDelay = delay;
    // (What may be seen moves only with the version, the status or the seats, each of which comes with a patch: the
    // patches are released as they are recorded, see the tap.)
    this.follower?.follow();
  }

  /**
   * A connection that gave up its seat before the start stays in the game room as a spectator's (GameMaster.vacate).
   * Once the game is under way with people in it, that would be a live view: it is sent no patch from this
   * projection's on, and closed once what it is owed has left (the host's startAndWatch reply is queued before this
   * projection's delivery, so it arrives first); the client then comes back through the door to the mirror.
   */
  private dropLiveSpectators(): void {
    for (const client of this.port.clients) {
      const data = dataOf(client);
      if (!data || data.seat !== null || client.state !== ClientState.JOINED) continue;
      stopPatching(client);
      this.master.deliver(() => client.leave(WATCH_DELAYED_CLOSE));
    }
  }

  dispose(): void {
    this.port.projected.delete(this.onProjected);
    if (delayedGames.get(this.master.gameId) === this) delayedGames.delete(this.master.gameId);
    this.follower?.gameClosed();
    this.follower = null;
  }
}
