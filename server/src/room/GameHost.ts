// Everything a room does between lifecycle events: runs commands through the session, then publishes the result
// (projection into the schema tree, patch, history, notifications, persistence, lobby listing, bots).
// The room owns the Colyseus side; handlers talk to this class only.
import type { Client } from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import { USA_MAP, type ApplyResult, type Command, type GameEvent, type GameState } from "../../../shared-rules/src/index.js";
import type { Difficulty } from "../domain/records.js";
import type { TtrState } from "../schema/TtrState.js";
import type { ServerServices } from "../services.js";
import { BotDriver } from "./BotDriver.js";
import type { GameSession } from "./GameSession.js";
import { lobbyMetadata, peopleToMove, type LobbyMetadata } from "../lobby/metadata.js";
import { publishLiveTurn } from "../lobby/liveTurns.js";
import { project } from "./project.js";
import { SeatPresence } from "./SeatPresence.js";
import { TurnClock } from "./TurnClock.js";
import { projectClock } from "./projectClock.js";
import { withBatchedWrites } from "./socketBatch.js";
import { type EndedPlayer, type Notifications } from "../../../shared-rules/protocol/index.js";
import { appendHistory } from "./historyList.js";

/** What the room keeps per connection. seat = null for spectators. */
export interface ClientData {
  seat: number | null;
  userId: number | null;
  username: string;
}

/** The few things of the Colyseus room this class needs. */
export interface RoomPort {
  readonly roomId: string;
  readonly state: TtrState;
  readonly clients: Iterable<Client>;
  broadcast(type: string, message: unknown): void;
  broadcastPatch(): void;
  publishMetadata(metadata: LobbyMetadata): void;
  setAutoDispose(value: boolean): void;
}

export const TAKEOVER_DIFFICULTY: Difficulty = "medium";

export class GameHost {
  readonly presence: SeatPresence;
  readonly bots: BotDriver;
  readonly clock: TurnClock;
  /** Messages waiting for the save numbered `after` to be durable. */
  private outbox: { after: number; send: () => void }[] = [];
  private savesAsked = 0;
  private savesDone = 0;
  /**
   * The newest save whose state the clients have been patched with. Replies and notices wait for it, not only for
   * durability: a client that acts on the state it holds when a reply arrives must already see the change.
   */
  private savesShown = 0;
  private disposed = false;
  /** History entries ever added (the synced list keeps the newest of them). */
  private historyEntries = 0;
  /** The listing last sent to the lobby: a game command that changes nothing a lobby client shows sends nothing. */
  private publishedListing = "";
  /** "playing <spectators>" when the listing was last checked during play, else null. */
  private publishedWhilePlaying: string | null = null;
  spectators = 0;
  /**
   * The play as the public may see it (the listing, GET /api/games/:id), when that is not the live game: a delayed
   * game's spectators' view (SpectatorDelay sets it).
   */
  publicView: { rules(): GameState | null } | null = null;
  /** Whose move it is, live, as last published for the players of an async game listed behind the play; null: none. */
  private publishedLiveTurn: string | null = null;
  /** Told after every projection, before its patch leaves (a delayed spectators' mirror follows the game by it). */
  readonly synced = new Set<() => void>();

  constructor(
    readonly services: ServerServices,
    readonly session: GameSession,
    private readonly room: RoomPort,
  ) {
    this.clock = new TurnClock(session.record, () => this.publish([]));
    this.presence = new SeatPresence(this.clock.keepsSeats ? null : services.config.reconnectSeconds * 1000, () => this.publish([]));
    this.bots = new BotDriver(
      {
        rules: () => this.session.rules,
        botFor: (seat) => this.botFor(seat),
        run: (seat, command) => this.runCommand(seat, command, "bot"),
        version: () => this.session.version,
      },
      services.createBot,
      services.config.botDelayMs,
      session.record.seed,
    );
  }

  get gameId(): string {
    return this.room.roomId;
  }

  dataOf(client: Client): ClientData {
    return client.userData as ClientData;
  }

  botFor(seat: number): Difficulty | null {
    const record = this.session.seats[seat];
    if (!record) return null;
    if (record.bot) return record.bot;
    return this.presence.isTakenOver(seat) || this.clock.isOverdue(seat) ? TAKEOVER_DIFFICULTY : null;
  }

  nameOf(seat: number): string {
    return this.session.seats[seat]?.username ?? `Player ${seat + 1}`;
  }

  /** The single command path for people and bots (`by` "bot"). Notifications wait in the outbox until flushOutbox(). */
  runCommand(seat: number, command: Command, by?: "bot"): ApplyResult {
    const result = this.session.apply(seat, command, by);
    if (result.ok) this.publish(result.events);
    return result;
  }

  startGame(): ApplyResult {
    const result = this.session.start();
    if (result.ok) this.publish(result.events);
    return result;
  }

  /**
   * Publishes a change once it is durable: the save goes first, and history, projection, patch, notifications,
   * lobby and bots follow when the store says the change is kept (group commit: one write per tick for all rooms).
   * Nothing a player can see of a change leaves the server before that, so an acknowledged command survives a crash.
   */
  publish(events: readonly GameEvent[]): void {
    // the turn clock's counts change with the turn, and are saved with the command that changed it
    this.clock.observe(this.session.rules);
    const ticket = ++this.savesAsked;
    this.services.games.save(this.session.record).then(
      () => this.delivered(ticket, events),
      (error: unknown) => {
        // The change is in memory and cannot be taken back; say so loudly and carry on rather than hang the room.
        console.error(`could not save game ${this.gameId}:`, error);
        this.delivered(ticket, events);
      },
    );
  }

  /** Sends `send` (a reply, a chat line) after every change published so far is durable, in order. */
  deliver(send: () => void): void {
    this.outbox.push({ after: this.savesAsked, send });
    this.flushOutbox();
  }

  private delivered(ticket: number, events: readonly GameEvent[]): void {
    if (this.disposed) return;
    withBatchedWrites(this.room.clients, () => this.publishDurable(ticket, events));
  }

  private publishDurable(ticket: number, events: readonly GameEvent[]): void {
    this.savesDone = Math.max(this.savesDone, ticket);
    // The end is durable now: the ratings may follow (once, however often this runs after the end).
    if (this.session.record.status === "ended") void this.services.ratings.settle(this.session.record);
    this.appendHistory(events);
    this.queueNotifications(events, ticket);
    // A newer change still on its way to disk: its own delivery projects then (the projection shows the newest state).
    if (this.savesDone === this.savesAsked) {
      this.syncState();
      this.savesShown = this.savesDone;
      this.updateLobby();
      this.bots.schedule();
    }
    this.flushOutbox();
  }

  /**
   * Projects now unless a change is still on its way to disk (its delivery projects then): for changes that need no
   * save of their own (a spectator comes or goes), so that no client sees a state that is not durable yet.
   */
  refreshState(): void {
    if (this.savesDone === this.savesAsked) this.syncState();
  }

  /** Projection + view bookkeeping + an immediate patch (turn-based: no reason to wait for the patch interval). */
  syncState(): void {
    project(this.room.state, this.session, (seat) => this.isSeatOnline(seat), this.spectators, (seat) => this.presence.takeoverAt(seat));
    projectClock(this.room.state, this.clock);
    this.refreshViews();
    for (const listener of this.synced) listener();
    this.room.broadcastPatch();
  }

  isSeatOnline(seat: number): boolean {
    return this.session.seats[seat]?.bot !== null || this.presence.isConnected(seat);
  }

  /** Each seated client sees its own player's private part, whatever index that player has now. */
  refreshViews(): void {
    // Before the start seats can move down (a waiting player leaves), and a part that stays visible must then be
    // sent again at its new index: views are rebuilt on every sync while waiting, which is cheap (hands are empty).
    // Once the game has started seats never move, and re-adding a visible part would re-send all of it each time.
    const reAdd = !this.session.started;
    for (const client of this.room.clients) {
      const data = this.dataOf(client);
      if (data?.seat === null || data?.seat === undefined) continue;
      const mine = this.room.state.players[data.seat];
      if (!client.view) client.view = new StateView();
      if (reAdd) {
        for (const player of this.room.state.players) if (player !== mine) client.view.remove(player);
        if (mine) client.view.add(mine);
      } else if (mine && !client.view.has(mine)) {
        // Only a change of seat touches the view: re-adding a part that is already visible re-sends all of it.
        client.view.add(mine);
      }
    }
  }

  /**
   * A seat goes before the start (leaveGame, startAndWatch, removeAI): later seats move down, and the connection
   * that sat there (none for a bot) stays as a spectator's until the client leaves the room.
   */
  vacateSeat(client: Client | null, seat: number): void {
    this.room.state.players.splice(seat, 1);
    this.presence.removeSeat(seat);
    for (const other of this.room.clients) {
      const data = this.dataOf(other);
      if (data?.seat === null || data?.seat === undefined) continue;
      if (other === client) data.seat = null;
      else if (data.seat > seat) data.seat -= 1;
    }
    if (client) {
      client.view = undefined;
      this.spectators += 1;
    }
    this.publish([]);
  }

  /** Sends what waits for saves that are durable and shown now, in the order it was queued. */
  flushOutbox(): void {
    let ready = 0;
    while (ready < this.outbox.length && this.outbox[ready].after <= this.savesShown) ready += 1;
    if (ready === 0) return;
    const pending = this.outbox.splice(0, ready);
    for (const { send } of pending) send();
  }

  /** A broadcast that follows the durable state (e.g. a chat line after its save). */
  broadcast(type: string, message: unknown): void {
    this.deliver(() => this.room.broadcast(type, message));
  }

  sendToSeat(seat: number, type: string, message: unknown): void {
    for (const client of this.room.clients) if (this.dataOf(client)?.seat === seat) client.send(type, message);
  }

  updateLobby(): void {
    const record = this.session.record;
    // While a game is played its seats never change: only a change of status or of spectators (and in an async
    // game, of whose move it is) can change the listing, so most commands need neither the listing built nor compared.
    const shown = this.publicView ? this.publicView.rules() : this.session.rules;
    const toMove = this.clock.mode === "async" ? peopleToMove(this.session, shown).join(",") : "";
    const playing = record.status === "playing" ? `playing ${this.spectators} ${toMove}` : null;
    if (playing === null || playing !== this.publishedWhilePlaying) {
      const metadata = lobbyMetadata(this.session, this.spectators, shown);
      const listing = JSON.stringify(metadata);
      if (listing !== this.publishedListing) {
        this.publishedListing = listing;
        this.room.publishMetadata(metadata);
      }
      this.publishedWhilePlaying = playing;
    }
    this.publishLiveTurn(this.publicView !== null && this.clock.mode === "async" && record.status === "playing" ? peopleToMove(this.session) : null);
    // Keep unfinished games with people in memory so they can come back to them; others go when empty.
    const keep = (record.status === "waiting" || record.status === "playing") && this.session.hasPeople();
    this.room.setAutoDispose(!keep);
  }

  /**
   * The players of an async game listed behind the play still see their own "your move" at once: the live names go to
   * the lobby beside the listing (lobby/liveTurns.ts), which shows them to those players only.
   */
  private publishLiveTurn(toMove: string[] | null): void {
    const key = toMove === null ? null : toMove.join(",");
    if (key === this.publishedLiveTurn) return;
    this.publishedLiveTurn = key;
    publishLiveTurn(this.gameId, toMove);
  }

  dispose(): void {
    this.publishLiveTurn(null);
    this.disposed = true;
    this.bots.dispose();
    this.presence.dispose();
    this.clock.dispose();
  }

  /** A restored game's history, rebuilt from its replayed events (it lives in no file of its own). */
  restoreHistory(events: readonly GameEvent[]): void {
    this.appendHistory(events);
  }

  private appendHistory(events: readonly GameEvent[]): void {
    this.historyEntries = appendHistory(this.room.state.history, events, this.historyEntries);
  }

  private queueNotifications(events: readonly GameEvent[], after: number): void {
    const push = (send: () => void) => this.outbox.push({ after, send });
    for (const event of events) {
      if (event.type === "turnStarted") {
        const message: Notifications["turnStarted"] = { playerId: event.player, lastRound: event.lastRound };
        push(() => this.room.broadcast("turnStarted", message));
      } else if (event.type === "ticketCompleted") {
        const ticket = USA_MAP.tickets[event.ticketId];
        const route = {
          id: ticket.id,
          start: USA_MAP.cities[ticket.a].name,
          end: USA_MAP.cities[ticket.b].name,
          points: ticket.points,
        };
        const message: Notifications["notifyDestinationRouteCompleted"] = { gameId: this.gameId, playerId: event.player, route };
        push(() => this.sendToSeat(event.player, "notifyDestinationRouteCompleted", message));
      } else if (event.type === "gameEnded") {
        const players = event.result.scores.map((s): EndedPlayer => ({
          playerIndex: s.playerIndex,
          username: this.nameOf(s.playerIndex),
          points: s.total,
          longestRouteRecipient: s.longestRouteRecipient,
          breakdown: {
            routePoints: s.routePoints,
            ticketPoints: s.ticketPoints,
            ticketsWon: s.ticketsWon,
            ticketsLost: s.ticketsLost,
            longestPath: s.longestPath,
            longestPathBonus: s.longestPathBonus,
            longestPathRoutes: s.longestPathRoutes,
          },
        }));
        const message: Notifications["gameEnded"] = { gameId: this.gameId, players, ranking: event.result.ranking };
        push(() => this.room.broadcast("gameEnded", message));
      }
    }
  }
}
