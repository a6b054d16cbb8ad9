// The parse step of a browser's push subscription (POST /api/push/subscribe, /unsubscribe): the JSON a
// PushSubscription gives (endpoint + keys), untrusted. The endpoint is where the server will send requests, so only
// a public https URL is accepted (no credentials, no loopback or private addresses by name or number) — except a
// test's local stand-in on 127.0.0.1 when PUSH_TEST_SERVICE_CERT is set.
import { z } from "zod";

/** Endpoints of real push services are ~100–500 characters; far more is not one. */
const ENDPOINT_MAX_LENGTH = 1024;
/** A P-256 public key is 65 bytes (88 base64url characters); the auth secret 16 bytes (22). Some room for padding. */
const P256DH_MAX_LENGTH = 100;
const AUTH_MAX_LENGTH = 40;
const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/** Host names and addresses a push request must never be aimed at (this machine, its private networks). */
function privateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local") || host.endsWith(".internal")) return true;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) {
    const [a, b] = host.split(".").map(Number);
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
  }
  // Any IPv6 literal: push services are reached by name.
  if (host.includes(":")) return true;
  // Bare names (no dot) resolve inside the network, never to a push service.
  return !host.includes(".");
}

/** Whether the server may send a push request to `endpoint`; `testService` allows https://127.0.0.1 (tests only). */
export function endpointAllowed(endpoint: string, testService: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username !== "" || url.password !== "") return false;
  if (testService && url.hostname === "127.0.0.1") return true;
  return !privateHost(url.hostname);
}

export function subscriptionSchema(testService: boolean) {
  const endpoint = z
    .string()
    .max(ENDPOINT_MAX_LENGTH)
    .refine((e) => endpointAllowed(e, testService), "the endpoint must be a push service's https URL");
  return {
    subscribe: z.strictObject({
      endpoint,
      // Browsers also send expirationTime (usually null): accepted, not kept (the push service says when it is gone).
      expirationTime: z.number().nullable().optional(),
      keys: z.strictObject({
        p256dh: z.string().min(1).max(P256DH_MAX_LENGTH).regex(base64url),
        auth: z.string().min(1).max(AUTH_MAX_LENGTH).regex(base64url),
      }),
    }),
    unsubscribe: z.strictObject({ endpoint: z.string().max(ENDPOINT_MAX_LENGTH) }),
  };
}
