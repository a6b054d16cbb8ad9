// POST /auth/register, /auth/login, /auth/logout. Answers follow the original design: `description` is
// "success" | "invalid input" | "server error", plus a plain-words `reason` on failure. A correct login takes the
// account over: the older logins' connections (lobby, games, any process) are told and closed.
import type http from "node:http";
import express, { type Response } from "express";
import bcrypt from "bcrypt";
import { isAdminName } from "../auth/adminAccounts.js";
import { loginInput, reasonOf, registerInput } from "../auth/credentials.js";
import { userOfToken, type ServerServices } from "../services.js";
import { loginRateLimiters, registrationRateLimiter } from "./rateLimits.js";
import { AccountTakenError, type UserRecord } from "../storage/types.js";
import { errorField, log } from "../monitoring/log.js";
import { isStorageOutage } from "../storage/outage.js";

const WRONG_CREDENTIALS = "unknown user or wrong password";

function fail(res: Response, status: number, description: string, reason: string): void {
  res.status(status).json({ description, reason });
}

/** How long a client should wait before trying again while storage is down (seconds, the Retry-After header). */
const STORAGE_RETRY_AFTER_SECONDS = 5;

/**
 * A failure of the store answers 503 when storage is down for now (the database, the disk): nothing was saved and
 * the client may try again shortly. Anything else is a fault of ours (500).
 */
export function failStorage(res: Response, error: unknown, action: string, what: string): void {
  if (isStorageOutage(error)) {
    log.warn({ err: errorField(error) }, `${action} refused: storage unavailable`);
    res.set("Retry-After", String(STORAGE_RETRY_AFTER_SECONDS));
    return fail(res, 503, "server error", "the server cannot save right now, try again in a moment");
  }
  log.error({ err: errorField(error) }, `${action} failed`);
  fail(res, 500, "server error", `the server could not ${what}, try again`);
}

/** The token of an `Authorization: Bearer …` header (Express requests and the raw ones the doors see). */
export function bearerToken(req: Pick<http.IncomingMessage, "headers">): string | undefined {
  const header = req.headers.authorization;
  return header?.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : undefined;
}

async function issueLogin(services: ServerServices, user: UserRecord, res: Response): Promise<void> {
  const sessionVersion = await services.users.bumpSession(user);
  // The bump already voids every older token; their connections and waiting seats go too, wherever they are.
  services.logins.endLoginsBefore(user.id, sessionVersion, "signedInElsewhere");
  const token = services.tokens.sign({ userId: user.id, sessionVersion });
  // Who and which session, never the token.
  log.info({ user: user.id, sessionVersion }, "logged in");
  // The account's language (null until chosen): the client switches to it, also in a browser it never saw.
  res.json({ description: "success", token, userId: user.id, username: user.username, language: user.language });
}

/**
 * Whether registration must answer "taken": a live account's name, or a deleted one's during its grace period
 * (DELETED_ACCOUNT_GRACE_DAYS); past it, the deleted account lets the name go.
 */
async function nameInUse(services: ServerServices, username: string): Promise<boolean> {
  const user = await services.users.byUsername(username);
  if (!user) return false;
  if (!user.deletedAt) return true;
  const graceEnds = Date.parse(user.deletedAt) + services.config.deletedAccountGraceDays * 24 * 3600 * 1000;
  if (Date.now() < graceEnds) return true;
  await services.users.releaseName(user);
  return false;
}

export function authRoutes(services: ServerServices): express.Router {
  const router = express.Router();

  router.post("/register", registrationRateLimiter(services.config, services.counters), async (req, res) => {
    try {
      const parsed = registerInput.safeParse(req.body ?? {});
      if (!parsed.success) return fail(res, 400, "invalid input", reasonOf(parsed.error));
      const { username, password, email } = parsed.data;
      // An ADMIN_USERS name is never registered (auth/adminAccounts.ts); answered as taken, which says nothing of who is admin.
      const taken = isAdminName(services.config, username) || (await nameInUse(services, username))
        ? "username is already taken"
        : email && (await services.users.byEmail(email))
          ? "email is already registered"
          : null;
      if (taken) return fail(res, 409, "invalid input", taken);
      const hash = await bcrypt.hash(password, services.config.bcryptRounds);
      // The store checks again: another registration (here or on another process) may have won the name meanwhile.
      const user = await services.users.create(username, hash, email || null);
      log.info({ user: user.id }, "account registered");
      await issueLogin(services, user, res);
    } catch (error) {
      if (error instanceof AccountTakenError) return fail(res, 409, "invalid input", error.message);
      failStorage(res, error, "register", "register you");
    }
  });

  const limiters = loginRateLimiters(services.config, services.counters);
  // Compared against when the username is unknown, so both failures take about the same time.
  const dummyHash = bcrypt.hashSync("no such user", services.config.bcryptRounds);
  router.post("/login", ...limiters, async (req, res) => {
    try {
      const parsed = loginInput.safeParse(req.body ?? {});
      if (!parsed.success) return fail(res, 400, "invalid input", reasonOf(parsed.error));
      const { username, password } = parsed.data;
      const user = await services.users.byUsername(username);
      // A deleted account has no password: answered like an unknown name, in about the same time.
      const matches = await bcrypt.compare(password, user && !user.deletedAt ? user.passwordHash : dummyHash);
      // Nothing is closed before the password is known to be right.
      if (!user || user.deletedAt || !matches) {
        // The user id when the name exists; never what was typed as the password.
        log.info({ user: user?.id ?? null }, "login refused: unknown user or wrong password");
        return fail(res, 401, "invalid input", WRONG_CREDENTIALS);
      }
      await issueLogin(services, user, res);
    } catch (error) {
      failStorage(res, error, "login", "log you in");
    }
  });

  // Harmless without a token or when already logged out.
  router.post("/logout", async (req, res) => {
    try {
      const user = await userOfToken(services, bearerToken(req));
      if (user) {
        const sessionVersion = await services.users.bumpSession(user);
        services.logins.endLoginsBefore(user.id, sessionVersion, "loggedOut");
        log.info({ user: user.id }, "logged out");
      }
      res.json({ description: "success" });
    } catch (error) {
      failStorage(res, error, "logout", "log you out");
    }
  });

  return router;
}
