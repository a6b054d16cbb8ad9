// A V8 heap snapshot summed by what its objects are: bytes and counts per "type:name" (objects by constructor;
// strings, arrays, code and the rest by their type). Self sizes only, so two tallies' differences add up to the
// heap difference (bench/heap-summary.ts, bench/game-churn-heap.ts).
import fs from "node:fs";

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

export type HeapTally = Map<string, { bytes: number; count: number }>;

export function tallySnapshot(file: string): HeapTally {
  const snap = JSON.parse(fs.readFileSync(file, "utf8")) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ["type", "name", "self_size"].map((f) => fields.indexOf(f));
  const out: HeapTally = new Map();
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

/** What `after` holds more than `before`, per type, largest growth first. */
export function tallyDifference(before: HeapTally, after: HeapTally): { key: string; bytes: number; count: number }[] {
  const rows = [...after].map(([key, a]) => {
    const b = before.get(key) ?? { bytes: 0, count: 0 };
    return { key, bytes: a.bytes - b.bytes, count: a.count - b.count };
  });
  return rows.sort((x, y) => y.bytes - x.bytes);
}
