// What the live rooms of the memory step are made of: the difference between two V8 heap snapshots, by constructor.
//   BENCH_HEAP_DIR=/tmp/heap npx tsx bench/server-bench.ts --quick --memory 200 --human "" --slow "" --full "" --no-rules
//   npx tsx bench/heap-summary.ts /tmp/heap/before.heapsnapshot /tmp/heap/held.heapsnapshot 200
// Self sizes only (an object's own bytes, not what it points to): the rows add up to the heap difference.
import { tallyDifference, tallySnapshot } from "./heapSnapshotTally.js";

const [beforeFile, afterFile, roomsArg] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  console.error("usage: heap-summary.ts BEFORE.heapsnapshot AFTER.heapsnapshot [rooms]");
  process.exit(2);
}
const rooms = Number(roomsArg ?? 1);
const rows = tallyDifference(tallySnapshot(beforeFile), tallySnapshot(afterFile));
const total = rows.reduce((n, r) => n + r.bytes, 0);
console.log(`heap difference: ${(total / 1024 / rooms).toFixed(1)} KB per room over ${rooms} rooms (self sizes)`);
console.log("| what | KB per room | objects per room | share |\n|---|---|---|---|");
for (const r of rows.slice(0, 40)) {
  console.log(`| ${r.key} | ${(r.bytes / 1024 / rooms).toFixed(1)} | ${(r.count / rooms).toFixed(0)} | ${((100 * r.bytes) / total).toFixed(1)} % |`);
}
