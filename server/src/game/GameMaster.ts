// The server-side authority of one game (boardgame.io calls it the master). Every change of the game goes through
// commit(): people's and bots' commands, seats taken and given up, the start, chat lines, connections that come and
// go, turns whose time runs out. A change is applied, then saved; once the store says it is durable come, in this
// order: its history lines, the projection into what clients are synced with and the patch, its notifications, the
// replies waiting for it, the lobby listing, and the bots' next moves. Nothing a player can see of a change leaves
// before that, so an acknowledged command survives a crash. When saves fail (the database is down, the disk is full)
// the changes wait in memory, unseen, while the outbox retries: bots and turn clocks pause and the players are told
// ("saving" message); once a save succeeds everything goes out in order. A crash meanwhile loses only what nobody saw.
// It knows no Colyseus: the room it runs in is a RoomPort (room/roomPort.ts is the Colyseus one).
import { mapOf, type Command, type GameEvent } from "../../../shared-rules/src/index.js";
import type { Notifications } from "../../../shared-rules/protocol/index.js";
import type { Difficulty } from "../domain/records.js";
import type { ServerServices } from "../services.js";
import { BotDriver } from "./BotDriver.js";
import { botsOf, takesOverDroppedSeats } from "./lessonGame.js";
import { DurableOutbox } from "./DurableOutbox.js";
import type { Game, PlayResult, SeatResult } from "./Game.js";
import { appendHistory, type HistoryList } from "./historyList.js";
import { LobbyListing, type ListingPort } from "./lobbyListing.js";
import { measured, measuredSave, publish } from "./metrics.js";
import { errorField, log } from "../monitoring/log.js";
import { notificationsOf, type Notification } from "./notifications.js";
import { SeatPresence } from "./SeatPresence.js";
import { TurnClock, settleDefaultClock } from "./TurnClock.js";
import { Suggestions } from "./Suggestions.js";

/** What the game master needs of the room its people are connected to; `C` is the room's connection type. */
export interface RoomPort<C> extends ListingPort {
  readonly roomId: string;
  /** The synced history list (one code per public event). */
  readonly history: HistoryList;
  /** Projects the game into the state its clients are synced with, and sends the patch now. */
  show(): void;
  /** Runs `send` with every connection's writes held, so that what it sends leaves each connection in one write. */
  batch(send: () => void): void;
  broadcast(type: string, message: unknown): void;
  sendToSeat(seat: number, type: string, message: unknown): void;
  /** Whether the seat's person is looking at the game (connected here, page in front): then no turn notice is pushed. */
  seatLooking(seat: number): boolean;
  /** A seat went before the start: later seats moved down, and `connection` (null for a bot's seat) now watches. */
  seatVacated(seat: number, connection: C | null): void;
}

/** Who plays a person's seat while they are away, or when their turn's time ran out. */
export const TAKEOVER_DIFFICULTY: Difficulty = "medium";

/** What a change answers: it happened (with the rules' events, if any), or it was refused and nothing changed. */
export type Outcome = { readonly ok: true; readonly events?: readonly GameEvent[] } | { readonly ok: false };

/** The answer of a change that cannot be refused (a connection came or went, a chat line, a turn's time ran out). */
export const CHANGED = { ok: true } as const;

export class GameMaster<C = unknown> {
  readonly presence: SeatPresence;
  readonly bots: BotDriver;
  readonly clock: TurnClock;
  readonly listing: LobbyListing;
  readonly suggestions: Suggestions;
  private readonly outbox: DurableOutbox;
  /** History entries ever added (the synced list keeps the newest of them). */
  private historyEntries = 0;
  private disposed = false;
  /** Whether the rating changes went out (they are shown once, after the ratings settled the ended game). */
  private ratingsShown = false;
  /** Connections watching the game (here or in its spectators' mirror); shown in the state and the listing. */
  spectators = 0;

  constructor(
    readonly services: ServerServices,
    readonly game: Game,
    private readonly room: RoomPort<C>,
  ) {
    this.outbox = new DurableOutbox({ paused: (error) => this.savingPaused(error), resumed: (pausedMs) => this.savingResumed(pausedMs) });
    this.clock = new TurnClock(game.record, () => this.commit(() => CHANGED), Date.now, {
      ms: services.config.takeoverWarningSeconds * 1000,
      // Only to the seat: nobody else needs hurrying, and its countdown is on every box already.
      onWarning: (seat, takeoverAt) => this.room.sendToSeat(seat, "takeoverWarning", { playerId: seat, takeoverAt } satisfies Notifications["takeoverWarning"]),
    });
    this.presence = new SeatPresence(this.clock.keepsSeats || !takesOverDroppedSeats(game.record) ? null : services.config.reconnectSeconds * 1000, (seat) => {
      publish("ttr:takeover", () => ({ gameId: this.gameId }));
      log.info({ room: this.gameId, game: this.gameId, seat }, "a bot takes over a dropped seat");
      this.commit(() => CHANGED);
    });
    this.bots = new BotDriver(
      {
        rules: () => this.game.rules,
        botFor: (seat) => this.botFor(seat),
        run: (seat, command) => this.play(seat, command, "bot"),
        version: () => this.game.version,
        paused: () => this.unwatchedBotsOnly(),
      },
      botsOf(game.record, services.createBot),
      services.config.botDelayMs,
      game.record.seed,
    );
    this.listing = new LobbyListing(game, room);
    this.suggestions = new Suggestions(services.createBot);
  }

  get gameId(): string {
    return this.room.roomId;
  }

  /** A seat's command, from its person or (`by` "bot") a bot: the rules judge it, commit keeps what they apply. */
  play(seat: number, command: Command, by?: "bot"): PlayResult {
    const result = measured("ttr:command", this.gameId, () => this.commit(() => measured("ttr:rules", this.gameId, () => this.game.apply(seat, command, by))));
    // A person's command is counted with its reply (room handlers); a bot's has none, so it is counted here.
    if (by === "bot") publish("ttr:botCommand", () => ({ gameId: this.gameId, type: command.type, code: result.ok ? "ok" : result.error.code }));
    return result;
  }

  start(): PlayResult {
    return this.commit(() => {
      const started = this.game.start();
      // Who sits at the table is known now: a game with bots whose clock nobody chose is played relaxed.
      if (started.ok) settleDefaultClock(this.game.record);
      return started;
    });
  }

  /**
   * The one way the game changes. `change` changes the game and answers what happened (or refuses, changing
   * nothing); what happened is saved, and shown once the save is durable (delivered()). Answers what `change` did.
   */
  commit<R extends Outcome>(change: () => R): R {
    const outcome = change();
    if (!outcome.ok) return outcome;
    const events = outcome.events ?? [];
    // The turn clock's counts change with the turn, and are saved with the change that moved it.
    this.clock.observe(this.game.rules);
    this.outbox.save(
      () => measuredSave(this.gameId, () => this.services.games.save(this.game.record)),
      (ticket) => this.room.batch(() => this.delivered(ticket, events)),
    );
    return outcome;
  }

  /** A committed change is durable (save `ticket`): everything a player sees of it leaves now, in order. */
  private delivered(ticket: number, events: readonly GameEvent[]): void {
    // The end is durable now: the ratings may follow (once, however often this runs after the end).
    // Once rated, everyone in the room sees the rating changes (the end screen shows them).
    if (this.game.record.status === "ended") void this.services.ratings.settle(this.game.record).then(() => this.showRatings());
    this.historyEntries = appendHistory(this.room.history, events, this.historyEntries);
    for (const notification of notificationsOf(events, this.gameId, (seat) => this.nameOf(seat), mapOf(this.game.record))) {
      this.outbox.sendAfter(ticket, () => this.notify(notification));
    }
    // A newer change still on its way to disk: its own delivery shows the state then (the newest state).
    if (this.outbox.settled) {
      this.show();
      this.outbox.markShown();
      this.listing.update(this.spectators);
      this.bots.schedule();
    }
    this.outbox.flush();
  }

  /**
   * A seat goes before the start (leaveGame, startAndWatch, removeAI): `change` takes it off the table, later seats
   * move down, and the connection that sat there (none for a bot's seat) stays as a spectator's until it leaves.
   */
  vacate(change: () => SeatResult, connection: C | null): SeatResult {
    return this.commit(() => {
      const result = change();
      if (!result.ok) return result;
      this.presence.removeSeat(result.seat);
      this.room.seatVacated(result.seat, connection);
      if (connection !== null) this.spectators += 1;
      return result;
    });
  }

  /**
   * A spectator came (+1) or went (-1): nothing of the game changed, so nothing is saved. Shown at once, unless a
   * change is still on its way to disk (its delivery shows the count then): no client sees a state not durable yet.
   */
  countSpectators(change: number): void {
    this.spectators = Math.max(0, this.spectators + change);
    if (this.outbox.settled) this.show();
    this.listing.update(this.spectators);
    // Someone watches again: a game of bots only goes on (see unwatchedBotsOnly).
    if (change > 0) this.bots.schedule();
  }

  /**
   * A game under way with bots in every seat (a host may have given theirs up to watch) that nobody watches: it
   * would only burn this server's CPU and fill its store, so its bots wait until someone watches again (the room
   * ends it after BOT_GAME_UNWATCHED_SECONDS of this).
   */
  unwatchedBotsOnly(): boolean {
    return this.game.record.status === "playing" && this.spectators === 0 && !this.game.record.seats.some((s) => s.userId !== null);
  }

  /**
   * Shows the game as the room opens it: a new game, or a stored one with the history of its replayed events.
   * Nothing changed, so nothing is saved. A restored game's people are all away: each seat's grace period starts now.
   */
  open(restored: boolean, historyShown: number | null = null): void {
    // `historyShown`: the room's history already holds the replayed events (a delayed game's last moves were shown).
    this.historyEntries = historyShown ?? appendHistory(this.room.history, this.game.replayedEvents, this.historyEntries);
    this.show();
    this.listing.update(this.spectators);
    if (!restored) return;
    this.game.seats.forEach((seat, i) => {
      if (seat.userId !== null) this.presence.depart(i);
    });
    this.bots.schedule();
  }

  /** A save failed: nothing more is shown until one succeeds. Bots and turn clocks wait; the players are told. */
  private savingPaused(error: unknown): void {
    log.error({ room: this.gameId, game: this.gameId, err: errorField(error) }, "saving paused: the game waits until its save succeeds");
    this.bots.pause();
    this.clock.pause();
    this.services.savingPauses?.pause(this.gameId);
    this.room.broadcast("saving", { paused: true } satisfies Notifications["saving"]);
  }

  /** A save succeeded after failures: the game goes on from its (now durable) newest state. */
  private savingResumed(pausedMs: number): void {
    log.warn({ room: this.gameId, game: this.gameId, pausedMs }, "saving resumed");
    this.services.savingPauses?.resume(this.gameId);
    this.room.broadcast("saving", { paused: false } satisfies Notifications["saving"]);
    this.clock.resume();
    this.bots.resume();
  }

  /** Whether this game's saves fail now (a connection that joins meanwhile is told, as the others were). */
  get savingIsPaused(): boolean {
    return this.outbox.paused;
  }

  /** Sends `send` (a reply, a chat line) once every change committed so far is durable and shown, in order. */
  deliver(send: () => void): void {
    this.outbox.send(send);
  }

  /** A message to everybody that follows the durable state (a chat line after its save). */
  broadcast(type: string, message: unknown): void {
    this.deliver(() => this.room.broadcast(type, message));
  }

  botFor(seat: number): Difficulty | null {
    const record = this.game.seats[seat];
    if (!record) return null;
    if (record.bot) return record.bot;
    return this.presence.isTakenOver(seat) || this.clock.isOverdue(seat) ? TAKEOVER_DIFFICULTY : null;
  }

  nameOf(seat: number): string {
    return this.game.seats[seat]?.username ?? `Player ${seat + 1}`;
  }

  isSeatOnline(seat: number): boolean {
    return this.game.seats[seat]?.bot !== null || this.presence.isConnected(seat);
  }

  /**
   * The process is stopping (restartDrain.ts): no bot, takeover or turn clock changes the game from now on, and the
   * answer resolves once every change committed so far is durable and everything owed for it (replies, patches,
   * notifications) has been sent, in order.
   */
  drain(): Promise<void> {
    this.bots.dispose();
    this.presence.dispose();
    this.clock.dispose();
    return new Promise((resolve) => this.deliver(resolve));
  }

  dispose(): void {
    this.disposed = true;
    this.services.savingPauses?.resume(this.gameId);
    this.listing.close();
    this.outbox.close();
    this.bots.dispose();
    this.presence.dispose();
    this.clock.dispose();
  }

  /** The ratings settled the ended game: its changes go out once (a projection and a patch), unless the room is gone. */
  private showRatings(): void {
    if (this.disposed || this.ratingsShown || !this.game.record.ratingChanges) return;
    this.ratingsShown = true;
    this.show();
  }

  private show(): void {
    measured("ttr:projection", this.gameId, () => this.room.show());
  }

  private notify({ type, message, seat }: Notification): void {
    if (seat === null) this.room.broadcast(type, message);
    else this.room.sendToSeat(seat, type, message);
    if (type === "turnStarted") this.pushTurn(message.playerId);
  }

  /**
   * A person's turn started while they are not looking at the game (away, or its page in the background): their
   * browsers that asked for it get a Web Push notice. A seat a bot plays now (a bot's, a takeover) is not told.
   */
  private pushTurn(seat: number): void {
    const person = this.game.seats[seat];
    if (!this.services.turnPush || !person || person.userId === null || this.botFor(seat) !== null || this.room.seatLooking(seat)) return;
    const clock = this.game.record.clock;
    // Past the turn's time (and reserve) the notice says nothing true any more: the push service may drop it then.
    const ttlSeconds = clock ? Math.ceil((clock.turnMs + clock.reserveMs) / 1000) : this.services.config.turnSeconds;
    this.services.turnPush.yourTurn({ userId: person.userId, gameId: this.gameId, gameName: this.game.record.gameName, ttlSeconds });
  }
}
