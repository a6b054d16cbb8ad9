// saveGameState writes snapshot files into DATA_DIR/snapshots for people to download; nothing reads them back.
// They are removed once older than SNAPSHOT_MAX_AGE_DAYS, at start-up, so the folder does not grow forever.
import fs from "node:fs/promises";
import path from "node:path";

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
