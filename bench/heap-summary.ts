// What the live rooms of the memory step are made of: the difference between two V8 heap snapshots, by constructor.
//   BENCH_HEAP_DIR=/tmp/heap npx tsx bench/server-bench.ts --quick --memory 200 --human "" --slow "" --full "" --no-rules
//   npx tsx bench/heap-summary.ts /tmp/heap/before.heapsnapshot /tmp/heap/held.heapsnapshot 200
// Self sizes only (an object's own bytes, not what it points to): the rows add up to the heap difference.
import fs from "node:fs";

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

/** Bytes and counts per "type:name" (objects by constructor; strings, arrays, code and the rest by their type). */
function tally(file: string): Map<string, { bytes: number; count: number }> {
  const snap = JSON.parse(fs.readFileSync(file, "utf8")) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ["type", "name", "self_size"].map((f) => fields.indexOf(f));
  const out = new Map<string, { bytes: number; count: number }>();
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt]];
    const key = type === "object" || type === "closure" || type === "native" ? `${type}:${snap.strings[snap.nodes[i + nameAt]]}` : type;
    const row = out.get(key) ?? { bytes: 0, count: 0 };
    row.bytes += snap.nodes[i + sizeAt];
    row.count += 1;
    out.set(key, row);
  }
  return out;
}

const [beforeFile, afterFile, roomsArg] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  console.error("usage: heap-summary.ts BEFORE.heapsnapshot AFTER.heapsnapshot [rooms]");
  process.exit(2);
}
const rooms = Number(roomsArg ?? 1);
const before = tally(beforeFile);
const after = tally(afterFile);
const rows = [...after].map(([key, a]) => {
  const b = before.get(key) ?? { bytes: 0, count: 0 };
  return { key, bytes: a.bytes - b.bytes, count: a.count - b.count };
});
rows.sort((x, y) => y.bytes - x.bytes);
const total = rows.reduce((n, r) => n + r.bytes, 0);
console.log(`heap difference: ${(total / 1024 / rooms).toFixed(1)} KB per room over ${rooms} rooms (self sizes)`);
console.log("| what | KB per room | objects per room | share |\n|---|---|---|---|");
for (const r of rows.slice(0, 40)) {
  console.log(`| ${r.key} | ${(r.bytes / 1024 / rooms).toFixed(1)} | ${(r.count / rooms).toFixed(0)} | ${((100 * r.bytes) / total).toFixed(1)} % |`);
}
