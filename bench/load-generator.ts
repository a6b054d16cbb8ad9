// The benchmark's load generator, in its own process (the orchestrator pins it to another core): keeps N rooms of
// 5 client-side bot players + 1 spectator busy on the server, replacing finished games, and reports what the
// players felt (command→reply, command→patch), errors, bytes, and its own event-loop delay, over IPC.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { Client, type Room } from "colyseus.js";
import { PLAYER_COLORS } from "../shared-rules/src/index.js";
import { joinAsSpectator, type CreateGameOptions, type JoinGameOptions } from "../shared-rules/protocol/index.js";
import { accountToken, RemoteSeat } from "../bots/src/remoteSeat.js";
import { countBytes, emptyByteCounts, type ByteCounts } from "./wireBytes.js";

// colyseus.js logs every refused join: a spectator of a delayed game is refused by the game room (303, then the
// socket's 4002 close) on its way to the mirror, hundreds of times a step. Errors are counted in the stats instead.
for (const level of ["log", "error", "warn"] as const) {
  const write = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    const line = String(args[0] ?? "");
    if (/^colyseus\.js - onError => \((303|4002)\)|^Room connection was closed unexpectedly \(4002\)/.test(line)) return;
    write(...args);
  };
}

const endpoints = (process.env.ENDPOINTS ?? process.env.ENDPOINT ?? "ws://127.0.0.1:32100").split(",");
let endpointTurn = 0;
/** With several server processes (the cluster bench) each new client talks to the next one in turn. */
function endpoint(): string {
  return endpoints[endpointTurn++ % endpoints.length]!;
}
const SEATS = 5;
const PASSWORD = "bench-password";
const JOIN_TIMEOUT_MS = 15_000;

/** prepare: fill `rooms` live games at this pace and let them warm up; measure: collect for measureMs. */
export interface PrepareRequest { type: "prepare"; id: number; rooms: number; thinkMinMs: number; thinkMaxMs: number; warmupMs: number }
export interface MeasureRequest { type: "measure"; id: number; measureMs: number }
export interface BytesRequest { type: "bytes"; id: number; seeds: number[] }
export interface ResetRequest { type: "reset"; id: number }
/** lobby: keep `clients` anonymous lobby clients connected (0 closes them); their messages are counted per step. */
export interface LobbyRequest { type: "lobby"; id: number; clients: number }
export type GeneratorRequest = PrepareRequest | MeasureRequest | BytesRequest | ResetRequest | LobbyRequest;

export interface StepStats {
  rooms: number;
  connections: number;
  commands: number;
  errors: number;
  errorSamples: string[];
  replyMs: number[];
  patchMs: number[];
  gamesFinished: number;
  loopP99Ms: number;
  loopMaxMs: number;
  cpuMs: number;
  measureMs: number;
  /** Lobby clients connected during the step, and what they received in it (after the first listing). */
  lobbyClients: number;
  lobbyMessages: number;
  lobbyBytes: number;
  /** Bytes the rooms' connections received during the step (rooms live at its end; for bench:peer). */
  roomBytes: number;
}

export interface RoomBytes {
  seed: number;
  /** Sum over the 6 connections of the room. */
  patchBytes: number;
  stateBytes: number;
  messageBytes: number;
  totalBytes: number;
  commands: number;
  snapshot: { seed: number; seats: { color: string }[]; log: unknown[] } | null;
}

let nextAccount = 0;
const tokens: { username: string; token: string }[] = [];
const runId = `${Date.now().toString(36).slice(-5)}${process.env.GENERATOR_SHARD ?? ""}`;

/** Accounts are reused by later games once their player has left the previous one. */
const idleAccounts: { username: string; token: string }[] = [];

async function account(): Promise<{ username: string; token: string }> {
  const idle = idleAccounts.pop();
  if (idle) return idle;
  const username = `b${runId}_${nextAccount++}`;
  const token = await accountToken(endpoint(), username, PASSWORD);
  const acc = { username, token };
  tokens.push(acc);
  return acc;
}

function withTimeout<T>(p: Promise<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`${what}: timed out after ${JOIN_TIMEOUT_MS} ms`)), JOIN_TIMEOUT_MS);
    p.then((v) => { clearTimeout(t); resolve(v); }, (e) => { clearTimeout(t); reject(e); });
  });
}

let think = { min: 0, max: 0 };
let errors: string[] = [];
let gamesFinished = 0;
let pace = 0;

class BenchRoom {
  seats: RemoteSeat[] = [];
  /** What each seat's connection received, in seat order. */
  seatBytes: ByteCounts[] = [];
  spectator: Room | null = null;
  spectatorBytes: ByteCounts = emptyByteCounts();
  accounts: { username: string; token: string }[] = [];
  closed = false;

  static async open(index: number, seed?: number): Promise<BenchRoom> {
    const r = new BenchRoom();
    r.accounts = await Promise.all(Array.from({ length: SEATS }, () => account()));
    const clients = r.accounts.map(() => new Client(endpoint()));
    clients.forEach((c, i) => (c.auth.token = r.accounts[i].token));
    const create: CreateGameOptions = { gameName: `bench ${runId} ${index}`, color: PLAYER_COLORS[0], ...(seed === undefined ? {} : { seed }) };
    const host = await withTimeout(clients[0].create("ttr", create), "create");
    // The spectator comes first so that it sees the whole game; the host's seat starts it.
    // Through the same door as the page: a delayed game (SPECTATOR_DELAY_MOVES, on by default) is watched from its mirror.
    const watcher = new Client(endpoint());
    const spectator = await withTimeout(joinAsSpectator((id, options) => watcher.joinById(id, options), host.roomId), "spectator join");
    countBytes(spectator, r.spectatorBytes);
    spectator.onMessage("*", () => undefined);
    r.spectator = spectator;
    const rooms: Room[] = [host];
    for (let i = 1; i < SEATS; i++) {
      const join: JoinGameOptions = { color: PLAYER_COLORS[i] };
      rooms.push(await withTimeout(clients[i].joinById(host.roomId, join), "join"));
    }
    r.seatBytes = rooms.map((room) => {
      const counts = emptyByteCounts();
      countBytes(room, counts);
      return counts;
    });
    r.seats = rooms.map((room, i) =>
      new RemoteSeat(room, {
        username: r.accounts[i].username,
        difficulty: "medium",
        seed: (seed ?? index) * 10 + i + 1,
        thinkMs: () => (think.max <= 0 ? 0 : think.min + Math.random() * (think.max - think.min)),
        groupSize: SEATS,
        isHost: i === 0,
      }),
    );
    return r;
  }

  /** Resolves when every seat has seen the end of the game. */
  get done(): Promise<void> {
    return Promise.all(this.seats.map((s) => s.done)).then(() => undefined);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.allSettled([...this.seats.map((s) => s.room.leave(true)), this.spectator?.leave(true)]);
    idleAccounts.push(...this.accounts);
  }
}

const live = new Set<BenchRoom>();
let roomCounter = 0;
let target = 0;

/**
 * Opens one room (resolves once it is open, or failed) and keeps its slot filled in the background: when
 * its game ends, a new game takes its place, until the pace changes or the target shrinks.
 */
async function keepRoom(): Promise<void> {
  const index = roomCounter++;
  const myPace = pace;
  let room: BenchRoom;
  try {
    room = await BenchRoom.open(index);
  } catch (error) {
    errors.push(`open room: ${(error as Error).message}`);
    return;
  }
  // Opened while a reset ended its step (a finished game's replacement): it belongs to no step, so it goes.
  if (myPace !== pace) {
    await room.close();
    return;
  }
  live.add(room);
  void room.done.then(async () => {
    live.delete(room);
    gamesFinished++;
    collect(room);
    await room.close();
    if (myPace === pace && live.size < target) await keepRoom();
  });
}

/** What a room's six connections received so far. */
const bytesOf = (r: BenchRoom) => r.spectatorBytes.bytesIn + r.seatBytes.reduce((m, c) => m + c.bytesIn, 0);
/** Each live room's bytes when the measuring window opened, and what rooms finished within it received in it. */
let bytesAtMeasureStart = new Map<BenchRoom, number>();
let bytesOfFinishedRooms = 0;

function collect(room: BenchRoom): void {
  bytesOfFinishedRooms += bytesOf(room) - (bytesAtMeasureStart.get(room) ?? 0);
  bytesAtMeasureStart.delete(room);
  for (const s of room.seats) {
    errors.push(...s.stats.errors);
    s.stats.errors.length = 0;
  }
}

/** Opens rooms, a batch at a time, until `n` games are live. */
async function ensureRooms(n: number): Promise<void> {
  target = n;
  const BATCH = 10;
  let attempts = 0;
  while (live.size < n && attempts < n * 2) {
    const batch = Math.min(BATCH, n - live.size);
    attempts += batch;
    await Promise.all(Array.from({ length: batch }, () => keepRoom()));
  }
}

// Lobby watchers: what every lobby client receives while games are played (the listing should not move).
const lobbies: Room[] = [];
const lobbyCounts = emptyByteCounts();
let lobbyMessages = 0;

function watchLobby(lobby: Room): void {
  countBytes(lobby, lobbyCounts);
  const target = lobby as unknown as { dispatchMessage(type: string | number, message: unknown): void };
  const original = target.dispatchMessage.bind(lobby);
  target.dispatchMessage = (type, message) => {
    lobbyMessages++;
    original(type, message);
  };
  lobby.onMessage("rooms", () => undefined);
  lobby.onMessage("+", () => undefined);
  lobby.onMessage("-", () => undefined);
  lobbies.push(lobby);
}

async function setLobbyClients(n: number): Promise<{ clients: number }> {
  while (lobbies.length > n) await lobbies.pop()?.leave(true).catch(() => undefined);
  const BATCH = 50;
  while (lobbies.length < n) {
    const batch = Math.min(BATCH, n - lobbies.length);
    // Counting starts as soon as each join resolves, before its first listing is dispatched.
    await Promise.all(Array.from({ length: batch }, () => withTimeout(new Client(endpoint()).joinOrCreate("lobby"), "lobby join").then(watchLobby)));
  }
  return { clients: lobbies.length };
}

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();

function drain(): { commands: number; replyMs: number[]; patchMs: number[] } {
  const out = { commands: 0, replyMs: [] as number[], patchMs: [] as number[] };
  for (const r of live) {
    for (const s of r.seats) {
      out.commands += s.stats.commands;
      s.stats.commands = 0;
      for (const x of s.stats.replyMs) out.replyMs.push(x);
      for (const x of s.stats.patchMs) out.patchMs.push(x);
      s.stats.replyMs.length = 0;
      s.stats.patchMs.length = 0;
      errors.push(...s.stats.errors);
      s.stats.errors.length = 0;
    }
  }
  return out;
}

/** Longest wait for every table to start before a step is measured anyway. */
const START_WAIT_MS = 120_000;

async function allStarted(limitMs: number): Promise<void> {
  const until = performance.now() + limitMs;
  while (performance.now() < until && [...live].some((r) => !r.seats[0]?.pastWaitingRoom)) await new Promise((r) => setTimeout(r, 200));
}

async function prepare(req: PrepareRequest): Promise<{ rooms: number; accounts: number; errors: string[] }> {
  think = { min: req.thinkMinMs, max: req.thinkMaxMs };
  await ensureRooms(req.rooms);
  // The warm-up counts from the last start: at 4–20 s a table takes up to a minute to sit, start and pick its
  // tickets, and those listing changes (games opening) are not what a step measures.
  await allStarted(START_WAIT_MS);
  await new Promise((r) => setTimeout(r, req.warmupMs));
  return { rooms: live.size, accounts: tokens.length, errors: errors.slice(0, 5) };
}

async function measure(req: MeasureRequest): Promise<StepStats> {
  drain();
  errors = [];
  gamesFinished = 0;
  loop.reset();
  const lobby0 = { messages: lobbyMessages, bytes: lobbyCounts.bytesIn };
  const roomBytes = () => [...live].reduce((n, r) => n + bytesOf(r), 0);
  bytesAtMeasureStart = new Map([...live].map((r) => [r, bytesOf(r)]));
  bytesOfFinishedRooms = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let commands = 0;
  const replyMs: number[] = [];
  const patchMs: number[] = [];
  // Drain as we go, so that finished games' numbers are not lost.
  const tick = setInterval(() => {
    const d = drain();
    commands += d.commands;
    for (const x of d.replyMs) replyMs.push(x);
    for (const x of d.patchMs) patchMs.push(x);
  }, 250);
  await new Promise((r) => setTimeout(r, req.measureMs));
  clearInterval(tick);
  const d = drain();
  commands += d.commands;
  for (const x of d.replyMs) replyMs.push(x);
  for (const x of d.patchMs) patchMs.push(x);
  const cpu = process.cpuUsage(cpu0);
  return {
    rooms: live.size,
    connections: live.size * (SEATS + 1),
    commands,
    errors: errors.length,
    errorSamples: errors.slice(0, 5),
    replyMs,
    patchMs,
    gamesFinished,
    loopP99Ms: loop.percentile(99) / 1e6,
    loopMaxMs: loop.max / 1e6,
    cpuMs: (cpu.user + cpu.system) / 1000,
    measureMs: performance.now() - t0,
    lobbyClients: lobbies.length,
    lobbyMessages: lobbyMessages - lobby0.messages,
    lobbyBytes: lobbyCounts.bytesIn - lobby0.bytes,
    // Games that finished in the window count too (at full speed many do): they left `live` with their bytes.
    roomBytes: roomBytes() - [...live].reduce((n, r) => n + (bytesAtMeasureStart.get(r) ?? 0), 0) + bytesOfFinishedRooms,
  };
}

async function reset(): Promise<void> {
  pace++;
  target = 0;
  await Promise.all([...live].map((r) => r.close()));
  live.clear();
}

/** Plays one seeded game per seed at full speed and reports the bytes its six connections received. */
async function bytes(req: BytesRequest): Promise<RoomBytes[]> {
  think = { min: 0, max: 0 };
  const out: RoomBytes[] = [];
  for (const seed of req.seeds) {
    const room = await BenchRoom.open(roomCounter++, seed);
    await room.done;
    const all = [...room.seatBytes, room.spectatorBytes];
    const sum = (k: "bytesPatch" | "bytesState" | "bytesMessage" | "bytesIn") => all.reduce((n, s) => n + s[k], 0);
    const commands = room.seats.reduce((n, s) => n + s.stats.commands, 0);
    // The host asks the server for the game's replayable record (seed + command log): the baseline replays it.
    const host = room.seats[0].room;
    const snapshot = await new Promise<RoomBytes["snapshot"]>((resolve) => {
      host.onMessage("saveGameState", (m: { snapshot?: RoomBytes["snapshot"] }) => resolve(m.snapshot ?? null));
      host.send("saveGameState", {});
      setTimeout(() => resolve(null), 5000);
    });
    collect(room);
    out.push({ seed, patchBytes: sum("bytesPatch"), stateBytes: sum("bytesState"), messageBytes: sum("bytesMessage"), totalBytes: sum("bytesIn"), commands, snapshot });
    await room.close();
  }
  return out;
}

process.on("message", (req: GeneratorRequest) => {
  const run = async () => {
    if (req.type === "prepare") return prepare(req);
    if (req.type === "measure") return measure(req);
    if (req.type === "bytes") return bytes(req);
    if (req.type === "lobby") return setLobbyClients(req.clients);
    return reset();
  };
  run().then(
    (result) => process.send?.({ type: "result", id: req.id, result }),
    (error: Error) => process.send?.({ type: "result", id: req.id, error: error.stack ?? String(error) }),
  );
});
process.on("disconnect", () => process.exit(0));
// A clean exit on SIGTERM (also lets --cpu-prof write its profile).
process.on("SIGTERM", () => process.exit(0));
process.send?.({ type: "ready" });
