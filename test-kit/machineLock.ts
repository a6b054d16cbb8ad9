// One holder at a time of something the whole machine shares, for test files that run side by side (mocha
// --parallel, or other checkouts' test runs): e.g. the loopback addresses' port 443, which two push suites must each
// bind to prove a forged request never reaches it. Without the lock the second suite finds the port taken and skips.
// The lock is a folder (mkdir is atomic) holding its owner's pid; a waiter sleeps until the folder is removed (a
// watch on its parent), and takes over a lock whose owner has died.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const LOCKS = path.join(os.tmpdir(), "ttr-test-locks");

export interface MachineLock {
  release(): void;
}

function ownerAlive(lockDir: string): boolean {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(lockDir, "pid"), "utf8"));
  } catch {
    return true; // being created or removed right now: look again at the next change
  }
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function tryTake(lockDir: string): boolean {
  try {
    fs.mkdirSync(lockDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    if (!ownerAlive(lockDir)) fs.rmSync(lockDir, { recursive: true, force: true });
    return false;
  }
  fs.writeFileSync(path.join(lockDir, "pid"), String(process.pid));
  return true;
}

/** Waits until this process holds the machine-wide lock `name`; `release()` it when done (an `after` hook). */
export async function takeMachineLock(name: string): Promise<MachineLock> {
  fs.mkdirSync(LOCKS, { recursive: true });
  const lockDir = path.join(LOCKS, name);
  for (;;) {
    // Watch before trying, so a release between the try and the wait is not missed.
    let wake = () => {};
    const changed = new Promise<void>((resolve) => (wake = resolve));
    const watcher = fs.watch(LOCKS, () => wake());
    try {
      if (tryTake(lockDir)) return { release: () => fs.rmSync(lockDir, { recursive: true, force: true }) };
      await changed; // (an owner killed while we wait is noticed at the folder's next change; the test's timeout bounds it)
    } finally {
      watcher.close();
    }
  }
}
