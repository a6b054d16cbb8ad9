// Load test for the Colyseus loadtest tool (@colyseus/loadtest 0.16): every client registers (or logs in) over
// HTTP, then clients sit in groups of --groupSize (default 5): the first creates a `ttr` game, the others join it
// by id, the host starts it and every seat plays legal moves with the same
// bot code the server uses, so the load is real gameplay.
//
//   npx tsx loadtest/ttr-loadtest.ts --room ttr --numClients 200 [--endpoint ws://localhost:2567]
//       [--groupSize 5] [--difficulty medium] [--thinkMs 500] [--map usa|europe] [--output loadtest.log]
//       [--endpoints ws://host:2567,ws://host:2568]   (a cluster: client i talks to endpoint i mod N, so every game
//                                                     has players on several processes)
// Prefer `loadtest/run.ts`, which bounds the run in time and fails on errors (the tool itself exits 0).
import { parseArgs } from "node:util";
import { cli, type Options } from "@colyseus/loadtest";
import { Client } from "colyseus.js";
import { MAX_PLAYERS, MIN_PLAYERS, PLAYER_COLORS, isMapId, type MapId } from "../shared-rules/src/index.js";
import { DIFFICULTIES, type Difficulty } from "../bots/src/index.js";
import { accountToken, RemoteSeat, sitDown } from "../bots/src/remoteSeat.js";

const { values: extra } = parseArgs({
  args: process.argv.slice(2),
  strict: false,
  options: {
    groupSize: { type: "string", default: "5" },
    difficulty: { type: "string", default: "medium" },
    thinkMs: { type: "string", default: "500" },
    map: { type: "string", default: "usa" },
    runId: { type: "string" },
    endpoints: { type: "string" },
  },
});
const groupSize = Math.min(MAX_PLAYERS, Math.max(MIN_PLAYERS, Number(extra.groupSize) || MAX_PLAYERS));
const difficulty: Difficulty = (DIFFICULTIES as readonly string[]).includes(String(extra.difficulty)) ? (extra.difficulty as Difficulty) : "medium";
const thinkMs = Math.max(0, Number(extra.thinkMs) || 0);
const map: MapId = isMapId(extra.map) ? extra.map : "usa";
/** Distinguishes this run's accounts and games from earlier runs against the same server. */
const runId = String(extra.runId ?? Date.now().toString(36).slice(-6));
const PASSWORD = "loadtest-password";
const endpoints = String(extra.endpoints ?? "").split(",").map((e) => e.trim()).filter(Boolean);

/** Room id of each group, published by the group's first client for the others (one process runs all clients). */
const groupRooms = new Map<number, Promise<string>>();
const groupResolvers = new Map<number, { resolve: (id: string) => void; reject: (e: unknown) => void }>();
function groupRoom(group: number): Promise<string> {
  let room = groupRooms.get(group);
  if (!room) {
    room = new Promise<string>((resolve, reject) => groupResolvers.set(group, { resolve, reject }));
    groupRooms.set(group, room);
  }
  return room;
}

let seated = 0;
let finished = 0;
let commands = 0;
let gameErrors = 0;
let reconnects = 0;

cli(async (options: Options) => {
  const i = options.clientId;
  const group = Math.floor(i / groupSize);
  const seatInGroup = i % groupSize;
  const username = `lt${runId}_${i}`;
  const endpoint = endpoints.length > 0 ? endpoints[i % endpoints.length]! : options.endpoint;
  const token = await accountToken(endpoint, username, PASSWORD);
  const client = new Client(endpoint);
  const color = PLAYER_COLORS[seatInGroup];
  let room;
  if (seatInGroup === 0) {
    try {
      room = await sitDown(client, token, { create: { gameName: `loadtest ${runId} #${group}`, color, map } });
    } catch (error) {
      groupResolvers.get(group)?.reject(error);
      groupRoom(group).catch(() => undefined);
      throw error;
    }
    groupRoom(group);
    groupResolvers.get(group)?.resolve(room.roomId);
  } else {
    room = await sitDown(client, token, { join: { roomId: await groupRoom(group), color } });
  }
  seated++;
  // The last group may be short: its host waits for the people there are, and adds a server bot to a lone one.
  const people = Math.min(groupSize, options.numClients - group * groupSize);
  const seat = new RemoteSeat(room, {
    username,
    difficulty,
    seed: i + 1,
    thinkMs: () => thinkMs * (0.5 + Math.random()),
    groupSize: people,
    aiSeats: people < 2 ? 1 : 0,
    isHost: seatInGroup === 0,
    // Back by itself after a drop, e.g. a rolling restart of the game's process (docs/DEPLOY.md).
    client,
  });
  // Resolve right away: the tool connects clients one after another and waits for this callback.
  void seat.done.then(() => {
    finished++;
    commands += seat.stats.commands;
    reconnects += seat.stats.reconnects;
    gameErrors += seat.stats.errors.length;
    for (const e of seat.stats.errors.slice(0, 3)) console.error(`client ${i}: ${e}`);
    console.log(`client ${i}: game over after ${seat.stats.commands} commands (${finished}/${options.numClients} done)`);
    void seat.room.leave(true);
    if (finished === options.numClients) {
      console.log(`all ${finished} clients finished their games: ${commands} commands, ${gameErrors} refused, ${reconnects} reconnects`);
      // Ends the tool the way the wrapper does: SIGINT makes it write its summary to --output.
      setTimeout(() => process.kill(process.pid, "SIGINT"), 200);
    }
  });
  if (seated % 50 === 0) console.log(`${seated} clients seated`);
});
