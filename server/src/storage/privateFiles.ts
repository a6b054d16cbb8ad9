// DATA_DIR's secrets are readable by the server's own user only (mode 0600): the token secret (anyone who reads it
// can sign a login token for any account), the VAPID private key, and the accounts (bcrypt hashes, emails) and push
// subscriptions (each browser's push keys). Files written before, or copied in with another mode, are put right at
// start-up; the JSON files are rewritten through PrivateJsonFile, whose temporary file is made 0600 before it
// replaces the old one (lowdb's own writer makes each new file with the default 0644).
import fsp from "node:fs/promises";
import path from "node:path";
import type { Adapter } from "lowdb";
import { log } from "../monitoring/log.js";

/** The mode of every secret file: read and write for the server's user, nothing for anyone else. */
export const PRIVATE_MODE = 0o600;

/** DATA_DIR's files that hold secrets or personal data. */
export const PRIVATE_FILES = ["jwt-secret", "vapid-keys.json", "users.json", "sessions.log", "ratings.log", "push-subscriptions.json", "social.json"] as const;

/** Sets every existing secret file of `dataDir` to 0600 (warning for each that was open to others). */
export async function keepSecretFilesPrivate(dataDir: string): Promise<void> {
  for (const name of PRIVATE_FILES) {
    const file = path.join(dataDir, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (!stat?.isFile() || (stat.mode & 0o777) === PRIVATE_MODE) continue;
    await fsp.chmod(file, PRIVATE_MODE);
    if (stat.mode & 0o077) log.warn(`${file} was readable by other users (mode ${(stat.mode & 0o777).toString(8)}): set to 600`);
  }
}

/**
 * A lowdb adapter for one JSON file kept 0600: each write goes to a temporary file made 0600, then replaces the file
 * (atomic, like lowdb's own). Writes asked for while one is on its way are written together by the next one.
 */
export class PrivateJsonFile<T> implements Adapter<T> {
  private readonly temporary: string;
  private last: Promise<void> = Promise.resolve();
  private next: Promise<void> | null = null;
  private latest: T | undefined;

  constructor(private readonly file: string) {
    this.temporary = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
  }

  async read(): Promise<T | null> {
    try {
      return JSON.parse(await fsp.readFile(this.file, "utf8")) as T;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  write(data: T): Promise<void> {
    this.latest = data;
    if (!this.next) {
      this.next = this.last
        .catch(() => {})
        .then(async () => {
          this.next = null;
          await fsp.rm(this.temporary, { force: true }); // a leftover keeps its own mode when written over
          await fsp.writeFile(this.temporary, JSON.stringify(this.latest), { mode: PRIVATE_MODE, flag: "wx" });
          await fsp.rename(this.temporary, this.file);
        });
      this.last = this.next;
    }
    return this.next;
  }
}
