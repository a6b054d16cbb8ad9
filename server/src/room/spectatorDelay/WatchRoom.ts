// The room `ttr_watch`: a delayed game's spectators watch it here. Its state is a separate schema
// tree projected from DelayedGame (the rules replayed up to N moves behind), so not one byte of a newer move reaches
// these clients, and nobody here ever has a StateView: the tree holds no seat's private part either. It follows its
// game room in the same process and goes when its last spectator leaves (the game room opens another when needed).
import { Room, ServerError, type Client, type Serializer } from "@colyseus/core";
import { DESCRIPTIONS, SERVER_ERR, watchRoomIdOf } from "../../../../shared-rules/protocol/index.js";
import type { ChatLine } from "../../domain/records.js";
import { TtrState } from "../../schema/TtrState.js";
import { leanSerializer } from "../../colyseusInternals/leanSerializer.js";
import { measured } from "../../game/metrics.js";
import type { ServerServices } from "../../services.js";
import { installGuardedDispatch } from "../handlers/guardedDispatch.js";
import { messageBudgetOf } from "../handlers/messageBudget.js";
import { reply } from "../handlers/types.js";
import { messageSchemas } from "../messageSchemas.js";
import { project } from "../project.js";
import { openedByServer } from "../serverOpened.js";
import { isDelayed, type DelayedGame } from "./DelayedGame.js";
import { delayedGame, type GameFollower, type SpectatorDelay } from "./SpectatorDelay.js";
import { closeForRestart } from "../restartDrain.js";

export class WatchRoom extends Room<TtrState> implements GameFollower {
  static services: ServerServices;
  private delay!: SpectatorDelay;
  private shown!: DelayedGame;
  /** Chat lines already sent to everybody here. */
  private readonly chatSent = new WeakSet<ChatLine>();
  /** The game room is gone: this room keeps the final state it shows until its spectators leave. */
  private closed = false;

  // Only the game room opens a mirror (serverOpened.ts): a client's create, whatever its options, finds no game.
  static override async onAuth(_token: string, options: unknown): Promise<boolean> {
    if (options !== null && typeof options === "object" && Object.keys(options).some((key) => key !== "spectator")) throw new ServerError(400, DESCRIPTIONS.invalidInput);
    return true;
  }

  /** Every room's serializer shares its full-state and handshake buffers (colyseusInternals/leanSerializer.ts). */
  override setSerializer(serializer: Serializer<TtrState>): void {
    super.setSerializer(leanSerializer(serializer));
  }

  override onCreate(options: unknown): void {
    const gameId = openedByServer(options)?.gameId;
    const delay = gameId === undefined ? undefined : delayedGame(gameId);
    if (!delay || !delay.attach(this)) throw new ServerError(404, DESCRIPTIONS.gameNotFound);
    this.delay = delay;
    this.roomId = watchRoomIdOf(delay.master.gameId);
    // Never listed: the lobby lists the game; spectators arrive here from its room.
    void this.setPrivate(true);
    this.state = new TtrState();
    // Every change is patched at once by follow(), and this room sets no timer on its clock: Colyseus' default 50 ms
    // patch timer would only find nothing to send, 20 times a second in every mirror (half the rooms of a busy server).
    this.patchRate = 0;
    this.shown = delay.shown;
    this.shown.followHistory(this.state.history);
    // Spectators may send anything a client sends: each type gets the game room's answer to a spectator.
    for (const type of Object.keys(messageSchemas)) this.onMessage(type, (client) => client.send(type, reply(SERVER_ERR.notAPlayer)));
    installGuardedDispatch(this, { charge: messageBudgetOf((this.constructor as typeof WatchRoom).services.config) });
    this.follow();
  }

  override onJoin(client: Client): void {
    const lines = this.visibleChat();
    if (lines.length > 0) client.send("chatHistory", lines.map(({ sender, message }) => ({ sender, message })));
    this.countSpectators(+1);
  }

  override onLeave(): void {
    this.countSpectators(-1);
  }

  /** Watchers here are the game's spectators: its listing and every state show them (the game room re-projects). */
  private countSpectators(change: number): void {
    if (this.closed) return;
    this.delay.master.countSpectators(change);
  }

  /** The game moved on (or someone spoke, or someone came or went): show what may be seen now. */
  follow(): void {
    const live = this.delay.master;
    this.shown.catchUp();
    const delayed = isDelayed(live.game) && live.game.record.status !== "ended";
    project(this.state, this.shown, (seat) => live.isSeatOnline(seat), live.spectators, (seat) => live.presence.takeoverAt(seat), false);
    if (this.state.spectatorDelay !== (delayed ? this.delay.moves : 0)) this.state.spectatorDelay = delayed ? this.delay.moves : 0;
    measured("ttr:patch", this.roomId, () => this.broadcastPatch());
    this.sendNewChat();
  }

  /** Lines said no later than the move shown (all of them when nothing is delayed). */
  private visibleChat(): ChatLine[] {
    const everything = !isDelayed(this.delay.master.game) || this.delay.master.game.record.status === "ended";
    return this.delay.master.game.record.chat.filter((line) => everything || this.delay.chatVersion(line) <= this.shown.version);
  }

  private sendNewChat(): void {
    for (const line of this.visibleChat()) {
      if (this.chatSent.has(line)) continue;
      this.chatSent.add(line);
      this.broadcast("chat", { sender: line.sender, message: line.message });
    }
  }

  /**
   * The game room closed. After the end its people have left and this room already shows the final state: it stays
   * for its spectators' end screen. Before the end (the server stops) there is nothing more to watch.
   */
  gameClosed(): void {
    this.closed = true;
    if (this.delay.master.game.record.status !== "ended") void this.disconnect();
  }

  /** The process is stopping: spectators come back to the game's mirror once it is open again (restartDrain.ts). */
  override onBeforeShutdown(): void {
    closeForRestart(this);
  }

  override onDispose(): void {
    this.shown?.unfollowHistory(this.state.history);
    if (!this.closed) this.delay?.detach(this);
  }
}

/** The mirror room class of one server instance. */
export function watchRoomFor(services: ServerServices): typeof WatchRoom {
  return class BoundWatchRoom extends WatchRoom {
    static override services = services;
  };
}
