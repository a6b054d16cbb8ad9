// JWT_SECRET when set; otherwise a random secret generated once and kept in DATA_DIR so tokens survive restarts.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, "jwt-secret");
  try {
    const stored = (await fs.readFile(file, "utf8")).trim();
    if (stored) return stored;
  } catch {
    // Not generated yet.
  }
  const secret = crypto.randomBytes(48).toString("base64url");
  await fs.writeFile(file, secret, { mode: 0o600 });
  console.warn(`JWT_SECRET is not set: generated one and kept it in ${file}. Set JWT_SECRET in production.`);
  return secret;
}
