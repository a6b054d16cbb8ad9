// Summarises a V8 CPU profile (e.g. the server's, from `BENCH_PROFILE_DIR=/tmp/prof npx tsx bench/server-bench.ts`):
// busy time by package / project file and the top functions by self time.
//   npx tsx bench/profile-summary.ts /tmp/prof/CPU.*.cpuprofile
import fs from "node:fs";

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Package name for node_modules code, repo-relative path for ours, the V8 pseudo-frame otherwise. */
function origin(url: string, fn: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (pkg) return pkg[1];
  const ours = /\/((?:server|shared-rules|bots|bench|loadtest)\/.*)$/.exec(url);
  if (ours) return ours[1];
  if (url.startsWith("node:")) return url;
  return `(${fn || "native"})`;
}

const share = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`.padStart(7);

for (const file of process.argv.slice(2)) {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byOrigin = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  let total = 0;
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    total += us;
    if (functionName === "(idle)") continue;
    busy += us;
    const o = origin(url, functionName);
    byOrigin.set(o, (byOrigin.get(o) ?? 0) + us);
    const f = `${functionName || "(anonymous)"} ${o}${url ? `:${lineNumber + 1}` : ""}`;
    byFunction.set(f, (byFunction.get(f) ?? 0) + us);
  }
  console.log(`${file}: ${(total / 1e6).toFixed(1)} s profiled, busy ${share(busy, total).trim()}`);
  console.log("busy time by origin:");
  for (const [o, us] of [...byOrigin].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${share(us, busy)}  ${o}`);
  console.log("top functions by self time:");
  for (const [f, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${share(us, busy)}  ${f}`);
}
