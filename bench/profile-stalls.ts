// The longest stretches of a V8 CPU profile during which the main thread never went idle (the event-loop stalls that
// a latency p99 shows), and the functions that filled each one. A summary of the whole profile
// (bench/profile-summary.ts) cannot tell one 800 ms stall from many short calls; this can.
//   npx tsx bench/profile-stalls.ts /tmp/prof/server-process/CPU.*.cpuprofile [--top 5] [--min-ms 100]
import fs from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const file = process.argv[2];
if (!file) throw new Error("usage: profile-stalls.ts FILE.cpuprofile [--top N] [--min-ms MS]");
const option = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const top = option("top", 5);
const minMs = option("min-ms", 100);

const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (n: ProfileNode) => `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.split("/").slice(-2).join("/")}:${n.callFrame.lineNumber + 1}`;
const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === "(idle)").map((n) => n.id));

/** Busy stretches: consecutive non-idle samples. */
interface Stretch {
  startMs: number;
  ms: number;
  samples: number[];
}
const stretches: Stretch[] = [];
let t = 0;
let current: Stretch | null = null;
for (let i = 0; i < profile.samples.length; i++) {
  const dt = profile.timeDeltas[i] / 1000;
  t += dt;
  const sample = profile.samples[i];
  if (idle.has(sample)) {
    if (current) stretches.push(current);
    current = null;
    continue;
  }
  current ??= { startMs: t, ms: 0, samples: [] };
  current.ms += dt;
  current.samples.push(sample);
}
if (current) stretches.push(current);

const longest = stretches.filter((s) => s.ms >= minMs).sort((a, b) => b.ms - a.ms).slice(0, top);
console.log(`${file}: ${stretches.length} busy stretches; ${stretches.filter((s) => s.ms >= minMs).length} of ${minMs} ms or more`);
for (const s of longest) {
  console.log(`\n${s.ms.toFixed(0)} ms busy from ${(s.startMs / 1000).toFixed(1)} s:`);
  // Inclusive samples per function (each function counted once per sample), the heaviest first.
  const inclusive = new Map<string, number>();
  for (const id of s.samples) {
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const key = name(byId.get(node)!);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + 1);
    }
  }
  const rows = [...inclusive.entries()].filter(([k]) => !k.startsWith("(root)")).sort((a, b) => b[1] - a[1]).slice(0, 25);
  for (const [key, count] of rows) console.log(`  ${((100 * count) / s.samples.length).toFixed(0).padStart(3)} %  ${key}`);
}
