// Where the local cluster keeps its PostgreSQL: DATA_DIR/postgres when the user PostgreSQL runs as can reach it.
// As root PostgreSQL runs as the `postgres` user (it refuses root), and that user must be able to enter every folder
// above its data; a DATA_DIR made by `mktemp -d` (mode 700, root's) is not enterable, and initdb stops with
// "could not access directory …: Permission denied". Rather than loosen the permissions of the operator's folders
// (DATA_DIR also holds the token secret), the data then goes to a folder of the postgres user's own, named after
// DATA_DIR so that the same DATA_DIR finds the same data again, and the launcher says where and why.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export interface PostgresFolder {
  dir: string;
  /** Set when the folder is not DATA_DIR/postgres: what the operator should know (where, why, how to change it). */
  note?: string;
}

const POSTGRES_USER = "postgres";

const runningAsRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/** The postgres user's uid and groups. */
function postgresIds(): { uid: number; groups: Set<number> } {
  const id = (flag: string) => execFileSync("id", [flag, POSTGRES_USER]).toString().trim();
  return { uid: Number(id("-u")), groups: new Set(id("-G").split(/\s+/).map(Number)) };
}

/** The folders from / down to `dir` whose permission bits keep the postgres user out (each needs x for it). */
export function closedToPostgres(dir: string): string[] {
  const { uid, groups } = postgresIds();
  const closed: string[] = [];
  const parts = path.resolve(dir).split(path.sep).filter(Boolean);
  for (let i = 0; i <= parts.length; i++) {
    const folder = path.sep + parts.slice(0, i).join(path.sep);
    const { mode, uid: owner, gid } = fs.statSync(folder);
    const enters = owner === uid ? (mode & 0o100) !== 0 : groups.has(gid) ? (mode & 0o010) !== 0 : (mode & 0o001) !== 0;
    if (!enters) closed.push(folder);
  }
  return closed;
}

/** The postgres user's home (Debian: /var/lib/postgresql), from the password database. */
function postgresHome(): string {
  const entry = execFileSync("getent", ["passwd", POSTGRES_USER]).toString().trim();
  return entry.split(":")[5] || "/var/lib/postgresql";
}

export function postgresFolderFor(dataDir: string): PostgresFolder {
  const wanted = path.resolve(dataDir, "postgres");
  if (!runningAsRoot()) return { dir: wanted };
  fs.mkdirSync(dataDir, { recursive: true });
  const absolute = path.resolve(dataDir);
  const closed = closedToPostgres(absolute);
  if (closed.length === 0) return { dir: wanted };
  const name = crypto.createHash("sha256").update(absolute).digest("hex").slice(0, 16);
  const dir = path.join(postgresHome(), "ttr-cluster", name);
  return {
    dir,
    note:
      `the postgres user cannot enter ${closed.join(", ")} (PostgreSQL refuses to run as root and runs as that user), ` +
      `so its data is in ${dir} (the same DATA_DIR finds it again). To keep it in ${wanted} instead, let that user ` +
      `through: chmod o+x ${closed.join(" ")}; or set DATABASE_URL to a PostgreSQL of your own.`,
  };
}
