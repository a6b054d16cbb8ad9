// The game master's room in Colyseus terms (RoomPort in game/GameMaster.ts): the game projected into the room's
// schema tree, each seated connection's view of its own private part, the patch, messages to everybody or to one
// seat, and the lobby listing as the room's metadata.
import type { Client } from "@colyseus/core";
import { leanStateView } from "../colyseusInternals/changeSets.js";
import type { GameMaster, RoomPort } from "../game/GameMaster.js";
import { measured } from "../game/metrics.js";
import { withBatchedWrites } from "../colyseusInternals/socketBatch.js";
import { publishLiveTurn } from "../lobby/liveTurns.js";
import type { LobbyMetadata } from "../lobby/metadata.js";
import type { TtrState } from "../schema/TtrState.js";
import { project, type ProjectedGame } from "./project.js";
import { projectClock } from "./projectClock.js";

/** What the room keeps per connection (`client.userData`). seat = null for spectators. */
export interface ClientData {
  seat: number | null;
  userId: number | null;
  username: string;
  /** The page said it is hidden (the `visibility` message); unset = in front, its person looks at the game. */
  hidden?: boolean;
}

export function dataOf(client: Client): ClientData {
  return client.userData as ClientData;
}

/** The few things of the Colyseus room the port needs (the game room, or a bench's stand-in). */
export interface RoomSide {
  readonly roomId: string;
  readonly state: TtrState;
  readonly clients: Iterable<Client>;
  broadcast(type: string, message: unknown): void;
  broadcastPatch(): void;
  publishMetadata(metadata: LobbyMetadata): void;
  setAutoDispose(value: boolean): void;
}

export class SchemaRoomPort implements RoomPort<Client> {
  /** Told after every projection, before its patch leaves (a delayed spectators' mirror follows the game by it). */
  readonly projected = new Set<() => void>();

  constructor(
    private readonly room: RoomSide,
    private readonly master: () => GameMaster<Client>,
  ) {}

  get roomId(): string {
    return this.room.roomId;
  }

  get clients(): Iterable<Client> {
    return this.room.clients;
  }

  get history(): TtrState["history"] {
    return this.room.state.history;
  }

  get state(): TtrState {
    return this.room.state;
  }

  /** Projection + view bookkeeping + an immediate patch (turn-based: no reason to wait for a patch interval). */
  show(): void {
    const master = this.master();
    const state = this.room.state;
    this.project(master.game);
    projectClock(state, master.clock);
    this.refreshViews(!master.game.started);
    for (const listener of this.projected) listener();
    measured("ttr:patch", this.room.roomId, () => this.room.broadcastPatch());
  }

  /**
   * A past state of the game projected and patched (to nobody: a restored game's room, before anyone connects), so
   * that its spectators' mirror has it (SpectatorDelay.showRecentMoves).
   */
  showPast(game: ProjectedGame, spectatorDelay: number): void {
    const state = this.room.state;
    this.project(game);
    if (state.spectatorDelay !== spectatorDelay) state.spectatorDelay = spectatorDelay;
    this.room.broadcastPatch();
  }

  /** `game` (the live one, or a past state of it) into the room's tree, with the seats' presence as it is now. */
  private project(game: ProjectedGame): void {
    const master = this.master();
    project(this.room.state, game, (seat) => master.isSeatOnline(seat), master.spectators, (seat) => master.presence.takeoverAt(seat));
  }

  batch(send: () => void): void {
    withBatchedWrites(this.room.clients, send);
  }

  broadcast(type: string, message: unknown): void {
    this.room.broadcast(type, message);
  }

  /** Whether the seat's person looks at the game: one of its connections is here with its page in front. */
  seatLooking(seat: number): boolean {
    for (const client of this.room.clients) {
      const data = dataOf(client);
      if (data?.seat === seat && data.hidden !== true) return true;
    }
    return false;
  }

  sendToSeat(seat: number, type: string, message: unknown): void {
    for (const client of this.room.clients) if (dataOf(client)?.seat === seat) client.send(type, message);
  }

  /** The seat's player box goes with it (later ones move down), and each connection's seat follows its player. */
  seatVacated(seat: number, connection: Client | null): void {
    this.room.state.players.splice(seat, 1);
    for (const other of this.room.clients) {
      const data = dataOf(other);
      if (data?.seat === null || data?.seat === undefined) continue;
      if (other === connection) data.seat = null;
      else if (data.seat > seat) data.seat -= 1;
    }
    if (connection) connection.view = undefined;
  }

  publishMetadata(metadata: LobbyMetadata): void {
    this.room.publishMetadata(metadata);
  }

  publishLiveTurn(toMove: string[] | null): void {
    publishLiveTurn(this.room.roomId, toMove);
  }

  keepOpen(keep: boolean): void {
    this.room.setAutoDispose(!keep);
  }

  /** Each seated client sees its own player's private part, whatever index that player has now. */
  private refreshViews(seatsMayMove: boolean): void {
    // Before the start seats can move down (a waiting player leaves), and a part that stays visible must then be
    // sent again at its new index: views are rebuilt on every projection while waiting, which is cheap (hands are
    // empty). Once the game has started seats never move, and re-adding a visible part would re-send all of it.
    for (const client of this.room.clients) {
      const data = dataOf(client);
      if (data?.seat === null || data?.seat === undefined) continue;
      const mine = this.room.state.players[data.seat];
      if (!client.view) client.view = leanStateView();
      if (seatsMayMove) {
        for (const player of this.room.state.players) if (player !== mine) client.view.remove(player);
        if (mine) client.view.add(mine);
      } else if (mine && !client.view.has(mine)) {
        // Only a change of seat touches the view: re-adding a part that is already visible re-sends all of it.
        client.view.add(mine);
      }
    }
  }
}
