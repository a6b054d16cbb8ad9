// GET /metrics (Prometheus text): on a port of its own (METRICS_PORT, bound to METRICS_HOST, loopback by default),
// or on the public port behind a bearer token (METRICS_TOKEN). On the public port without a token it does not exist:
// the numbers (rooms, players, memory) are the operator's, not the players'.
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { ServerConfig } from "../config.js";
import type { ServerMetrics } from "../monitoring/promMetrics.js";
import { bearerToken } from "./authRoutes.js";
import { sameSecret } from "./bearerSecret.js";

function metricsHandler(metrics: ServerMetrics, token: string | undefined): express.RequestHandler {
  return async (req, res) => {
    if (token !== undefined && !sameSecret(bearerToken(req), token)) {
      res.set("WWW-Authenticate", 'Bearer realm="metrics"').status(401).json({ description: "invalid input", reason: "a valid metrics token is needed" });
      return;
    }
    const { contentType, body } = await metrics.text();
    res.set("Content-Type", contentType).send(body);
  };
}

/** The route on the public port: only when METRICS_TOKEN is set. */
export function publicMetricsRoute(config: ServerConfig, metrics: ServerMetrics | null): express.Router {
  const router = express.Router();
  if (metrics && config.metricsToken !== undefined) router.get("/metrics", metricsHandler(metrics, config.metricsToken));
  else router.get("/metrics", (_req, res) => void res.status(404).json({ description: "not found" }));
  return router;
}

/** The metrics port's server: /metrics and nothing else. */
export interface MetricsPort {
  port: number;
  close(): Promise<void>;
}

export async function openMetricsPort(config: ServerConfig, metrics: ServerMetrics): Promise<MetricsPort> {
  const app = express();
  app.disable("x-powered-by");
  app.get("/metrics", metricsHandler(metrics, config.metricsToken));
  app.use((_req, res) => void res.status(404).json({ description: "not found" }));
  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.metricsPort, config.metricsHost, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
