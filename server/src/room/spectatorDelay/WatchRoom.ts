// The room `ttr_watch`: a delayed game's spectators watch it here. It has no tree of its own: its
// spectators are sent the game room's own shared patches (what a client with no seat's view gets there: no seat's
// private part is in them), each once they may see its move (DelayedPatches), so not one byte of a newer move reaches
// them. It follows its game room in the same process and goes when its last spectator leaves (the game room opens
// another when needed).
import { ClientState, Room, ServerError, type Client, type Serializer } from "@colyseus/core";
import { DESCRIPTIONS, SERVER_ERR, watchRoomIdOf } from "../../../../shared-rules/protocol/index.js";
import type { ChatLine } from "../../domain/records.js";
import { TtrState } from "../../schema/TtrState.js";
import { measured } from "../../game/metrics.js";
import type { ServerServices } from "../../services.js";
import { installGuardedDispatch } from "../handlers/guardedDispatch.js";
import { messageBudgetOf } from "../handlers/messageBudget.js";
import { reply } from "../handlers/types.js";
import { messageSchemas } from "../messageSchemas.js";
import { openedByServer } from "../serverOpened.js";
import { isDelayed } from "./DelayedGame.js";
import type { DelayedPatches } from "./DelayedPatches.js";
import { delayedGame, type GameFollower, type SpectatorDelay } from "./SpectatorDelay.js";
import { closeForRestart } from "../restartDrain.js";

/**
 * Colyseus' side of the mirror's state: a joining spectator gets the game room's checkpoint and the patches
 * released since (one ROOM_STATE message), with the game room's handshake. Patches leave through WatchRoom.show.
 */
class DelayedPatchSerializer implements Serializer<TtrState> {
  readonly id = "schema";

  constructor(
    private readonly patches: DelayedPatches,
    private readonly handshakeBytes: Buffer,
  ) {}

  reset(): void {}

  getFullState(): Buffer {
    return this.patches.joinState();
  }

  applyPatches(): boolean {
    return false;
  }

  handshake(): Buffer {
    return this.handshakeBytes;
  }
}

export class WatchRoom extends Room<TtrState> implements GameFollower {
  static services: ServerServices;
  private delay!: SpectatorDelay;
  /** Chat lines already sent to everybody here. */
  private readonly chatSent = new WeakSet<ChatLine>();
  /** The game room is gone: this room keeps the final state it shows until its spectators leave. */
  private closed = false;

  // Only the game room opens a mirror (serverOpened.ts): a client's create, whatever its options, finds no game.
  static override async onAuth(_token: string, options: unknown): Promise<boolean> {
    if (options !== null && typeof options === "object" && Object.keys(options).some((key) => key !== "spectator")) throw new ServerError(400, DESCRIPTIONS.invalidInput);
    return true;
  }

  /** Set before the state (whose setter asks for a schema serializer): this room encodes nothing itself. */
  private patchSerializer: DelayedPatchSerializer | null = null;

  override setSerializer(serializer: Serializer<TtrState>): void {
    super.setSerializer(this.patchSerializer ?? serializer);
  }

  override onCreate(options: unknown): void {
    const gameId = openedByServer(options)?.gameId;
    const delay = gameId === undefined ? undefined : delayedGame(gameId);
    if (!delay || !delay.attach(this)) throw new ServerError(404, DESCRIPTIONS.gameNotFound);
    this.delay = delay;
    this.roomId = watchRoomIdOf(delay.master.gameId);
    // Never listed: the lobby lists the game; spectators arrive here from its room.
    void this.setPrivate(true);
    this.patchSerializer = new DelayedPatchSerializer(delay.patches, delay.handshake);
    // Colyseus sends a joining client its full state only when the room has a state: an empty one, never changed.
    this.state = new TtrState();
    // Every patch is sent at once by show(), and this room sets no timer on its clock: Colyseus' default 50 ms patch
    // timer would only find nothing to send, 20 times a second in every mirror (half the rooms of a busy server).
    this.patchRate = 0;
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

  /** Patches the spectators may see now (one message): to everyone here who has their first state. */
  show(patch: Buffer): void {
    measured("ttr:patch", this.roomId, () => {
      for (const client of this.clients) if (client.state === ClientState.JOINED) client.raw(patch);
    });
    this.sendNewChat();
  }

  /** The game moved on (or someone spoke, or someone came or went): the chat lines that may be seen now. */
  follow(): void {
    this.sendNewChat();
  }

  /** Lines said no later than the move shown (all of them when nothing is delayed). */
  private visibleChat(): ChatLine[] {
    const everything = !isDelayed(this.delay.master.game) || this.delay.master.game.record.status === "ended";
    return this.delay.master.game.record.chat.filter((line) => everything || this.delay.chatVersion(line) <= this.delay.patches.shownVersion);
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
    if (!this.closed) this.delay?.detach(this);
  }
}

/** The mirror room class of one server instance. */
export function watchRoomFor(services: ServerServices): typeof WatchRoom {
  return class BoundWatchRoom extends WatchRoom {
    static override services = services;
  };
}
