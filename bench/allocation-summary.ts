// What a sampling heap profile says is still alive of what was allocated while it ran (BENCH_WINDOW_PROFILE_DIR
// writes one per measuring window beside its CPU profile): the allocation sites holding the most, by self size and
// with the caller chain. Objects that outlive a young-generation GC are copied by it, so these are what make
// scavenges slow. Estimates: V8 samples one allocation per sampling interval (32 KB here). With
// BENCH_HEAP_KEEP_MAJOR_GC=1 on the bench, the profile also holds what a full GC collected later: objects that were
// promoted and died old, the garbage that paces full GCs, but also whatever young garbage a full GC happened to find
// in the nursery (V8 keeps every sample a full GC collects): with a 64 MB nursery that can be most of it. Without the
// flag the profile says what is still alive, the surer reading.
//   npx tsx bench/allocation-summary.ts /tmp/prof/window-8.heapprofile [--top 20]
import fs from "node:fs";

interface HeapNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: HeapNode[];
}

const file = process.argv[2];
if (!file) throw new Error("usage: allocation-summary.ts FILE.heapprofile [--top N]");
const topIndex = process.argv.indexOf("--top");
const top = topIndex >= 0 ? Number(process.argv[topIndex + 1]) : 20;
const { head } = JSON.parse(fs.readFileSync(file, "utf8")) as { head: HeapNode };

const frame = (n: HeapNode) => `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.split("/").slice(-2).join("/")}:${n.callFrame.lineNumber + 1}`;
const sites: { size: number; chain: string[] }[] = [];
let total = 0;
const walk = (node: HeapNode, chain: string[]): void => {
  const here = [frame(node), ...chain];
  if (node.selfSize > 0) {
    sites.push({ size: node.selfSize, chain: here.slice(0, 6) });
    total += node.selfSize;
  }
  for (const child of node.children) walk(child, here);
};
walk(head, []);
console.log(`${file}: ${(total / 2 ** 20).toFixed(1)} MB allocated in the window and still alive at its end (sampled)`);
for (const site of sites.sort((a, b) => b.size - a.size).slice(0, top)) {
  console.log(`${(site.size / 2 ** 20).toFixed(2).padStart(7)} MB  ${site.chain.join(" < ")}`);
}
