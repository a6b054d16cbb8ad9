// A remote seat: a bot that plays over the wire like a person's browser. It logs in over HTTP, sits in a `ttr` room
// through colyseus.js and plays legal moves with the very same strategy code as the server's bots, reading its
// PlayerView from the synced state through the wire contract's one converter (viewFromWire).
// The load test, the benchmark's load generator and the bots' over-the-wire test play with it; it measures what the
// player feels (command→reply and command→patch latency) and counts every refused command as an error. Given its
// client, it comes back by itself after its connection drops (a restart of the game's process, a network loss).
import type { Client, Room } from "colyseus.js";
import { MAX_PLAYERS, legalActionsFromView, mustAct, type Command, type Difficulty } from "../../shared-rules/src/index.js";
import {
  MESSAGE_TYPES,
  seatFromWire,
  sessionEndOf,
  viewFromWire,
  type CreateGameOptions,
  type JoinGameOptions,
  type ReplyBase,
  type WireState,
} from "../../shared-rules/protocol/index.js";
import { createBot } from "./index.js";
import { rejoinSeat } from "./rejoin.js";

const COMMAND_TYPES = new Set<string>(MESSAGE_TYPES);

export type SetupCommand = { type: "startGame" } | { type: "addAI"; difficulty: Difficulty };

/** ws://host:port → http://host:port */
export function httpBase(endpoint: string): string {
  return endpoint.replace(/^ws/, "http").replace(/\/+$/, "");
}

/** Registers the account, or logs in when it exists already; resolves to the bearer token. */
export async function accountToken(endpoint: string, username: string, password: string): Promise<string> {
  const post = (path: string) =>
    fetch(`${httpBase(endpoint)}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, password }),
    });
  let res = await post("/auth/register");
  if (res.status === 409) res = await post("/auth/login");
  const body = (await res.json()) as { description?: string; token?: string; reason?: string };
  if (!res.ok || !body.token) throw new Error(`account ${username}: ${res.status} ${body.description ?? ""} ${body.reason ?? ""}`.trim());
  return body.token;
}

/** What the seat counted since its owner last emptied the lists. */
export interface SeatStats {
  commands: number;
  errors: string[];
  /** Command → its reply, in ms. */
  replyMs: number[];
  /** Command → the first state patch after it, in ms. */
  patchMs: number[];
  /** Times the connection dropped and the seat went back (each a try to rejoin; a failed one is also an error). */
  reconnects: number;
}

/** Close codes after which a seat does not come back: it left on purpose (1000, Colyseus' consented 4000). */
const LEFT_ON_PURPOSE: ReadonlySet<number> = new Set([1000, 4000]);

export interface RemoteSeatOptions {
  username: string;
  difficulty: Difficulty;
  seed: number;
  /** Think time before each command, in ms (0 = full speed). */
  thinkMs: () => number;
  /** People the host waits for before setting up the game (5 seats start by themselves). */
  groupSize: number;
  /** Server bots the host adds once its people are seated (a lone client still gets a game). */
  aiSeats?: number;
  isHost: boolean;
  /** The client the seat joined through (carrying its login): given, the seat comes back by itself after a drop. */
  client?: Client;
  /** Told each time the seat is back in its game after a drop (`closeCode`: why the connection closed). */
  onBack?: (closeCode: number) => void;
  /** Told of each command the server acknowledged ("ok"): what must survive anything that happens to the server. */
  onAcknowledged?: (command: Command | SetupCommand) => void;
}

/** Plays one seat until the game ends (resolves) or the room is left. */
export class RemoteSeat {
  readonly stats: SeatStats = { commands: 0, errors: [], replyMs: [], patchMs: [], reconnects: 0 };
  readonly done: Promise<void>;
  private readonly bot;
  private inFlight: { command: Command | SetupCommand; sentAt: number; patched: boolean } | null = null;
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private aiAdded = 0;
  private finished = false;
  private resolveDone!: () => void;

  constructor(
    public room: Room,
    private readonly options: RemoteSeatOptions,
  ) {
    this.bot = createBot(options.difficulty, options.seed);
    this.done = new Promise((resolve) => (this.resolveDone = resolve));
    this.attach(room);
  }

  private attach(room: Room): void {
    this.room = room;
    room.onStateChange(() => this.onPatch());
    room.onMessage("*", (type, message) => this.onMessage(String(type), message as { description?: string }));
    room.onLeave((code) => void this.onDropped(room, code));
    room.onError((code, message) => this.stats.errors.push(`room error ${code} ${message ?? ""}`));
  }

  /**
   * The connection closed. Left on purpose, logged out, or without a client to come back through: the seat is done.
   * Otherwise it joins again; whatever it had sent without an answer is forgotten, and the state it finds (the
   * server's, every acknowledged command in it) decides its next move.
   */
  private async onDropped(room: Room, code: number): Promise<void> {
    if (room !== this.room || this.finished) return;
    const client = this.options.client;
    if (!client || LEFT_ON_PURPOSE.has(code) || sessionEndOf(code)) return this.finish();
    this.stats.reconnects++;
    this.inFlight = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const back = await rejoinSeat(client, room.roomId, room.reconnectionToken, code);
    if (this.finished) {
      void back?.leave(true);
      return;
    }
    if (!back) {
      this.stats.errors.push(`not back in game ${room.roomId} after its connection closed (${code})`);
      return this.finish();
    }
    this.attach(back);
    this.options.onBack?.(code);
  }

  /** The synced state, in the wire contract's shape. */
  private get state(): WireState {
    return this.room.state as WireState;
  }

  /** Past the waiting room: the host has started the game (or it has ended). */
  get pastWaitingRoom(): boolean {
    return this.state.phase !== undefined && this.state.phase !== "waiting";
  }

  /** This client's seat, as the server sent it (seats can move down before the start). */
  private seat(): number | null {
    return seatFromWire(this.state);
  }

  private onPatch(): void {
    if (this.inFlight && !this.inFlight.patched) {
      this.inFlight.patched = true;
      this.stats.patchMs.push(performance.now() - this.inFlight.sentAt);
    }
    if (this.state.phase === "ended") return this.finish();
    this.schedule();
  }

  private onMessage(type: string, message: Partial<ReplyBase>): void {
    if (!this.inFlight || type !== this.inFlight.command.type || !COMMAND_TYPES.has(type)) return;
    this.stats.replyMs.push(performance.now() - this.inFlight.sentAt);
    if (message?.code !== "ok") this.stats.errors.push(`${type}: ${message?.code ?? "no code"} ${message?.description ?? ""}`);
    else this.options.onAcknowledged?.(this.inFlight.command);
    this.inFlight = null;
    this.schedule();
  }

  private schedule(): void {
    if (this.finished || this.inFlight || this.timer) return;
    if (!this.hasWork()) return;
    const delay = this.options.thinkMs();
    this.timer = setTimeout(() => {
      this.timer = null;
      // Decide at send time: the state may have moved during the think time.
      const command = this.nextCommand();
      if (command) this.send(command);
    }, delay);
  }

  /** The host's next set-up step: add its bots once its people sit, then start (five people start it by sitting down). */
  private setupCommand(): SetupCommand | null {
    const { isHost, groupSize, aiSeats = 0 } = this.options;
    const seated = this.state.players.length;
    if (!isHost || this.started || seated < groupSize) return null;
    if (this.aiAdded < aiSeats && seated < MAX_PLAYERS) return { type: "addAI", difficulty: this.options.difficulty };
    return { type: "startGame" };
  }

  /** Cheap check before the think timer: is it this seat's move at all? */
  private hasWork(): boolean {
    const state = this.state;
    if (state.phase === "waiting") return this.setupCommand() !== null;
    if (state.phase === "ended") return false;
    const view = viewFromWire(state, this.seat());
    return view !== null && mustAct(view, view.seat);
  }

  /** The command this seat would send now, or null when it has nothing to do. */
  private nextCommand(): Command | SetupCommand | null {
    const state = this.state;
    if (state.phase === "waiting") return this.setupCommand();
    if (state.phase === "ended") return null;
    const view = viewFromWire(state, this.seat());
    if (view === null || view.seat === null) return null;
    const legal = legalActionsFromView(view);
    if (legal.length === 0) return null;
    return this.bot.chooseAction(view, legal);
  }

  private send(command: Command | SetupCommand): void {
    if (this.finished) return;
    if (command.type === "startGame") this.started = true;
    if (command.type === "addAI") this.aiAdded++;
    const { type, ...payload } = command;
    this.inFlight = { command, sentAt: performance.now(), patched: false };
    this.stats.commands++;
    this.room.send(type, payload);
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    if (this.timer) clearTimeout(this.timer);
    this.resolveDone();
  }
}

/** Joins (or creates) the seat's room and starts playing. */
export async function sitDown(client: Client, token: string, room: { create: CreateGameOptions } | { join: { roomId: string } & JoinGameOptions }): Promise<Room> {
  client.auth.token = token;
  if ("create" in room) return client.create("ttr", room.create);
  const options: JoinGameOptions = { color: room.join.color };
  return client.joinById(room.join.roomId, options);
}
