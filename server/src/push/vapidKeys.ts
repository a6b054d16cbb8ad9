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

/** The configured pair, or the one kept in `dataDir` (generated there the first time). */
export async function resolveVapidKeys(configured: { publicKey?: string; privateKey?: string }, dataDir: string): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey) return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  const file = path.join(dataDir, KEYS_FILE);
  try {
    const parsed = storedKeys.safeParse(JSON.parse(await fs.readFile(file, "utf8")));
    if (parsed.success) return parsed.data;
    log.warn(`${file} is not a VAPID key pair: generating a new one (earlier push subscriptions stop working)`);
  } catch {
    // Not generated yet.
  }
  const keys = webpush.generateVAPIDKeys();
  await fs.writeFile(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
