// How close this process is to its open-file limit (every socket is a file). Near it, a new connection would fail
// at accept() or take the last files the process needs for its own work (game logs, the database, the log stream):
// people would see resets and hangs. So within FILE_LIMIT_HEADROOM files of the limit the process sheds load
// clearly instead (http/loadShedding.ts: 503 with a reason, /readyz not ready).
// Node has no getrlimit: the limit is read once from /proc/self/limits (Linux; Node raised the soft limit to the
// hard one as it started). The open files are counted from /proc/self/fd once a second, off the event loop (a
// directory read in libuv's thread pool), and between two counts the sockets accepted or closed since the last one
// are added: a burst of connections is seen at once, and nothing is read per request.
import fs from "node:fs";
import { errorField, log } from "./log.js";

/** How often the open files are counted. */
const COUNT_INTERVAL_MS = 1000;

/** The soft "Max open files" limit of /proc/self/limits, or null when there is none to read (not Linux, unlimited). */
export function readOpenFileLimit(limitsText: string): number | null {
  const line = /^Max open files\s+(\S+)/m.exec(limitsText);
  const soft = line ? Number(line[1]) : NaN;
  return Number.isFinite(soft) && soft > 0 ? soft : null;
}

function openFileLimitOfThisProcess(): number | null {
  try {
    return readOpenFileLimit(fs.readFileSync("/proc/self/limits", "utf8"));
  } catch {
    return null;
  }
}

export class FileHeadroom {
  /** The open-file limit, or null when it cannot be known (then nothing is ever shed). */
  readonly limit: number | null;
  private filesAtCount = 0;
  private socketsAtCount = 0;
  private sockets = 0;
  private timer: NodeJS.Timeout | null = null;
  private counting = false;

  constructor(
    /** Files kept free: within this many of the limit, new work is refused. */
    readonly headroom: number,
    limit: number | null = openFileLimitOfThisProcess(),
  ) {
    this.limit = limit;
  }

  /** Counts the process's open files now and then every second, until stop(). */
  start(): void {
    if (this.limit === null || this.timer) return;
    void this.count();
    this.timer = setInterval(() => void this.count(), COUNT_INTERVAL_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** A socket was accepted; `closed` when it goes. */
  socketOpened(): void {
    this.sockets += 1;
  }

  socketClosed(): void {
    this.sockets -= 1;
  }

  /** Open files now: the last count, corrected by the sockets accepted and closed since. */
  openFiles(): number {
    return this.filesAtCount + (this.sockets - this.socketsAtCount);
  }

  /** Whether the process is within its headroom of the limit. */
  nearLimit(): boolean {
    return this.limit !== null && this.openFiles() >= this.limit - this.headroom;
  }

  /**
   * How many more connections the server may accept at all: the last quarter of the headroom is kept for the
   * process's own files, so past it new connections are dropped unanswered rather than starve a game's log write.
   */
  connectionsLeft(): number {
    if (this.limit === null) return Number.POSITIVE_INFINITY;
    return this.limit - Math.ceil(this.headroom / 4) - this.openFiles();
  }

  private async count(): Promise<void> {
    if (this.counting) return;
    this.counting = true;
    const sockets = this.sockets;
    try {
      // The listing's own directory handle is one of the entries.
      const files = (await fs.promises.readdir("/proc/self/fd")).length - 1;
      this.filesAtCount = files;
      this.socketsAtCount = sockets;
    } catch (error) {
      log.warn({ err: errorField(error) }, "could not count open files");
    } finally {
      this.counting = false;
    }
  }
}
