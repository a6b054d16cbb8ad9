// Game rooms without Colyseus rooms or sockets, for the in-process benches (bench/command-cost.ts,
// bench/room-churn.ts): a GameMaster on the rooms' own port (a real TtrState and the rooms' own serializer, a turn clock), its
// connections fake clients that count what they are handed, and a store that answers at once.
import { ClientState, SchemaSerializer, type Client, type Serializer } from "@colyseus/core";
import { PLAYER_COLORS, type Command } from "../shared-rules/src/index.js";
import { createBot } from "../bots/src/index.js";
import { playGame } from "../bots/src/selfPlay.js";
import { TtrState } from "../server/src/schema/TtrState.js";
import { leanSerializer } from "../server/src/colyseusInternals/leanSerializer.js";
import { Game } from "../server/src/game/Game.js";
import { GameMaster } from "../server/src/game/GameMaster.js";
import { SchemaRoomPort, type ClientData, type RoomSide } from "../server/src/room/roomPort.js";
import { SpectatorDelay } from "../server/src/room/spectatorDelay/SpectatorDelay.js";
import type { ServerServices } from "../server/src/services.js";

export interface Tally { commands: number; bytes: number }

export type BotLog = { player: number; command: Command }[];

/** The commands of a seeded 5-player game of medium bots, to replay. */
export function botGame(seed: number): BotLog {
  const log: BotLog = [];
  playGame({ seed, bots: PLAYER_COLORS.map((_, i) => createBot("medium", seed * 10 + i)), onCommand: (player, command) => log.push({ player, command }) });
  return log;
}

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

/**
 * A started 5-player game's master with five seated connections and a spectator's, everyone present. `delayMoves`:
 * the game's spectators are held back that many moves, as in a public game of the server: the room records its
 * patches for them (SpectatorDelay) and the spectator's connection is not in the game room (it would be in the mirror).
 */
export function startedMaster(id: string, seed: number, tally: Tally, delayMoves = 0): GameMaster<Client> {
  const game = Game.create(id, "bench", seed);
  PLAYER_COLORS.forEach((color, i) => game.join(i + 1, `player${i + 1}`, color));
  // A real-time turn clock with the server's default times, as every game the server opens has (TurnClock.ts).
  game.record.clock = { mode: "realtime", turnMs: 180_000, reserveMs: 300_000 };
  const state = new TtrState();
  const serializer = leanSerializer(new SchemaSerializer<TtrState>());
  serializer.reset(state);
  if (delayMoves > 0) game.record.spectatorDelay = delayMoves;
  const seated = PLAYER_COLORS.map((_, i) => fakeClient(i, tally));
  const clients = delayMoves > 0 ? seated : [...seated, fakeClient(null, tally)];
  const room: RoomSide = {
    roomId: id,
    state,
    clients,
    broadcast: (_type, message) => void (tally.bytes += clients.length * JSON.stringify(message ?? null).length),
    broadcastPatch: () => void serializer.applyPatches(clients, state),
    publishMetadata: () => undefined,
    setAutoDispose: () => undefined,
  };
  const services = {
    config: { reconnectSeconds: 60, botDelayMs: 0 },
    games: { save: () => Promise.resolve() },
    ratings: { settle: () => Promise.resolve() },
    createBot,
  } as unknown as ServerServices;
  const port = new SchemaRoomPort(room, () => master);
  const master: GameMaster<Client> = new GameMaster(services, game, port);
  if (delayMoves > 0) new SpectatorDelay(master, port, serializer as Serializer<unknown>);
  master.spectators = 1;
  for (const seat of PLAYER_COLORS.keys()) master.presence.arrive(seat);
  master.open(false);
  const started = master.start();
  if (!started.ok) throw new Error(started.error.code);
  return master;
}

/** Lets a change's delivery (projection, patch, notices) run: the store above answers at once. */
export const delivered = () => new Promise((r) => setImmediate(r));
