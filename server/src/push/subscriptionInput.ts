// The parse step of a browser's push subscription (POST /api/push/subscribe, /unsubscribe): the JSON a
// PushSubscription gives (endpoint + keys), untrusted. The endpoint is where the server will send requests, so only
// a push service's canonical https URL by public name on port 443 is accepted (pushDestination.ts) — besides, in
// tests, exactly the local stand-in's host and port.
import { z } from "zod";
import { ENDPOINT_MAX_LENGTH, endpointAllowed, type PushTestService } from "./pushDestination.js";

/** A P-256 public key is 65 bytes (88 base64url characters); the auth secret 16 bytes (22). Some room for padding. */
const P256DH_MAX_LENGTH = 100;
const AUTH_MAX_LENGTH = 40;
const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

export function subscriptionSchema(testService: PushTestService | undefined) {
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
