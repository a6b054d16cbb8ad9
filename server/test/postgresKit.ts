// One throw-away PostgreSQL for the whole test run (scripts/infra/postgres.ts), started by the first test that
// asks for it and stopped after the last test. Each caller gets its own fresh database.
import { startPostgres, type RunningPostgres } from "../../scripts/infra/postgres.js";

let running: Promise<RunningPostgres> | null = null;

/** A new empty database on the shared server; answers its URL. */
export async function freshDatabase(): Promise<string> {
  running ??= startPostgres();
  return (await running).createDatabase();
}

after(async function () {
  this.timeout(60_000);
  if (running) await (await running).stop();
  running = null;
});

/** The server's storage for tests that run on each: its own files (no database URL), or a fresh PostgreSQL database. */
export const DATABASE_BACKENDS: readonly { name: string; database: () => Promise<string | undefined> }[] = [
  { name: "embedded", database: async () => undefined },
  { name: "PostgreSQL", database: freshDatabase },
];
