// The server's own CPU per game command without sockets or a load generator: replays seeded 5-player bot games
// through the room's publishing path (GameHost: rules, history, projection, views, Colyseus' SchemaSerializer
// encoding one patch per connection: five seats and a spectator, notifications), with an in-memory store that
// answers at once. Steady numbers on a noisy machine, to compare commits; the socket side (reading commands,
// writing frames) is what `npm run bench` adds on top.
//   npx tsx bench/command-cost.ts [games] [rounds]
import { execSync } from "node:child_process";
import { ClientState, SchemaSerializer, type Client } from "@colyseus/core";
import { PLAYER_COLORS, type Command } from "../shared-rules/src/index.js";
import { createBot } from "../bots/src/index.js";
import { playGame } from "../bots/src/selfPlay.js";
import { TtrState } from "../server/src/schema/TtrState.js";
import { GameSession } from "../server/src/room/GameSession.js";
import { GameHost, type ClientData, type RoomPort } from "../server/src/room/GameHost.js";
import type { ServerServices } from "../server/src/services.js";

const GAMES = Number(process.argv[2] ?? 4);
const ROUNDS = Number(process.argv[3] ?? 5);

interface Tally { commands: number; bytes: number }

function fakeClient(seat: number | null, tally: Tally): Client {
  const client = {
    sessionId: `c${seat ?? "s"}`,
    state: ClientState.JOINED,
    view: undefined,
    userData: { seat, userId: seat === null ? null : seat + 1, username: `player${(seat ?? -1) + 1}` } satisfies ClientData,
    raw: (bytes: Uint8Array) => void (tally.bytes += bytes.length),
    send: (_type: string, message: unknown) => void (tally.bytes += JSON.stringify(message ?? null).length),
  };
  return client as unknown as Client;
}

type Log = { player: number; command: Command }[];

function botGame(seed: number): Log {
  const log: Log = [];
  playGame({ seed, bots: PLAYER_COLORS.map((_, i) => createBot("medium", seed * 10 + i)), onCommand: (player, command) => log.push({ player, command }) });
  return log;
}

async function replayOne(seed: number, log: Log, tally: Tally): Promise<void> {
  const session = GameSession.create(`cost-${seed}`, "cost", seed);
  PLAYER_COLORS.forEach((color, i) => session.join(i + 1, `player${i + 1}`, color));
  const state = new TtrState();
  const serializer = new SchemaSerializer();
  serializer.reset(state);
  const clients = [...PLAYER_COLORS.map((_, i) => fakeClient(i, tally)), fakeClient(null, tally)];
  const port: RoomPort = {
    roomId: `cost-${seed}`,
    state,
    clients,
    broadcast: (_type, message) => void (tally.bytes += clients.length * JSON.stringify(message ?? null).length),
    broadcastPatch: () => void serializer.applyPatches(clients as never),
    publishMetadata: () => undefined,
    setAutoDispose: () => undefined,
  };
  const services = {
    config: { reconnectSeconds: 60, botDelayMs: 0 },
    games: { save: () => Promise.resolve() },
    ratings: { settle: () => Promise.resolve() },
    createBot,
  } as unknown as ServerServices;
  const host = new GameHost(services, session, port);
  host.spectators = 1;
  for (const seat of PLAYER_COLORS.keys()) host.presence.arrive(seat);
  host.syncState();
  const started = host.startGame();
  if (!started.ok) throw new Error(started.error.description);
  await Promise.resolve();
  for (const { player, command } of log) {
    const applied = host.runCommand(player, command);
    if (!applied.ok) throw new Error(`replay ${JSON.stringify(command)}: ${applied.error.description}`);
    // The store answers at once: let the delivery (projection, patch, notices) run before the next command.
    await new Promise((r) => setImmediate(r));
    tally.commands++;
  }
  host.dispose();
}

const seeds = Array.from({ length: GAMES }, (_, i) => 11 + i);
const logs = seeds.map(botGame);
// One round to warm the JIT, then the median of the rest.
const perCommand: number[] = [];
let bytesPerCommand = 0;
for (let round = 0; round <= ROUNDS; round++) {
  const tally: Tally = { commands: 0, bytes: 0 };
  const cpu0 = process.cpuUsage();
  for (const [i, seed] of seeds.entries()) await replayOne(seed, logs[i], tally);
  const cpu = process.cpuUsage(cpu0);
  if (round > 0) perCommand.push((cpu.user + cpu.system) / tally.commands);
  bytesPerCommand = tally.bytes / tally.commands;
}
perCommand.sort((a, b) => a - b);
let hash = "unknown";
try { hash = execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim(); } catch { /* not a checkout */ }
console.log(`command cost @ ${hash}: ${GAMES} seeded 5-player games × ${ROUNDS} rounds, 5 seats + 1 spectator, no sockets`);
console.log(`  CPU per command: median ${perCommand[Math.floor(perCommand.length / 2)].toFixed(1)} µs (min ${perCommand[0].toFixed(1)}, max ${perCommand[perCommand.length - 1].toFixed(1)})`);
console.log(`  bytes handed to connections per command: ${bytesPerCommand.toFixed(0)}`);
