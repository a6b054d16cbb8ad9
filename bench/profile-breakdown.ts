// Where the server's busy time goes per game command, by what the work was for (inclusive, not self time): each
// sample of a V8 CPU profile is charged to the innermost frame on its stack that names a part of a command's path
// (message read and dispatch, the rules, the projection, the spectators' mirror, encoding, socket writes, the
// store's writes, timers, GC…). Give it the measuring window's profile (BENCH_WINDOW_PROFILE_DIR=dir, the largest
// window-N.cpuprofile) and the commands of that window to print µs per command beside each share.
//   npx tsx bench/profile-breakdown.ts dir/window-N.cpuprofile [commands]
import fs from "node:fs";

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** Parts of a command's path, innermost first: a sample goes to the first part whose test matches a frame on its stack (walking from the leaf). */
const PARTS: [name: string, test: (fn: string, url: string) => boolean][] = [
  ["GC", (fn) => fn === "(garbage collector)"],
  ["socket write (writev/write syscalls)", (fn) => fn === "writev" || fn === "writeBuffer" || fn === "writeUtf8String" || fn === "writeLatin1String"],
  ["ws frame building (ws Sender)", (_fn, url) => /node_modules\/ws\/lib\/sender/.test(url)],
  ["store: file writes (logGameStore commit)", (fn, url) => /logGameStore/.test(url) && fn === "commit"],
  ["store: save() call", (fn, url) => /logGameStore/.test(url) && fn === "save"],
  ["encoding: schema patch (applyPatches)", (fn) => fn === "applyPatches" || fn === "broadcastPatch"],
  // msgpackr's pack.js encodes replies and notices; unpack.js decodes what clients send (its `unpack` matched /pack/ here)
  ["messages: msgpack encode of replies/notices", (_fn, url) => /msgpackr\/pack/.test(url)],
  ["message decode + zod parse + handler", (_fn, url) => /msgpackr\/unpack/.test(url)],
  // The mirror sends the game room's own patches, held back (DelayedPatches; the checkpoints' full encodes included).
  ["mirror: held-back patches (DelayedPatches, WatchRoom.show)", (fn, url) => /DelayedPatches|SpectatorDelay/.test(url) || (/WatchRoom/.test(url) && (fn === "show" || fn === "follow"))],
  ["projection (project, projectClock, views)", (fn, url) => /room\/project(Clock)?\.ts/.test(url) || (/roomPort/.test(url) && fn === "refreshViews")],
  ["rules (applyCommand, applyCommandInPlace)", (fn) => fn === "applyCommand" || fn === "applyCommandInPlace"],
  ["bots (takeover/bot seats)", (_fn, url) => /\/bots\/src\//.test(url)],
  ["turn clock / bot scheduling", (fn, url) => /TurnClock|BotDriver/.test(url)],
  ["lobby listing", (_fn, url) => /lobbyListing|lobby\//.test(url)],
  ["history", (_fn, url) => /historyList/.test(url)],
  ["delivery (outbox, notifications)", (_fn, url) => /DurableOutbox|notifications|GameMaster/.test(url)],
  ["message decode + zod parse + handler", (_fn, url) => /handlers\/|messageSchemas|zod/.test(url)],
  ["colyseus message dispatch (_onMessage)", (fn) => fn === "_onMessage"],
  ["ws frame reading (ws Receiver)", (_fn, url) => /node_modules\/ws\/lib\/receiver/.test(url)],
  ["socket read (onStreamRead)", (fn) => fn === "onStreamRead"],
  ["heartbeat / pings", (_fn, url) => /webSocketTransport|connectionDeadlines/.test(url)],
  ["timers (listOnTimeout)", (fn) => fn === "listOnTimeout" || fn === "processTimers"],
  ["immediates (processImmediate)", (fn) => fn === "processImmediate"],
  ["microtasks / promises", (fn) => fn === "processTicksAndRejections" || fn === "runMicrotasks"],
];

const file = process.argv[2];
const commands = Number(process.argv[3] ?? NaN);
const profile = JSON.parse(fs.readFileSync(file, "utf8")) as CpuProfile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const partOf = new Map<number, string>();
function classify(id: number): string {
  const known = partOf.get(id);
  if (known !== undefined) return known;
  let part = "other";
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const { functionName, url } = byId.get(at)!.callFrame;
    const hit = PARTS.find(([, test]) => test(functionName, url));
    if (hit) {
      part = hit[0];
      break;
    }
  }
  // The same node always gives the same answer (its stack does not change).
  partOf.set(id, part);
  return part;
}
/** Who the work was for: the outermost of these on the stack (the game room's delivery, the mirror, a message…). */
const CONTEXTS: [name: string, test: (fn: string, url: string) => boolean][] = [
  ["message in (read, dispatch, commit)", (fn) => fn === "onStreamRead" || fn === "_onMessage"],
  ["store batch (file writes, then durable callbacks)", (fn) => fn === "processImmediate"],
  ["mirror (recording and releasing held-back patches)", (fn, url) => /SpectatorDelay/.test(url) || (/WatchRoom/.test(url) && (fn === "show" || fn === "follow"))],
  ["game room delivery (GameMaster.delivered)", (fn, url) => /GameMaster/.test(url) && fn === "delivered"],
  ["timers", (fn) => fn === "listOnTimeout" || fn === "processTimers"],
  ["promise jobs", (fn) => fn === "processTicksAndRejections" || fn === "runMicrotasks"],
];
const contextOf = new Map<number, string>();
function context(id: number): string {
  const known = contextOf.get(id);
  if (known !== undefined) return known;
  const stack: number[] = [];
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) stack.push(at);
  // Innermost context wins (delivery inside a store batch is delivery; the mirror inside delivery is the mirror).
  let found = "(no context)";
  for (const at of stack) {
    const { functionName, url } = byId.get(at)!.callFrame;
    const hit = CONTEXTS.find(([, test]) => test(functionName, url));
    if (hit) {
      found = hit[0];
      break;
    }
  }
  contextOf.set(id, found);
  return found;
}
const byContext = new Map<string, Map<string, number>>();
const totals = new Map<string, number>();
let busy = 0;
let total = 0;
profile.samples.forEach((id, i) => {
  const us = profile.timeDeltas[i] ?? 0;
  total += us;
  if (byId.get(id)!.callFrame.functionName === "(idle)") return;
  busy += us;
  const part = classify(id);
  totals.set(part, (totals.get(part) ?? 0) + us);
  const c = context(id);
  const parts = byContext.get(c) ?? new Map<string, number>();
  parts.set(part, (parts.get(part) ?? 0) + us);
  byContext.set(c, parts);
});
console.log(`${file}: ${(total / 1e6).toFixed(1)} s, busy ${((100 * busy) / total).toFixed(1)} %${Number.isFinite(commands) ? `, ${commands} commands: ${(busy / commands).toFixed(0)} µs busy per command` : ""}`);
for (const [part, us] of [...totals].sort((a, b) => b[1] - a[1])) {
  const perCommand = Number.isFinite(commands) ? `${(us / commands).toFixed(1).padStart(7)} µs` : "";
  console.log(`  ${((100 * us) / busy).toFixed(1).padStart(5)} %  ${perCommand}  ${part}`);
}
console.log("by context (innermost of: message in, store batch, mirror, delivery, timers, promise jobs), then part:");
const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
for (const [c, parts] of [...byContext].sort((a, b) => sum(b[1]) - sum(a[1]))) {
  const us = sum(parts);
  console.log(`  ${((100 * us) / busy).toFixed(1).padStart(5)} %  ${Number.isFinite(commands) ? `${(us / commands).toFixed(1).padStart(7)} µs` : ""}  ${c}`);
  for (const [part, pus] of [...parts].sort((a, b) => b[1] - a[1]).filter(([, x]) => x / busy > 0.003)) {
    console.log(`          ${Number.isFinite(commands) ? `${(pus / commands).toFixed(1).padStart(7)} µs` : ""}    ${part}`);
  }
}
