// What a command leaves alive in its room until that room's next command (what young-generation GCs copy and
// promote), socket-free: bench/room-churn.ts's rooms take one command each in turn, ten rounds, then one more under V8's
// sampling heap profiler, then a full GC: what is alive of that round's allocations is what each room's command left
// until the room's next one, plus what the commands added for good (log lines, history): what outlives a young GC. Prints the allocation sites by bytes still alive, per command.
//   npx tsx bench/churn-heap.ts [--rooms 2000] [--top 25]
import { Session } from "node:inspector/promises";
import { commitHash, numberOption as option } from "./benchKit.js";
import { botGame, delivered, startedMaster, type Tally } from "./roomKit.js";

const ROOMS = option("rooms", 2000);
const TOP = option("top", 25);
const GAMES = 20;

interface HeapNode { callFrame: { functionName: string; url: string }; selfSize: number; children: HeapNode[] }

const tally: Tally = { commands: 0, bytes: 0 };
const games = Array.from({ length: GAMES }, (_, i) => botGame(i + 1));
const rooms = Array.from({ length: ROOMS }, (_, i) => ({ master: startedMaster(`heap-${i}`, (i % GAMES) + 1, tally), log: games[i % GAMES], next: 0 }));
await delivered();
async function round(): Promise<number> {
  let done = 0;
  for (const room of rooms) {
    const { player, command } = room.log[room.next++];
    if (!room.master.play(player, command).ok) throw new Error("refused");
    done++;
    if (done % 50 === 0) await delivered();
  }
  await delivered();
  return done;
}
for (let i = 0; i < 10; i++) await round();
(globalThis as { gc?: () => void }).gc?.();
const session = new Session();
session.connect();
await session.post("HeapProfiler.enable");
await session.post("HeapProfiler.startSampling", { samplingInterval: 1024 });
const ROUNDS = 1;
let commands = 0;
for (let i = 0; i < ROUNDS; i++) commands += await round();
(globalThis as { gc?: () => void }).gc?.();
const { profile } = (await session.post("HeapProfiler.stopSampling")) as unknown as { profile: { head: HeapNode } };
const sites = new Map<string, number>();
let total = 0;
function walk(node: HeapNode, stack: string[]): void {
  const here = `${node.callFrame.functionName || "(anonymous)"} ${node.callFrame.url.split("/").slice(-2).join("/")}`;
  const next = [here, ...stack].slice(0, 4);
  if (node.selfSize > 0) {
    const key = next.join(" < ");
    sites.set(key, (sites.get(key) ?? 0) + node.selfSize);
    total += node.selfSize;
  }
  for (const child of node.children) walk(child, next);
}
walk(profile.head, []);
console.log(`churn heap @ ${commitHash()}: ${ROOMS} rooms, ${commands} commands (${ROUNDS} rounds) under the sampling heap profiler; alive after it: ${(total / commands).toFixed(0)} bytes per command`);
for (const [site, bytes] of [...sites].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${(bytes / commands).toFixed(0).padStart(6)} B  ${site}`);
for (const room of rooms) room.master.dispose();
