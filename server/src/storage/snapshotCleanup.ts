// saveGameState writes snapshot files into DATA_DIR/snapshots (tens of KB each, as often as every few seconds per
// game); nothing reads them back. So the folder does not grow while the server runs, each write keeps only its game's
// newest SNAPSHOTS_PER_GAME files, and files older than SNAPSHOT_MAX_AGE_DAYS go at start-up and every hour.
import fs from "node:fs/promises";
import path from "node:path";
import { errorField, log } from "../monitoring/log.js";

export async function removeOldSnapshots(dataDir: string, maxAgeDays: number, now = Date.now()): Promise<number> {
  const dir = path.join(dataDir, "snapshots");
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile() && now - stat.mtimeMs > maxAgeDays * 24 * 3600 * 1000) {
      await fs.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** The start of every snapshot file name of a game (the game's version follows). */
export function snapshotPrefix(gameId: string): string {
  return `${gameId.replace(/[^A-Za-z0-9_-]/g, "_")}-v`;
}

/** Removes all but the `keep` newest snapshots (by game version) of the game whose files start with `prefix`. */
export async function keepNewestSnapshots(dir: string, prefix: string, keep: number): Promise<number> {
  const versionOf = (name: string) => Number(name.slice(prefix.length, -".json".length));
  const names = (await fs.readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.startsWith(prefix) && name.endsWith(".json") && Number.isInteger(versionOf(name)))
    .sort((a, b) => versionOf(b) - versionOf(a));
  const old = names.slice(Math.max(0, keep));
  await Promise.all(old.map((name) => fs.rm(path.join(dir, name), { force: true })));
  return old.length;
}

const HOUR_MS = 3600 * 1000;

/** Removes snapshots past their age now and every hour after, until the returned function is called. */
export function cleanSnapshotsWhileRunning(dataDir: string, maxAgeDays: number): () => void {
  const clean = () =>
    removeOldSnapshots(dataDir, maxAgeDays).catch((error: unknown) => log.warn({ err: errorField(error) }, "snapshot cleanup failed"));
  void clean();
  const timer = setInterval(clean, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
