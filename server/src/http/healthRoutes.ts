// GET /healthz: the process is alive and answers (a supervisor restarts it otherwise). GET /readyz: it should get
// players (a proxy or load balancer sends traffic only while it answers 200); 503 with the reasons otherwise.
import express from "express";
import type { Readiness } from "../monitoring/readiness.js";

export function healthRoutes(readiness: Readiness): express.Router {
  const router = express.Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    const { ready, reasons } = await readiness.report();
    res.set("Cache-Control", "no-store");
    if (ready) res.json({ status: "ready" });
    else res.status(503).json({ status: "not ready", reasons });
  });
  return router;
}
