// Builds the server's turn-notice sender from the settings: its VAPID keys (configured or kept in DATA_DIR) and the
// vetted agent its requests go through (public addresses on port 443 only; in tests, also exactly the local stand-in
// push service's host and port, whose certificate it then trusts).
import fs from "node:fs/promises";
import type { ServerConfig } from "../config.js";
import type { PushSubscriptionStore } from "../storage/pushStore.js";
import { pushTestServiceOf, type PushTestService } from "./pushDestination.js";
import { SEND_TIMEOUT_MS, TurnPush } from "./turnPush.js";
import type { UserStore } from "../storage/types.js";
import { resolveVapidKeys } from "./vapidKeys.js";
import { VettedAgent } from "./vettedAgent.js";

/** The tests' stand-in push service, when both of its settings are given (loadConfig refuses one without the other). */
export function pushTestServiceFor(config: ServerConfig): PushTestService | undefined {
  if (config.pushTestServiceCert === undefined || config.pushTestServiceOrigin === undefined) return undefined;
  return pushTestServiceOf(config.pushTestServiceOrigin);
}

/** `users`: where each recipient's language is read at send time (their notices speak it). */
export async function turnPushFor(config: ServerConfig, store: PushSubscriptionStore, users: Pick<UserStore, "byId">): Promise<TurnPush> {
  const keys = await resolveVapidKeys({ publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey }, config.dataDir);
  const testService = pushTestServiceFor(config);
  const ca = testService && config.pushTestServiceCert ? await fs.readFile(config.pushTestServiceCert, "utf8") : undefined;
  const agent = new VettedAgent({ ...(ca ? { ca } : {}), ...(testService ? { testService } : {}), connectTimeoutMs: SEND_TIMEOUT_MS });
  const languageOf = async (userId: number) => (await users.byId(userId))?.language ?? null;
  return new TurnPush(store, languageOf, keys, config.vapidSubject, agent, testService);
}
