// The server's one secret: JWT_SECRET when set (at least MIN_JWT_SECRET_BYTES); otherwise a random secret generated
// once and kept in DATA_DIR so tokens survive restarts. Nothing uses the secret itself: each purpose gets its own key
// derived from it (HKDF), so a key learnt from one use (e.g. a daily deal's seed, revealed once its day is over, is
// an HMAC under the daily-deal key) says nothing about the key that signs login tokens.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { log } from "../monitoring/log.js";

/** The shortest JWT_SECRET accepted: the 32 bytes of an HMAC-SHA256 key, so a secret is not guessable offline. */
export const MIN_JWT_SECRET_BYTES = 32;

/** Why a configured JWT_SECRET is refused, or null when it may be used. */
export function jwtSecretRefusal(configured: string): string | null {
  const bytes = Buffer.byteLength(configured, "utf8");
  if (bytes >= MIN_JWT_SECRET_BYTES) return null;
  return `JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes long (it has ${bytes}): set a long random value, e.g. the output of \`openssl rand -base64 48\`, or leave it unset to have one generated into DATA_DIR`;
}

/** One key per purpose, each used for nothing else. */
export interface PurposeKeys {
  /** Signs and checks login tokens (HS256). */
  loginTokens: Buffer;
  /** The daily deal's seeds (HMAC of the day). */
  dailyDeal: Buffer;
}

/** Labels of the keys (HKDF's "info"): a new purpose takes a new label, never an existing key. */
export const KEY_LABELS: Record<keyof PurposeKeys, string> = { loginTokens: "login tokens", dailyDeal: "daily deal" };
const HKDF_SALT = "ticket-to-ride-online";
const KEY_BYTES = 32;

/** The purpose keys of a secret: HKDF-SHA256 with a distinct label each. */
export function purposeKeys(secret: string): PurposeKeys {
  const derive = (label: string) => Buffer.from(crypto.hkdfSync("sha256", secret, HKDF_SALT, label, KEY_BYTES));
  return { loginTokens: derive(KEY_LABELS.loginTokens), dailyDeal: derive(KEY_LABELS.dailyDeal) };
}

/** The secret to derive the keys from. Throws the refusal when JWT_SECRET is set too short. */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) {
    const refusal = jwtSecretRefusal(configured);
    if (refusal) throw new Error(refusal);
    return configured;
  }
  const file = path.join(dataDir, "jwt-secret");
  try {
    const stored = (await fs.readFile(file, "utf8")).trim();
    if (stored) return stored;
  } catch {
    // Not generated yet.
  }
  const secret = crypto.randomBytes(48).toString("base64url");
  await fs.writeFile(file, secret, { mode: 0o600 });
  log.warn(`JWT_SECRET is not set: generated one and kept it in ${file}. Set JWT_SECRET in production.`);
  return secret;
}
