// The server process (`npm start` runs it through start.ts, which reads .env first): one process serving the built
// client, the accounts API and the game rooms.
import { loadConfig, type ServerConfig } from "./config.js";
import { createGameServer } from "./createGameServer.js";
import { errorField, log } from "./monitoring/log.js";

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  // A wrong setting stops the start with its own words, not a stack trace (the logger is not configured yet).
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
let server: Awaited<ReturnType<typeof createGameServer>>;
try {
  server = await createGameServer(config);
} catch (error) {
  // A refused set-up (a short JWT_SECRET, DATA_DIR inside PUBLIC_DIR…) in its own words.
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// Installed before the port opens: a supervisor may signal as soon as it reads the "ready" line.
let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  // shutdown() turns the process not-ready (GET /readyz) before it stops anything.
  log.info({ signal }, `${signal}: saving games and shutting down…`);
  try {
    await server.shutdown();
    log.info("stopped");
    process.exit(0);
  } catch (error) {
    log.fatal({ err: errorField(error) }, "shutdown failed");
    process.exit(1);
  }
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));

const port = await server.listen();
const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
// Tests and the cluster launcher wait for this line's words ("ready: open http://host:port/"), in JSON or pretty.
const metricsPort = server.metricsPort();
log.info({ port, ...(metricsPort !== null ? { metricsPort } : {}) }, `Ticket to Ride server ready: open http://${shownHost}:${port}/ (data in ${config.dataDir})`);
