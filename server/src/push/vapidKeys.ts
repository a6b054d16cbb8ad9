// The VAPID key pair our Web Push notices are signed with (RFC 8292): the settings' pair when given, otherwise one
// generated once and kept in DATA_DIR, like the token secret (auth/jwtSecret.ts), so that the subscriptions browsers
// made against its public key keep working after a restart.
import fs from "node:fs/promises";
import path from "node:path";
import webpush from "web-push";
import { z } from "zod";
import { log } from "../monitoring/log.js";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEYS_FILE = "vapid-keys.json";
const storedKeys = z.strictObject({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

/** A P-256 key pair in base64url, as `web-push generate-vapid-keys` prints it: a 65-byte public point, a 32-byte secret. */
export function vapidKeysRefusal(keys: VapidKeys): string | null {
  const bytes = (text: string) => (/^[A-Za-z0-9_-]+=*$/.test(text) ? Buffer.from(text, "base64url").length : -1);
  if (bytes(keys.publicKey) !== 65) return "VAPID_PUBLIC_KEY must be a P-256 public key in base64url (65 bytes; `npx web-push generate-vapid-keys`)";
  if (bytes(keys.privateKey) !== 32) return "VAPID_PRIVATE_KEY must be a P-256 private key in base64url (32 bytes; `npx web-push generate-vapid-keys`)";
  return null;
}

/** The configured pair, or the one kept in `dataDir` (generated there the first time). */
export async function resolveVapidKeys(configured: { publicKey?: string; privateKey?: string }, dataDir: string): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey) {
    const keys = { publicKey: configured.publicKey, privateKey: configured.privateKey };
    const refusal = vapidKeysRefusal(keys);
    if (refusal) throw new Error(refusal);
    return keys;
  }
  const file = path.join(dataDir, KEYS_FILE);
  try {
    const parsed = storedKeys.safeParse(JSON.parse(await fs.readFile(file, "utf8")));
    // a stored pair is held to what a configured one is (a cut or edited file would fail every notice later)
    if (parsed.success && vapidKeysRefusal(parsed.data) === null) return parsed.data;
    log.warn(`${file} is not a VAPID key pair: generating a new one (earlier push subscriptions stop working)`);
  } catch {
    // Not generated yet.
  }
  const keys = webpush.generateVAPIDKeys();
  await fs.writeFile(file, JSON.stringify(keys), { mode: 0o600 });
  // Info, not a warning: one process keeping its pair in DATA_DIR is a sound set-up, like the embedded store.
  log.info(`VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not set: generated a pair and kept it in ${file}. With several processes, set the same pair on each.`);
  return keys;
}
