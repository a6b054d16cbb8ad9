// One game room (player or spectator seat): schema callbacks → snapshots (the rules' view and the table) and events
// for the scenes (Observer), commands with their replies, and reconnection after an unexpected drop.
import { getStateCallbacks, type Client, type Room } from "colyseus.js";
import type { PlayerView } from "../rules.js";
import {
  CLIENT_ERR,
  DESCRIPTIONS,
  SERVER_ERR,
  MESSAGE_TYPES,
  SERVER_RESTART_CLOSE,
  WATCH_DELAYED_CLOSE,
  gameIdOfRoom,
  joinAsSpectator,
  sessionEndOf,
  seatFromWire,
  viewFromWire,
  type EndedPlayer,
  type MessageType,
  type Notifications,
  type PlayAgainNotice,
  type Payloads,
  type Reply,
  type ReplyBase,
  type SessionEnd,
  type WirePlayer,
  type WireState,
} from "../../../shared-rules/protocol/index.js";
import { Emitter } from "./Emitter.js";
import { snapshotOf, type GameSnapshot } from "./snapshot.js";
import { PendingReplies, type After, type Expected } from "./pendingReplies.js";
import { CommandResend, isTurnCommand, positionFor } from "./commandResend.js";
import { GAME_RECONNECT_MS, retryWithBackoff } from "./backoff.js";
import { saveSeat, type SeatMemo } from "./seatMemo.js";

export type { EndedPlayer, Reply, ReplyBase };
export type ChatLine = Notifications["chat"];
/** The room as this client sees it: the synced state in the wire contract's shape. */
export type GameRoom = Room<WireState>;
/**
 * The schema change callbacks this connection listens to (Observer). colyseus.js types them from the server's schema
 * classes, which the client does not import; these are the same callbacks over the wire contract's shapes.
 */
interface ListCallbacks<T> {
  onAdd(callback: (item: T, index: number) => void): void;
  onChange(callback: (item: T, index: number) => void): void;
}
interface StateCallbacks {
  (state: WireState): { routeOwners: ListCallbacks<number>; faceUp: ListCallbacks<string>; players: ListCallbacks<WirePlayer> };
  <T extends object, K extends keyof T>(item: T): { listen(field: K, callback: (value: T[K], previous: T[K] | undefined) => void): void };
}
/** A command with no payload may be sent without one. */
type PayloadArgs<T extends MessageType> = Record<string, never> extends Payloads[T] ? [payload?: Payloads[T]] : [payload: Payloads[T]];

/** Longest wait for a rejoined room's first state before the page says it is connected anyway. */
const FIRST_STATE_WAIT_MS = 10_000;

export type ConnStatus = "connected" | "reconnecting" | "lost" | "left";
/**
 * "paused" and "resumed" as the server says; after a reconnection, what became of the move no reply answered:
 * "resent" (sent again by itself and played), "alreadySaved" (the game had moved on: it was saved after all, or the
 * game went on without it), "notPlayed" (sent again and refused).
 */
export type SavingState = "paused" | "resumed" | "resent" | "alreadySaved" | "notPlayed";

type Events = {
  changed: [GameSnapshot];
  routeClaimed: [routeIndex: number, owner: number];
  faceUpChanged: [slot: number, color: string];
  chat: [ChatLine];
  chatHistory: [ChatLine[]];
  turnStarted: [playerId: number, lastRound: boolean];
  /** This seat's time runs out at `takeoverAt` (epoch ms): then a bot plays the turn for it. */
  takeoverWarning: [takeoverAt: number];
  ticketCompleted: [payload: Record<string, unknown>];
  gameEnded: [EndedPlayer[]];
  /** A play-again proposal of this ended game, as it stands (the end screen's panel). */
  playAgain: [PlayAgainNotice];
  reply: [type: string, reply: ReplyBase];
  status: [ConnStatus];
  /** The server closed this connection because its login ended (logged out, or signed in somewhere else). */
  loginEnded: [SessionEnd];
  /**
   * Saving on the server: "paused" (it cannot save the game now; `moveWaiting`: a command of ours awaits its reply,
   * it goes through once saving resumes), "resumed"; and after the connection was lost while our move waited for its
   * reply, what became of it (net/commandResend.ts): "resent", "alreadySaved" or "notPlayed".
   */
  saving: [state: SavingState, moveWaiting: boolean];
};

/**
 * Back into a room after the connection dropped or the page reloaded: first with the reconnection token (the same
 * Colyseus session and view), then, when the server's reconnection window has closed (a slow machine, a long
 * reload), by joining the room again, which the server answers with the same seat. Null when neither works (yet).
 * `afterRestart`: the room's process closed it for a restart (SERVER_RESTART_CLOSE), so the token names a room that is
 * gone; only the join is tried (each refused lookup counts against the server's bound on failed lookups).
 */
export async function rejoinRoom(client: Client, memo: SeatMemo, afterRestart = false): Promise<GameRoom | null> {
  // The server holds a dropped connection's place only for a person's seat in a game not yet over (server/src/room/
  // seating.ts): for a spectator, or after the end, the token names nothing, and Colyseus logs every such try.
  if (!memo.spectator && !memo.ended && !afterRestart) {
    try {
      return await client.reconnect<WireState>(memo.reconnectionToken);
    } catch {
      // token expired or unknown: the seat may still be ours
    }
  }
  try {
    if (memo.spectator) return await joinAsSpectator((id, options) => client.joinById<WireState>(id, options), memo.roomId);
    return await client.joinById<WireState>(memo.roomId, {});
  } catch {
    return null; // the server may still be restarting, or the room is gone
  }
}

const MIN_CHANGE_INTERVAL_MS = 100;
/** How long a command waits for its reply before it tells the player the server did not answer. */
const REQUEST_TIMEOUT_MS = 8000;

export class GameConnection extends Emitter<Events> {
  snapshot: GameSnapshot | null = null;
  chatLog: ChatLine[] = [];
  result: EndedPlayer[] | null = null;
  /** The last play-again proposal heard (null: none yet). */
  playAgain: PlayAgainNotice | null = null;
  /** The rules' final order from gameEnded (winner first). */
  ranking: number[] | null = null;
  status: ConnStatus = "connected";
  private leaving = false;
  /** The synced state showed the end (a spectator, or a seat that came back after it, hears no gameEnded). */
  private endShown = false;
  private readonly replies: PendingReplies<ReplyBase>;
  private changeQueued = false;
  private lastChangeAt = -Infinity;
  /** True once the first full state has arrived (before it, the schema holds only defaults). */
  ready = false;
  private readyWaiters: Array<() => void> = [];
  /** The server said it cannot save the game now: replies wait for their save, so requests wait with them. */
  savingPaused = false;
  /** The turn command no reply answered yet, sent again (or dropped) after a reconnection. */
  private readonly resend = new CommandResend();
  /** Its request, which the answer to its resend (or the drop) ends. */
  private unansweredRequest: Expected<ReplyBase> | null = null;

  /** `after` schedules the requests' timeouts (a test passes its own clock). */
  constructor(private readonly client: Client, public room: GameRoom, public spectator: boolean, public readonly username: string | null, after?: After) {
    super();
    // A request waits past its timeout while saving is paused, and while the connection is being got back (its
    // command may be sent again there).
    this.replies = new PendingReplies<ReplyBase>(after, () => this.savingPaused || this.status === "reconnecting");
    this.attach(room);
  }

  /** The game's id, also while watching a delayed game from its mirror room (whose id is derived from it). */
  get roomId(): string {
    return gameIdOfRoom(this.room.roomId);
  }

  /** The server made this connection a watcher's (startAndWatch): no seat from now on, also after a reload. */
  becomeSpectator(): void {
    this.spectator = true;
    this.rememberSeat();
  }

  /** The game is over. */
  get ended(): boolean {
    return this.result !== null || this.endShown;
  }

  /** What a reload (or a dropped connection) comes back to. */
  private seatMemo(): SeatMemo {
    return { roomId: this.roomId, reconnectionToken: this.room.reconnectionToken, spectator: this.spectator, ended: this.ended };
  }

  private rememberSeat(): void {
    if (!this.leaving) saveSeat(this.seatMemo());
  }

  /** The seat of this client, as the server sent it (null for spectators and before the private part arrives). */
  get seat(): number | null {
    return this.ready && !this.spectator ? seatFromWire(this.room.state) : null;
  }

  /**
   * The game as the rules show it to this seat (null before the start), read now: a command checks against it when
   * it is sent. The scenes draw the snapshot's view, taken at the last change.
   */
  get view(): PlayerView | null {
    return this.ready ? viewFromWire(this.room.state, this.seat) : null;
  }

  /**
   * Every seat's final line, winner first in the rules' ranking (ties go to more completed tickets, then the longest
   * path): from the synced result, which also survives a reconnect, or from gameEnded. Null before the end.
   */
  standings(): EndedPlayer[] | null {
    const result = this.view?.result ?? null;
    const names = this.snapshot?.seats.map((p) => p.username) ?? [];
    if (result) {
      return result.ranking.map((seat) => {
        const { playerIndex, longestRouteRecipient, total, ...breakdown } = result.scores[seat];
        return { playerIndex, username: names[seat] ?? "" /* the seats come with every state: never missing */, points: total, longestRouteRecipient, breakdown: { ...breakdown } };
      });
    }
    if (!this.result) return null;
    const bySeat = new Map(this.result.map((p) => [p.playerIndex, p]));
    return (this.ranking ?? this.result.map((p) => p.playerIndex)).flatMap((seat) => bySeat.get(seat) ?? []);
  }

  private attach(room: GameRoom): void {
    this.room = room;
    this.ready = false;
    // A new connection while saving was paused: the new server says again whether saving is paused, as it tells
    // every connection that joins then. A move still waiting is settled once the state is here (resendOrDrop).
    if (this.savingPaused) {
      this.savingPaused = false;
      if (this.resend.waiting === null) this.emit("saving", "resumed", false);
    }
    this.replies.newConnection();
    this.rememberSeat();
    const $ = getStateCallbacks(room) as unknown as StateCallbacks;
    const state = room.state;
    // Owners only ever go from -1 to a seat: a change to a seat after the first sync is a claim.
    const owners: number[] = [];
    $(state).routeOwners.onChange((owner, index) => {
      const i = Number(index);
      const previous = owners[i];
      owners[i] = owner;
      if (previous !== undefined && previous < 0 && owner >= 0) this.emit("routeClaimed", i, owner);
    });
    $(state).faceUp.onChange((color, index) => this.emit("faceUpChanged", Number(index), String(color ?? "")));
    $(state).players.onAdd((p) => {
      $(p).listen("connected", () => this.queueChange());
    });
    room.onStateChange(() => {
      this.ready = true;
      if (!this.endShown && room.state.phase === "ended") {
        this.endShown = true;
        this.rememberSeat();
      }
      this.queueChange();
    });
    // client UI: the kept chat arrives on every join and replaces the local log
    room.onMessage("chatHistory", (lines: ChatLine[]) => {
      this.chatLog = Array.isArray(lines) ? lines.slice() : [];
      this.emit("chatHistory", this.chatLog);
    });
    room.onMessage("chat", (m: ChatLine) => {
      this.chatLog.push(m);
      this.emit("chat", m);
    });
    room.onMessage("turnStarted", (m: Notifications["turnStarted"]) => this.emit("turnStarted", m.playerId, m.lastRound));
    room.onMessage("takeoverWarning", (m: Notifications["takeoverWarning"]) => {
      if (typeof m?.takeoverAt === "number") this.emit("takeoverWarning", m.takeoverAt);
    });
    room.onMessage("notifyDestinationRouteCompleted", (m: Notifications["notifyDestinationRouteCompleted"]) => this.emit("ticketCompleted", m));
    room.onMessage("saving", (m: Notifications["saving"]) => {
      this.savingPaused = m?.paused === true;
      this.emit("saving", this.savingPaused ? "paused" : "resumed", this.replies.waiting);
    });
    room.onMessage("playAgainProposal", (m: Notifications["playAgainProposal"]) => {
      this.playAgain = m;
      this.emit("playAgain", m);
    });
    room.onMessage("gameEnded", (m: Notifications["gameEnded"]) => {
      this.result = m.players ?? [];
      this.ranking = m.ranking ?? null;
      this.rememberSeat();
      this.emit("gameEnded", this.result);
    });
    for (const type of MESSAGE_TYPES) {
      room.onMessage(type, (reply: ReplyBase) => {
        if (room === this.room) this.replies.answer(type, reply);
        this.emit("reply", type, reply);
      });
    }
    // any other message (e.g. saveGameState) must not produce an "onMessage not registered" warning
    room.onMessage("*", () => undefined);
    room.onLeave((code) => void this.onLeave(code));
    room.onError((code, message) => this.emit("reply", "error", { code: "serverError", description: `${DESCRIPTIONS.serverError} ${code}: ${message ?? ""}` }));
    this.queueChange();
  }

  private queueChange(): void {
    if (this.changeQueued) return;
    this.changeQueued = true;
    // A fast game (bots, a replayed burst) patches many times a second; redrawing the board for each one made a
    // spectator's page fall seconds behind on a slow machine. One snapshot per interval is all the eye can follow.
    const wait = Math.max(0, this.lastChangeAt + MIN_CHANGE_INTERVAL_MS - performance.now());
    setTimeout(() => {
      this.changeQueued = false;
      this.lastChangeAt = performance.now();
      if (!this.ready) return;
      this.snapshot = snapshotOf(this.room.state, this.seat);
      this.emit("changed", this.snapshot);
      for (const w of this.readyWaiters.splice(0)) w();
    }, wait);
  }

  /** Resolves at the next snapshot of the real state (after a rejoin: the first one of the new room). */
  private nextSnapshot(): Promise<void> {
    return new Promise((r) => this.readyWaiters.push(r));
  }

  /** Resolves once a snapshot of the real state exists. */
  whenReady(): Promise<void> {
    return this.snapshot ? Promise.resolve() : this.nextSnapshot();
  }

  /**
   * Sends a command and resolves with the server's reply to it (same message type), typed by the protocol. A turn
   * command goes at its position (net/commandResend.ts) and is remembered until its reply: should the connection
   * drop first, it is sent again (or dropped) once the connection is back, and this resolves with that outcome.
   */
  request<T extends MessageType>(type: T, ...[payload]: PayloadArgs<T>): Promise<Reply<T>> {
    const expected = this.replies.expect(type, REQUEST_TIMEOUT_MS, { code: CLIENT_ERR.timeout, description: DESCRIPTIONS.timeout });
    let message: Record<string, unknown> = { ...(payload ?? {}) };
    if (isTurnCommand(type) && !this.spectator) {
      const at = positionFor(this.view, this.seat, this.room.state.stateVersion);
      if (at !== undefined) message = { ...message, at };
      const command = { type, payload: message, at };
      this.resend.sent(command);
      this.unansweredRequest = expected;
      void expected.reply.then((reply) => {
        // A timeout is no answer: the command may still be sent again (at its position, so never twice).
        if (reply.code === CLIENT_ERR.timeout || this.resend.waiting !== command) return;
        this.resend.answered();
        this.unansweredRequest = null;
      });
    }
    try {
      this.room.send(type, message);
    } catch {
      expected.notSent({ code: CLIENT_ERR.notConnected, description: DESCRIPTIONS.notConnected });
    }
    return expected.reply as Promise<Reply<T>>;
  }

  /**
   * Back in the game with its state: the turn command no reply answered is sent again once, if this seat must still
   * act at the position it was sent at, or dropped; the banner says which (the "saving" event).
   */
  private resendOrDrop(): void {
    const request = this.unansweredRequest;
    this.unansweredRequest = null;
    const decision = this.resend.decide(this.view, this.seat, this.room.state.stateVersion);
    if (decision === null) return;
    if (decision.action === "drop") {
      request?.settleWith({ code: CLIENT_ERR.movedOn, description: DESCRIPTIONS.movedOn });
      this.emit("saving", "alreadySaved", false);
      return;
    }
    const { type, payload } = decision.command;
    const again = this.replies.expect(type, REQUEST_TIMEOUT_MS, { code: CLIENT_ERR.timeout, description: DESCRIPTIONS.timeout });
    try {
      this.room.send(type, payload);
    } catch {
      again.notSent({ code: CLIENT_ERR.notConnected, description: DESCRIPTIONS.notConnected });
    }
    void again.reply.then((reply) => {
      // "stale": the game left that position between the state we judged by and the server's (the first send, still
      // on its way to disk when we came back to the same process, was applied after all): it is saved, not lost.
      const movedOn = reply.code === SERVER_ERR.stale;
      request?.settleWith(movedOn ? { code: CLIENT_ERR.movedOn, description: DESCRIPTIONS.movedOn } : reply);
      if (reply.code === CLIENT_ERR.timeout || reply.code === CLIENT_ERR.notConnected) return;
      this.emit("saving", reply.code === "ok" ? "resent" : movedOn ? "alreadySaved" : "notPlayed", false);
    });
  }

  private setStatus(s: ConnStatus): void {
    this.status = s;
    this.emit("status", s);
  }

  private async onLeave(code: number): Promise<void> {
    if (this.leaving || code === 1000 || code === 4000) {
      this.setStatus("left");
      return;
    }
    // The login ended: the server will not take this connection back (the seat stays, for the next login).
    const ended = sessionEndOf(code);
    if (ended) {
      saveSeat(null);
      this.setStatus("left");
      this.emit("loginEnded", ended);
      return;
    }
    // The game started with people in it after this connection gave up its seat: watch it delayed, from its mirror.
    if (code === WATCH_DELAYED_CLOSE) this.spectator = true;
    this.setStatus("reconnecting");
    const outcome = await retryWithBackoff(GAME_RECONNECT_MS, async () => {
      const room = await rejoinRoom(this.client, this.seatMemo(), code === SERVER_RESTART_CLOSE);
      if (!room) return false;
      this.attach(room);
      // Connected once the rejoined room's state is here: until then seat, hand and view read as unknown.
      const stateHere = this.nextSnapshot();
      await Promise.race([stateHere, new Promise((r) => setTimeout(r, FIRST_STATE_WAIT_MS))]);
      // The unanswered move is judged against the new state, whenever it comes.
      if (this.ready) this.resendOrDrop();
      else void stateHere.then(() => this.resendOrDrop());
      return true;
    }, () => this.leaving);
    if (outcome === "succeeded") {
      this.setStatus("connected");
      return;
    }
    this.setStatus("lost");
    this.unansweredRequest?.settleWith({ code: CLIENT_ERR.notConnected, description: DESCRIPTIONS.notConnected });
    saveSeat(null);
  }

  /** Leaves for good (consented): the server frees a waiting seat; in a started game the seat stays. */
  async leave(): Promise<void> {
    this.leaving = true;
    saveSeat(null);
    try {
      await this.room.leave(true);
    } catch {
      // already gone
    }
    this.clear();
  }
}
