// One game room (player or spectator seat): schema callbacks → plain snapshots and events for the scenes
// (Observer), commands with their replies, and reconnection after an unexpected drop.
import { getStateCallbacks, type Client, type Room } from "colyseus.js";
import type { TtrState } from "../../../server/src/schema/TtrState.js";
import { Emitter } from "./Emitter.js";
import { snapshotOf, seatOf, type GameSnapshot } from "./snapshot.js";
import { saveSeat, type SeatMemo } from "./session.js";

export interface Reply { description: string; [k: string]: unknown }
export interface ChatLine { sender: string; message: string }
export interface EndedPlayer {
  playerIndex: number;
  username: string;
  points: number;
  longestRouteRecipient: boolean;
  breakdown?: {
    routePoints?: number;
    ticketsWon?: number[];
    ticketsLost?: number[];
    ticketPoints?: number;
    longestPath?: number;
    longestPathBonus?: number;
    longestPathRoutes?: number[];
    total?: number;
  };
}

export type ConnStatus = "connected" | "reconnecting" | "lost" | "left";

type Events = {
  changed: [GameSnapshot];
  routeClaimed: [routeIndex: number, owner: number];
  faceUpChanged: [slot: number, color: string];
  chat: [ChatLine];
  chatHistory: [ChatLine[]];
  turnStarted: [playerId: number, lastRound: boolean];
  ticketCompleted: [payload: Record<string, unknown>];
  gameEnded: [EndedPlayer[]];
  reply: [type: string, reply: Reply];
  status: [ConnStatus];
};

const COMMANDS = ["startGame", "drawTrainCard", "buyRoute", "getDestinations", "selectDestinations", "sendChat", "leaveGame", "pass", "addAI"];
const RECONNECT_ATTEMPTS = 12;

/**
 * Back into a room after the connection dropped or the page reloaded: first with the reconnection token (same
 * session and view), then, when the server's reconnection window has closed (a slow machine, a long reload), by
 * joining the room again, which the server answers with the same seat. Null when neither works (yet).
 */
export async function rejoinRoom(client: Client, memo: SeatMemo): Promise<Room<TtrState> | null> {
  try {
    return await client.reconnect<TtrState>(memo.reconnectionToken);
  } catch {
    // token expired or unknown: the seat may still be ours
  }
  try {
    return await client.joinById<TtrState>(memo.roomId, memo.spectator ? { spectator: true } : {});
  } catch {
    return null; // the server may still be restarting, or the room is gone
  }
}

export class GameConnection extends Emitter<Events> {
  snapshot: GameSnapshot | null = null;
  chatLog: ChatLine[] = [];
  result: EndedPlayer[] | null = null;
  status: ConnStatus = "connected";
  private leaving = false;
  private pending = new Map<string, Array<(r: Reply) => void>>();
  private changeQueued = false;
  /** True once the first full state has arrived (before it, the schema holds only defaults). */
  ready = false;
  private readyWaiters: Array<() => void> = [];

  constructor(private readonly client: Client, public room: Room<TtrState>, public readonly spectator: boolean, public readonly username: string | null) {
    super();
    this.attach(room);
  }

  get roomId(): string {
    return this.room.roomId;
  }

  /** The seat of this client (null for spectators and before the private part arrives). */
  get seat(): number | null {
    return this.snapshot && !this.spectator ? seatOf(this.snapshot, this.username) : null;
  }

  private attach(room: Room<TtrState>): void {
    this.room = room;
    this.ready = false;
    saveSeat({ roomId: room.roomId, reconnectionToken: room.reconnectionToken, spectator: this.spectator });
    const $ = getStateCallbacks(room);
    const state = room.state;
    $(state).routes.onAdd((route, index) => {
      $(route).listen("owner", (owner, previous) => {
        if (previous !== undefined && previous < 0 && owner >= 0) this.emit("routeClaimed", Number(index), owner);
      });
    });
    $(state).faceUp.onChange((color, index) => this.emit("faceUpChanged", Number(index), String(color ?? "")));
    $(state).players.onAdd((p) => {
      $(p).listen("connected", () => this.queueChange());
    });
    room.onStateChange(() => {
      this.ready = true;
      this.queueChange();
    });
    // client UI (issue 13): the kept chat arrives on every join and replaces the local log
    room.onMessage("chatHistory", (lines: ChatLine[]) => {
      this.chatLog = Array.isArray(lines) ? lines.slice() : [];
      this.emit("chatHistory", this.chatLog);
    });
    room.onMessage("chat", (m: ChatLine) => {
      this.chatLog.push(m);
      this.emit("chat", m);
    });
    room.onMessage("turnStarted", (m: { playerId: number; lastRound: boolean }) => this.emit("turnStarted", m.playerId, m.lastRound));
    room.onMessage("notifyDestinationRouteCompleted", (m: Record<string, unknown>) => this.emit("ticketCompleted", m));
    room.onMessage("gameEnded", (m: { players: EndedPlayer[] }) => {
      this.result = m.players ?? [];
      this.emit("gameEnded", this.result);
    });
    for (const type of COMMANDS) {
      room.onMessage(type, (reply: Reply) => {
        const waiting = this.pending.get(type);
        const resolve = waiting?.shift();
        if (resolve) resolve(reply);
        this.emit("reply", type, reply);
      });
    }
    // any other message (e.g. saveGameState) must not produce an "onMessage not registered" warning
    room.onMessage("*", () => undefined);
    room.onLeave((code) => void this.onLeave(code));
    room.onError((code, message) => this.emit("reply", "error", { description: `server error ${code}: ${message ?? ""}` }));
    this.queueChange();
  }

  private queueChange(): void {
    if (this.changeQueued) return;
    this.changeQueued = true;
    queueMicrotask(() => {
      this.changeQueued = false;
      if (!this.ready) return;
      this.snapshot = snapshotOf(this.room.state);
      this.emit("changed", this.snapshot);
      for (const w of this.readyWaiters.splice(0)) w();
    });
  }

  /** Resolves once a snapshot of the real state exists. */
  whenReady(): Promise<void> {
    if (this.snapshot) return Promise.resolve();
    return new Promise((r) => this.readyWaiters.push(r));
  }

  /** Sends a command and resolves with the server's reply to it (same message type). */
  request(type: string, payload: Record<string, unknown> = {}, timeoutMs = 8000): Promise<Reply> {
    return new Promise((resolve) => {
      const list = this.pending.get(type) ?? [];
      this.pending.set(type, list);
      let done = false;
      const finish = (r: Reply) => {
        if (done) return;
        done = true;
        resolve(r);
      };
      list.push(finish);
      setTimeout(() => {
        const i = list.indexOf(finish);
        if (i >= 0) list.splice(i, 1);
        finish({ description: "the server did not answer in time" });
      }, timeoutMs);
      try {
        this.room.send(type, payload);
      } catch {
        finish({ description: "not connected to the game" });
      }
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
    this.setStatus("reconnecting");
    for (let attempt = 0; attempt < RECONNECT_ATTEMPTS && !this.leaving; attempt++) {
      await new Promise((r) => setTimeout(r, Math.min(500 * 2 ** attempt, 5000)));
      const room = await rejoinRoom(this.client, { roomId: this.roomId, reconnectionToken: this.room.reconnectionToken, spectator: this.spectator });
      if (room) {
        this.attach(room);
        this.setStatus("connected");
        return;
      }
    }
    this.setStatus("lost");
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
