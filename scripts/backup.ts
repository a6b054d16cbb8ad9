// `npm run backup -- --to <folder>`: a backup of a running server's data, taken while people play (docs/DEPLOY.md,
// "Backup and restore"). Reads DATA_DIR and DATABASE_URL from the environment or .env, like the server.
//   --to <folder>          where the backup goes (created; must not exist yet or be empty)
//   --data-dir <folder>    DATA_DIR (default: the server's, ./data)
//   --database-url <url>   DATABASE_URL (default: the server's; unset = the embedded store only)
//
// PostgreSQL: `pg_dump --format=custom` into <folder>/database.dump. pg_dump reads every table in one transaction
// snapshot, and the server writes a game's row and its commands in one statement, so the dump is one moment of the
// database. DATA_DIR is copied beside it (its secrets: jwt-secret, vapid-keys.json, when not set in the environment).
//
// Embedded store: DATA_DIR copied file by file in an order that makes the copy a state the server could have left
// behind at a crash (which it recovers from, see server/README.md "Persistence"):
//   1. games/*.log, then games/finished.index, then games/finished/*.log. The logs are append-only: a copy is a
//      prefix, and a line torn by a write in progress is cut off at the next start. A game that ends during the copy
//      is renamed into finished/ after its index line: read either before the move (from games/) or after it (from
//      finished/, copied last).
//   2. then the accounts: users.json (lowdb writes it whole to a temporary file and renames it over: the copy is the
//      old or the new file, never half of one), then sessions.log and ratings.log (append-only, torn lines skipped).
//      After the games, so that everybody seated in a copied game has their account; and a game rated during the copy
//      is, in the copy, rated in the accounts but maybe not marked in its log, which start-up settles without rating
//      it twice (the accounts remember the rated game ids).
//   3. then the rest: push-subscriptions.json, the secrets, snapshots/.
import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadEnvFile } from "../server/src/envFile.js";

/** DATA_DIR's account files, in the order they are copied (after the games). */
const ACCOUNT_FILES = ["users.json", "sessions.log", "ratings.log"];

export interface BackupReport {
  files: number;
  databaseDump: string | null;
}

/** Copies one file when it exists; a file gone since it was listed (a game log moved into finished/) is skipped. */
async function copyIfPresent(from: string, to: string): Promise<boolean> {
  try {
    await fs.mkdir(path.dirname(to), { recursive: true });
    await fs.copyFile(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

async function namesIn(folder: string): Promise<string[]> {
  return fs.readdir(folder).catch((error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? [] : Promise.reject(error)));
}

/** Every file under `folder` (relative to it), or none when it does not exist. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? [] : Promise.reject(error)));
  return entries.filter((e) => e.isFile()).map((e) => path.relative(folder, path.join(e.parentPath, e.name)));
}

/** DATA_DIR copied in the order above; answers how many files were copied. */
export async function copyDataDir(dataDir: string, to: string): Promise<number> {
  const order: string[] = [];
  const games = path.join(dataDir, "games");
  for (const name of (await namesIn(games)).sort()) if (name.endsWith(".log")) order.push(path.join("games", name));
  order.push(path.join("games", "finished.index"));
  for (const name of (await namesIn(path.join(games, "finished"))).sort()) order.push(path.join("games", "finished", name));
  order.push(...ACCOUNT_FILES);
  // Everything else, once the games and the accounts are in (the secrets, push subscriptions, snapshots). The folder
  // of a PostgreSQL the local cluster keeps in DATA_DIR is not a backup: pg_dump is.
  const taken = new Set(order);
  for (const file of await filesUnder(dataDir)) {
    if (!taken.has(file) && !file.startsWith(`postgres${path.sep}`) && !file.startsWith(`games${path.sep}`)) order.push(file);
  }
  let copied = 0;
  for (const file of order) if (await copyIfPresent(path.join(dataDir, file), path.join(to, file))) copied++;
  return copied;
}

/** pg_dump from PATH, else from the newest /usr/lib/postgresql/<version>/bin (Debian's), else POSTGRES_BIN_DIR's. */
export function postgresTool(name: "pg_dump" | "pg_restore"): string {
  const dirs = [process.env.POSTGRES_BIN_DIR, ...(process.env.PATH ?? "").split(path.delimiter)].filter((d): d is string => Boolean(d));
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) for (const version of readdirSync(debian).sort((a, b) => Number(b) - Number(a))) dirs.push(path.join(debian, version, "bin"));
  const found = dirs.map((d) => path.join(d, name)).find((file) => existsSync(file));
  if (!found) throw new Error(`${name} not found: install PostgreSQL's client tools (Debian: postgresql-client) or set POSTGRES_BIN_DIR`);
  return found;
}

/** One consistent dump of the database (pg_dump's custom format, for pg_restore). */
export function dumpDatabase(databaseUrl: string, file: string): void {
  execFileSync(postgresTool("pg_dump"), ["--format=custom", "--no-owner", "--file", file, "--dbname", databaseUrl], { stdio: ["ignore", "inherit", "inherit"] });
}

export async function backup(options: { dataDir: string; databaseUrl?: string; to: string }): Promise<BackupReport> {
  await fs.mkdir(options.to, { recursive: true });
  if ((await fs.readdir(options.to)).length > 0) throw new Error(`${options.to} is not empty: a backup goes into a new folder`);
  // The database first: DATA_DIR then holds only what it does not (secrets, snapshots), which do not change with play.
  let databaseDump: string | null = null;
  if (options.databaseUrl) {
    databaseDump = path.join(options.to, "database.dump");
    dumpDatabase(options.databaseUrl, databaseDump);
  }
  const files = await copyDataDir(options.dataDir, path.join(options.to, "data"));
  return { files, databaseDump };
}

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  loadEnvFile();
  const to = option("to");
  if (!to) {
    console.error("usage: npm run backup -- --to <new folder> [--data-dir DATA_DIR] [--database-url DATABASE_URL]");
    process.exit(2);
  }
  const dataDir = path.resolve(option("data-dir") ?? (process.env.DATA_DIR?.trim() || "./data"));
  const databaseUrl = option("database-url") ?? (process.env.DATABASE_URL?.trim() || undefined);
  const report = await backup({ dataDir, databaseUrl, to: path.resolve(to) });
  console.log(`backup in ${path.resolve(to)}: ${report.files} files of ${dataDir} in data/${report.databaseDump ? ", the database in database.dump" : ""}`);
}
