// Turn notices (Web Push): GET /api/push/key (the VAPID public key a browser subscribes with), and, logged in,
// POST /api/push/subscribe and /api/push/unsubscribe with the browser's PushSubscription. Sending is push/turnPush.ts.
import express from "express";
import { userOfToken, type ServerServices } from "../services.js";
import { subscriptionSchema } from "../push/subscriptionInput.js";
import { bearerToken } from "./authRoutes.js";

export function pushRoutes(services: ServerServices): express.Router {
  const router = express.Router();
  const push = services.turnPush;
  if (!push) return router;
  const schemas = subscriptionSchema(services.config.pushTestServiceCert !== undefined);

  router.get("/api/push/key", (_req, res) => {
    res.json({ description: "success", publicKey: push.publicKey });
  });

  router.post("/api/push/subscribe", async (req, res) => {
    const user = await userOfToken(services, bearerToken(req));
    if (!user) {
      res.status(401).json({ description: "invalid input", reason: "log in first" });
      return;
    }
    const parsed = schemas.subscribe.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ description: "invalid input", reason: "not a push subscription (an https endpoint and its p256dh and auth keys)" });
      return;
    }
    await services.pushSubscriptions.save(user.id, parsed.data);
    res.json({ description: "success" });
  });

  router.post("/api/push/unsubscribe", async (req, res) => {
    const user = await userOfToken(services, bearerToken(req));
    if (!user) {
      res.status(401).json({ description: "invalid input", reason: "log in first" });
      return;
    }
    const parsed = schemas.unsubscribe.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ description: "invalid input", reason: "give the subscription's endpoint" });
      return;
    }
    // Only the caller's own: nobody can switch another person's notices off by knowing an endpoint.
    const removed = await services.pushSubscriptions.remove(parsed.data.endpoint, user.id);
    res.json({ description: "success", removed });
  });

  return router;
}
