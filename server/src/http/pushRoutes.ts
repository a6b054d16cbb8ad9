// Turn notices (Web Push): GET /api/push/key (the VAPID public key a browser subscribes with), and, logged in,
// POST /api/push/subscribe and /api/push/unsubscribe with the browser's PushSubscription. Sending is push/turnPush.ts.
// Both writes are rate-limited per address and per account (rateLimits.ts): each one writes the store.
import express from "express";
import { userOfToken, type ServerServices } from "../services.js";
import { subscriptionSchema } from "../push/subscriptionInput.js";
import { pushTestServiceFor } from "../push/turnPushFor.js";
import { bearerToken } from "./authRoutes.js";
import { pushSubscriptionRateLimiters } from "./rateLimits.js";

export function pushRoutes(services: ServerServices): express.Router {
  const router = express.Router();
  const push = services.turnPush;
  if (!push) return router;
  const schemas = subscriptionSchema(pushTestServiceFor(services.config));
  const limits = pushSubscriptionRateLimiters(services.config, services.counters);

  /** The caller's account into res.locals.userId, or 401. */
  const loggedIn: express.RequestHandler = (req, res, next) => {
    userOfToken(services, bearerToken(req)).then((user) => {
      if (!user) {
        res.status(401).json({ description: "invalid input", reason: "log in first" });
        return;
      }
      res.locals.userId = user.id;
      next();
    }, next);
  };
  const guarded = [limits.perAddress, loggedIn, limits.perAccount];

  router.get("/api/push/key", (_req, res) => {
    res.json({ description: "success", publicKey: push.publicKey });
  });

  router.post("/api/push/subscribe", ...guarded, async (req, res) => {
    const parsed = schemas.subscribe.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ description: "invalid input", reason: "not a push subscription (a push service's https endpoint and its p256dh and auth keys)" });
      return;
    }
    await services.pushSubscriptions.save(res.locals.userId as number, parsed.data);
    res.json({ description: "success" });
  });

  router.post("/api/push/unsubscribe", ...guarded, async (req, res) => {
    const parsed = schemas.unsubscribe.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ description: "invalid input", reason: "give the subscription's endpoint" });
      return;
    }
    // Only the caller's own: nobody can switch another person's notices off by knowing an endpoint.
    const removed = await services.pushSubscriptions.remove(parsed.data.endpoint, res.locals.userId as number);
    res.json({ description: "success", removed });
  });

  return router;
}
