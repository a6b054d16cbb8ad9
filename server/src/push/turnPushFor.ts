// Builds the server's turn-notice sender from the settings: its VAPID keys (configured or kept in DATA_DIR) and the
// agent its requests go through: one that connects to public addresses only and, in tests, also trusts the local
// stand-in push service's certificate.
import fs from "node:fs/promises";
import https from "node:https";
import type { ServerConfig } from "../config.js";
import type { PushSubscriptionStore } from "../storage/pushStore.js";
import { TurnPush } from "./turnPush.js";
import { resolveVapidKeys } from "./vapidKeys.js";
import { publicOnlyLookup } from "./publicLookup.js";

export async function turnPushFor(config: ServerConfig, store: PushSubscriptionStore): Promise<TurnPush> {
  const keys = await resolveVapidKeys({ publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey }, config.dataDir);
  const ca = config.pushTestServiceCert ? await fs.readFile(config.pushTestServiceCert, "utf8") : undefined;
  const agent = new https.Agent({ lookup: publicOnlyLookup as NonNullable<https.AgentOptions["lookup"]>, ...(ca ? { ca } : {}) });
  return new TurnPush(store, keys, config.vapidSubject, agent);
}
