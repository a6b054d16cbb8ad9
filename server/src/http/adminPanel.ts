// The admin panel: @colyseus/monitor (rooms, their clients and state, closing a room) at /admin, open only to the
// accounts named in ADMIN_USERS. Who asks is known by the usual login token: `Authorization: Bearer` (programs), or
// the same token in an HttpOnly cookie limited to /admin (the browser panel, which sends no headers of its own),
// set by POST /admin/session with the bearer token from the login page this answers to a browser without one.
// Admins are the accounts ADMIN_USERS names that exist at start-up, by id (auth/adminAccounts.ts).
// Anonymous → 401, a valid login that is not an admin → 403. The cookie is SameSite=Strict: another site cannot
// make a browser send it (the monitor closes rooms with GET requests).
import { createRequire } from "node:module";
import { matchMaker } from "@colyseus/core";
import express from "express";
import { userOfToken, type ServerServices } from "../services.js";
import { log } from "../monitoring/log.js";
import { adminAccounts } from "../auth/adminAccounts.js";
import { bearerToken } from "./authRoutes.js";

const COOKIE = "ttr_admin";

/** The monitor's remote calls an admin may make on a room (its `GET /api/room/call?method=`): close it, drop a client. */
const ALLOWED_ROOM_CALLS = new Set(["disconnect", "_forceClientDisconnect"]);

function cookieToken(req: express.Request): string | undefined {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === COOKIE) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

/**
 * @colyseus/monitor in the same module flavour as the server's @colyseus/core. Both packages ship a CommonJS and an ES
 * build; the monitor reads rooms through its own import of core's matchMaker and patches core's Room class, so it must
 * get the instance the server runs. Under `tsx` the server imports core's ES build; under mocha with tsx it gets the
 * CommonJS one (seen: an ES monitor there answered "Cannot read properties of undefined (reading 'query')").
 */
async function loadMonitor(): Promise<typeof import("@colyseus/monitor")> {
  const require = createRequire(import.meta.url);
  const commonJsCore = require.cache[require.resolve("@colyseus/core")]?.exports as { matchMaker?: unknown } | undefined;
  if (commonJsCore?.matchMaker === matchMaker) return require("@colyseus/monitor") as typeof import("@colyseus/monitor");
  return import("@colyseus/monitor");
}

function argumentList(raw: unknown): boolean {
  if (typeof raw !== "string") return false;
  try {
    return Array.isArray(JSON.parse(raw));
  } catch {
    return false;
  }
}

/** The login page a browser without the cookie gets: logs in through /auth/login, then sets the cookie. */
const LOGIN_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Admin login</title></head>
<body><h1>Ticket to Ride: admin</h1><form id="f"><label>Username <input name="u" autocomplete="username" required></label>
<label>Password <input name="p" type="password" autocomplete="current-password" required></label><button>Log in</button></form>
<p id="m" role="status"></p><script>
document.getElementById("f").addEventListener("submit", async (e) => {
  e.preventDefault();
  const f = e.target, m = document.getElementById("m");
  const login = await fetch("/auth/login", { method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: f.u.value, password: f.p.value }) }).then((r) => r.json());
  if (!login.token) { m.textContent = login.reason || "login failed"; return; }
  const session = await fetch("/admin/session", { method: "POST", headers: { Authorization: "Bearer " + login.token } });
  if (session.ok) location.href = "/admin/"; else m.textContent = (await session.json()).reason;
});
</script></body></html>`;

/** Answers 401/403 unless the request's login is an admin's; then passes it on with the admin's name. */
function requireAdmin(services: ServerServices, admins: ReadonlySet<number>): express.RequestHandler {
  return async (req, res, next) => {
    try {
      const user = await userOfToken(services, bearerToken(req) ?? cookieToken(req));
      if (!user) {
        if (req.method === "GET" && req.accepts(["json", "html"]) === "html") res.status(401).type("html").send(LOGIN_PAGE);
        else res.status(401).json({ description: "invalid input", reason: "log in first" });
        return;
      }
      if (!admins.has(user.id)) {
        log.warn({ user: user.id, path: req.path }, "admin panel refused to a non-admin");
        res.status(403).json({ description: "invalid input", reason: "this account is not an admin" });
        return;
      }
      res.locals.admin = user;
      next();
    } catch (error) {
      next(error);
    }
  };
}

export async function adminPanel(services: ServerServices): Promise<express.Router> {
  const router = express.Router();
  const admins = await adminAccounts(services.config, services.users);
  if (admins.size === 0) {
    router.use("/admin", (_req, res) => void res.status(404).json({ description: "not found", reason: "no ADMIN_USERS account" }));
    return router;
  }
  // Loaded only when someone may use it: it adds methods to Colyseus' Room prototype.
  const { monitor } = await loadMonitor();
  // The panel's page loads bundle.js and styles.css relative to itself: only /admin/ resolves them under /admin.
  router.get("/admin", (req, res, next) => (req.originalUrl === "/admin" ? res.redirect(301, "/admin/") : next()));
  router.use("/admin", requireAdmin(services, admins));
  router.post("/admin/session", (req, res) => {
    const token = bearerToken(req);
    if (!token) return void res.status(400).json({ description: "invalid input", reason: "send the login token as a bearer token" });
    const secure = req.secure ? "; Secure" : "";
    res.set("Set-Cookie", `${COOKIE}=${encodeURIComponent(token)}; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=${services.config.tokenTtlSeconds}${secure}`);
    res.json({ description: "success" });
  });
  router.get("/admin/api/room/call", (req, res, next) => {
    const method = typeof req.query.method === "string" ? req.query.method : "";
    if (!ALLOWED_ROOM_CALLS.has(method)) return void res.status(403).json({ description: "invalid input", reason: "that room call is not allowed" });
    // The monitor parses `args` outside its try: malformed JSON there would be an unhandled rejection.
    if (!argumentList(req.query.args)) return void res.status(400).json({ description: "invalid input", reason: "args must be a JSON array" });
    log.info({ user: (res.locals.admin as { id: number }).id, room: String(req.query.roomId), method }, "admin room call");
    next();
  });
  router.use("/admin", monitor());
  return router;
}
