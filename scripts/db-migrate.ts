// npm run db:migrate: applies the pending schema migrations to the database DATABASE_URL names (from the
// environment or .env). The server also does this at start; this is for operators who migrate before a deploy.
import pg from "pg";
import { loadEnvFile } from "../server/src/envFile.js";
import { migrate } from "../server/src/storage/postgres/migrate.js";

loadEnvFile();
const url = process.env.DATABASE_URL?.trim();
if (!url) {
  console.error("DATABASE_URL is not set: the embedded store (DATA_DIR) needs no migration.");
  process.exit(1);
}
const pool = new pg.Pool({ connectionString: url, max: 1 });
try {
  const applied = await migrate(pool);
  console.log(applied.length > 0 ? `applied: ${applied.join(", ")}` : "the database is up to date");
} finally {
  await pool.end();
}
