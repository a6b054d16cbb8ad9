// What many live rooms cost the garbage collector, in one process and a minute, without sockets: the in-process
// stand-in for `npm run bench`'s 10,000-player step, whose reply p99 is set by GC pauses on the server's one core.
// ROOMS started 5-player games (bench/roomKit.ts: the real GameMaster, schema tree and serializer) take their bot
// games' commands in turn, one room after the other, so that a room acts again only after every other room has: as
// at human pace, whatever a command leaves in its room (the new rules state, schema change sets, history) lives until
// that room's next command, outlives young-generation GCs and dies old. It runs itself in a child with V8's GC trace
// and prints, per command, CPU and the bytes that outlived a young-generation GC (copied or promoted), and the GC
// pauses of the measured stretch.
// With --delay N each game's spectators are held back N moves as in a public game: the room records its patches for
// them (a spectator's mirror, without its socket).
//   npx tsx bench/room-churn.ts [--rooms 2000] [--commands 60000] [--delay 5]
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { commitHash, f, numberOption as option, quantile, serverNodeArgs } from "./benchKit.js";
import type { Client } from "@colyseus/core";
import type { GameMaster } from "../server/src/game/GameMaster.js";
import { botGame, delivered, startedMaster, type BotLog, type Tally } from "./roomKit.js";

const ROOMS = option("rooms", 2000);
const COMMANDS = option("commands", 60_000);
const DELAY = option("delay", 0);
/** Bot games to deal the rooms from (room i replays game i mod GAMES). */
const GAMES = 20;
/** Written by the child between the set-up and the measured stretch, and after it: GC lines between them count. */
const START = "room-churn: measuring";
const END = "room-churn: done";

interface Room { master: GameMaster<Client>; log: BotLog; next: number }

async function child(): Promise<void> {
  const tally: Tally = { commands: 0, bytes: 0 };
  const games = Array.from({ length: GAMES }, (_, i) => botGame(i + 1));
  const rooms: Room[] = Array.from({ length: ROOMS }, (_, i) => ({ master: startedMaster(`churn-${i}`, (i % GAMES) + 1, tally, DELAY), log: games[i % GAMES], next: 0 }));
  await delivered();
  console.log(START);
  const cpu0 = process.cpuUsage();
  let done = 0;
  // Each room stops a few commands before its game's end: an ended game would leave the rotation.
  while (done < COMMANDS) {
    const before = done;
    for (let i = 0; i < ROOMS && done < COMMANDS; i++) {
      const room = rooms[i];
      if (room.next >= room.log.length - 5) continue;
      const { player, command } = room.log[room.next++];
      if (!room.master.play(player, command).ok) throw new Error(`room ${i} refused ${JSON.stringify(command)}`);
      done++;
      // Deliveries (projection, patch) run between commands, as between the messages of a server's sockets.
      if (done % 50 === 0) await delivered();
    }
    if (done === before) throw new Error(`the games ran out after ${done} commands: ask fewer --commands or more --rooms`);
  }
  await delivered();
  const cpu = process.cpuUsage(cpu0);
  console.log(END, JSON.stringify({ commands: done, cpuUs: cpu.user + cpu.system, rooms: rooms.length }));
  // Their turn clocks' timers would keep the process alive.
  for (const room of rooms) room.master.dispose();
}

/** One line of --trace-gc-nvp: its kind (s: scavenge, mc/ms: mark-compact) and numbers. */
function gcLine(line: string): { kind: string; pause: number; promoted: number; survived: number } | null {
  const kind = /\bgc=(\w+)/.exec(line)?.[1];
  if (!kind) return null;
  const num = (key: string) => Number(new RegExp(`\\b${key}=([\\d.]+)`).exec(line)?.[1] ?? 0);
  return { kind, pause: num("pause"), promoted: num("promoted"), survived: num("new_space_survived") };
}

async function parent(): Promise<void> {
  const flags = [...serverNodeArgs(), "--trace-gc-nvp"];
  console.log(`room churn @ ${commitHash()}: ${ROOMS} live 5-player rooms (5 seats + 1 spectator connection each${DELAY > 0 ? `, the spectator held back ${DELAY} moves` : ""}, no sockets), ${COMMANDS} commands in turn, node ${process.version} ${flags.join(" ")}`);
  const run = spawn(process.execPath, [...flags, "--import", "tsx", fileURLToPath(import.meta.url), "--child", "--rooms", String(ROOMS), "--commands", String(COMMANDS), "--delay", String(DELAY)], { stdio: ["ignore", "pipe", "inherit"] });
  let text = "";
  run.stdout.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
  const code = await new Promise<number | null>((resolve) => run.on("exit", resolve));
  const lines = text.split("\n");
  const from = lines.findIndex((l) => l.startsWith(START));
  const to = lines.findIndex((l) => l.startsWith(END));
  if (code !== 0 || from < 0 || to < 0) throw new Error(`the measuring child failed (exit ${code})`);
  const result = JSON.parse(lines[to].slice(END.length)) as { commands: number; cpuUs: number };
  const gcs = lines.slice(from + 1, to).map(gcLine).filter((g) => g !== null);
  const scavenges = gcs.filter((g) => g.kind === "s");
  const majors = gcs.filter((g) => g.kind !== "s");
  const per = (bytes: number) => f(bytes / result.commands / 1024, 1);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  console.log(`  CPU per command ${f(result.cpuUs / result.commands)} µs`);
  // V8's new_space_survived counts what each young-generation GC kept: copied within the nursery, or promoted.
  console.log(`  per command: ${per(sum(scavenges.map((g) => g.survived)))} KB outlived a young-generation GC, of which ${per(sum(scavenges.map((g) => g.promoted)))} KB was promoted to the old generation`);
  const pauses = scavenges.map((g) => g.pause);
  console.log(`  young-generation GCs: ${scavenges.length}, one every ${f(result.commands / Math.max(1, scavenges.length), 0)} commands, pause median ${f(quantile(pauses, 0.5))} ms, max ${f(Math.max(0, ...pauses))} ms`);
  console.log(`  full GCs: ${majors.length}, pauses ${majors.map((g) => f(g.pause)).join(", ") || "none"} ms (their incremental marking steps come on top)`);
}

if (process.argv.includes("--child")) await child();
else await parent();
