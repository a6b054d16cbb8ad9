// What @colyseus/schema 3.0 leaves behind after each patch, kept in place instead of made anew. After encoding, the
// encoder ends every changed structure's change set (`ChangeTree.prototype.endEncode`): it allocates a fresh change
// set ({ indexes, operations }) and a fresh `indexedOperations` object, and an ArraySchema's `~onEncodeEnd` copies its
// whole item list into a new `tmpItems` array (the history's ~100 codes, the board's 100 route owners) and makes a
// new `deletedIndexes`. Each of them lives until that structure's next change: at human pace the room's next
// command, long after a young-generation GC, which copies them and then promotes them (bench/churn-heap.ts: about
// half of what a command leaves alive). Here the same objects are emptied, and the item list copied into the array
// that held the last copy: the same contents, read the same way by the encoder, with no new objects. And a seat's
// StateView: the encoder clears its `changes` map after encoding each patch for it, and V8 gives a cleared Map a new
// table even when it was empty (five per command, one per seat): leanStateView() skips clearing an empty one.
import { ArraySchema, ChangeTree, StateView } from "@colyseus/schema";

/** @colyseus/schema's `$onEncodeEnd` key (a plain string property in 3.0). */
const ON_ENCODE_END = "~onEncodeEnd";

interface ChangeSet {
  indexes: Record<number, number>;
  operations: (number | undefined)[];
  queueRootNode?: unknown;
}

interface ChangeTreeInternals {
  indexedOperations: Record<number, number>;
  ref: Record<string, (() => void) | undefined>;
  isNew: boolean;
}

interface ArrayInternals {
  items: unknown[];
  tmpItems: unknown[];
  deletedIndexes: Record<number, boolean>;
}

/**
 * The library's endEncode, with its change set and indexedOperations kept and emptied in place, through the
 * operations list: it names every key of the change set's index (setOperationAtIndex and deleteOperationAtIndex keep
 * the two in step) and nearly always every key of indexedOperations; any key left there (a structure re-added to the
 * tree marks fields the list does not name) makes it a new object, as the library always does (the index too, should
 * one be left), so both end empty
 * exactly as the library leaves them. A for…in over each object cost more CPU (full-speed profile: discardChanges
 * 2.8 → 10.5 µs per command; this: ~7), and new objects as the library makes them outlive a young GC: room-churn
 * 2.8 KB survived per command this way, 4.5 KB with them.
 */
function endEncodeInPlace(this: ChangeTreeInternals & Record<string, ChangeSet | undefined>, changeSetName: string): void {
  const marks = this.indexedOperations;
  const set = this[changeSetName];
  if (set) {
    const { indexes, operations } = set;
    for (let i = 0; i < operations.length; i++) {
      const index = operations[i];
      if (index === undefined) continue;
      if (index >= 0) delete indexes[index];
      delete marks[index];
    }
    operations.length = 0;
    if (hasKeys(indexes)) set.indexes = {};
    // createChangeSet() leaves it undefined too: the encoder's list of changed structures starts again empty.
    set.queueRootNode = undefined;
  } else {
    this[changeSetName] = { indexes: {}, operations: [], queueRootNode: undefined };
  }
  if (hasKeys(marks)) this.indexedOperations = {};
  this.ref[ON_ENCODE_END]?.();
  this.isNew = false;
}

/** The ArraySchema's onEncodeEnd: the items as encoded, copied into the previous copy's array. */
function arrayEncodeEndInPlace(this: ArrayInternals): void {
  const items = this.items;
  const copy = this.tmpItems;
  if (copy === items) {
    this.tmpItems = items.slice();
  } else {
    copy.length = items.length;
    for (let i = 0; i < items.length; i++) copy[i] = items[i];
  }
  // Marks of items deleted since the last patch: rare (a list shrinking), so a new object only after one.
  if (hasKeys(this.deletedIndexes)) this.deletedIndexes = {};
}

function hasKeys(object: object): boolean {
  for (const _key in object) return true;
  return false;
}

let installed = false;
/** The library's own two methods, as they were before reuseChangeSets() replaced them (for the internals test). */
export const replacedMethods: { endEncode?: unknown; arrayEncodeEnd?: unknown } = {};

/** Replaces the two library methods on their prototypes, once per process. Call it before any state is encoded. */
export function reuseChangeSets(): void {
  if (installed) return;
  installed = true;
  replacedMethods.endEncode = (ChangeTree.prototype as unknown as { endEncode: unknown }).endEncode;
  replacedMethods.arrayEncodeEnd = (ArraySchema.prototype as unknown as Record<string, unknown>)[ON_ENCODE_END];
  (ChangeTree.prototype as unknown as { endEncode: typeof endEncodeInPlace }).endEncode = endEncodeInPlace;
  (ArraySchema.prototype as unknown as Record<string, unknown>)[ON_ENCODE_END] = arrayEncodeEndInPlace;
}

/** A Map whose clear() leaves an empty map alone (V8 allocates a new table on every clear). */
class EmptyKeepingMap<K, V> extends Map<K, V> {
  override clear(): void {
    if (this.size > 0) super.clear();
  }
}

/** A StateView whose per-patch `changes` map is not re-allocated while it stays empty (most patches). */
export function leanStateView(): StateView {
  const view = new StateView();
  (view as unknown as { changes: Map<unknown, unknown> }).changes = new EmptyKeepingMap();
  return view;
}
