// Builds the server's turn-notice sender from the settings: its VAPID keys (configured or kept in DATA_DIR) and, in
// tests, an agent that trusts the local stand-in push service's certificate.
import fs from "node:fs/promises";
import https from "node:https";
import type { ServerConfig } from "../config.js";
import type { PushSubscriptionStore } from "../storage/pushStore.js";
import { TurnPush } from "./turnPush.js";
import { resolveVapidKeys } from "./vapidKeys.js";

export async function turnPushFor(config: ServerConfig, store: PushSubscriptionStore): Promise<TurnPush> {
  const keys = await resolveVapidKeys({ publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey }, config.dataDir);
  const agent = config.pushTestServiceCert ? new https.Agent({ ca: await fs.readFile(config.pushTestServiceCert, "utf8") }) : undefined;
  return new TurnPush(store, keys, config.vapidSubject, agent);
}
