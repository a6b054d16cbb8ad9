// The account's own care: POST /api/account/password changes the password (the current one must be given; every
// other login of the account ends, this one gets a new token), and GET /api/account/data downloads what the server
// keeps about the account (its details, its rating, its games) as JSON, and POST /api/account/delete deletes it (the
// password must be given): its name (taken until DELETED_ACCOUNT_GRACE_DAYS pass), hash, email, rating, friends,
// requests, blocks and push subscriptions go; its connections close with code 4411; a waiting game's seat is freed
// and a live one goes to a bot (room/seating.ts); finished games keep their records.
import express from "express";
import bcrypt from "bcrypt";
import { accountDeleteInput, passwordChangeInput, reasonOf } from "../auth/credentials.js";
import { userOfToken, type ServerServices } from "../services.js";
import { bearerToken, failStorage } from "./authRoutes.js";
import { passwordChangeRateLimiter } from "./rateLimits.js";
import { log } from "../monitoring/log.js";
import type { UserRecord } from "../storage/types.js";

/** The most finished games one download lists (newest first): far above what a person plays, a bound on the work. */
export const MAX_EXPORTED_GAMES = 5000;

export function accountCareRoutes(services: ServerServices): express.Router {
  const router = express.Router();
  const needsLogin = (res: express.Response) => res.status(401).json({ description: "invalid input", reason: "log in first" });

  router.post("/api/account/password", passwordChangeRateLimiter(services.config, services.counters), async (req, res) => {
    try {
      const user = await userOfToken(services, bearerToken(req));
      if (!user) return needsLogin(res);
      const parsed = passwordChangeInput.safeParse(req.body ?? {});
      if (!parsed.success) return res.status(400).json({ description: "invalid input", reason: reasonOf(parsed.error) });
      if (!(await bcrypt.compare(parsed.data.currentPassword, user.passwordHash))) {
        log.info({ user: user.id }, "password change refused: wrong current password");
        return res.status(403).json({ description: "invalid input", reason: "the current password is wrong" });
      }
      const hash = await bcrypt.hash(parsed.data.newPassword, services.config.bcryptRounds);
      const sessionVersion = await services.users.changePassword(user, hash);
      // Someone who knew the old password (or holds an old token) is out, wherever their connections are.
      services.logins.endLoginsBefore(user.id, sessionVersion, "passwordChanged");
      log.info({ user: user.id, sessionVersion }, "password changed");
      res.json({ description: "success", token: services.tokens.sign({ userId: user.id, sessionVersion }) });
    } catch (error) {
      failStorage(res, error, "password change", "change your password");
    }
  });

  // Shares the password change's failure counter: a stolen token gets one budget of password guesses, not two.
  router.post("/api/account/delete", passwordChangeRateLimiter(services.config, services.counters), async (req, res) => {
    try {
      const user = await userOfToken(services, bearerToken(req));
      if (!user) return needsLogin(res);
      const parsed = accountDeleteInput.safeParse(req.body ?? {});
      if (!parsed.success) return res.status(400).json({ description: "invalid input", reason: reasonOf(parsed.error) });
      if (!(await bcrypt.compare(parsed.data.password, user.passwordHash))) {
        log.info({ user: user.id }, "account deletion refused: wrong password");
        return res.status(403).json({ description: "invalid input", reason: "the current password is wrong" });
      }
      const sessionVersion = await services.users.deleteAccount(user);
      // Tokens are void from the bump on; connections close now, and the rooms give up the account's seats.
      services.logins.endLoginsBefore(user.id, sessionVersion, "accountDeleted");
      await services.social.forget(user.id);
      for (const subscription of await services.pushSubscriptions.forUser(user.id)) await services.pushSubscriptions.remove(subscription.endpoint, user.id);
      log.info({ user: user.id }, "account deleted");
      res.json({ description: "success" });
    } catch (error) {
      failStorage(res, error, "account deletion", "delete your account");
    }
  });

  router.get("/api/account/data", async (req, res) => {
    try {
      const user = await userOfToken(services, bearerToken(req));
      if (!user) return needsLogin(res);
      res.set("Content-Disposition", `attachment; filename="ticket-to-ride-${user.username}.json"`);
      res.json(await accountData(services, user));
    } catch (error) {
      failStorage(res, error, "account data download", "gather your data");
    }
  });

  return router;
}

/** Everything kept about one account, never its password hash or tokens. */
async function accountData(services: ServerServices, user: UserRecord): Promise<object> {
  const [ratings, finished, unfinished] = await Promise.all([
    services.users.ratings([user.id]),
    services.games.finished({ userId: user.id, limit: MAX_EXPORTED_GAMES }),
    services.games.forUser(user.id),
  ]);
  const seatOf = (seats: readonly { userId: number | null }[]) => seats.findIndex((s) => s.userId === user.id);
  return {
    exportedAt: new Date().toISOString(),
    account: { id: user.id, username: user.username, email: user.email, createdAt: user.createdAt, language: user.language },
    rating: ratings.get(user.id) ?? null,
    finishedGames: finished.map((g) => {
      const seat = seatOf(g.seats);
      return {
        id: g.id, name: g.gameName, createdAt: g.createdAt, endedAt: g.endedAt, players: g.seats.length,
        score: g.scores[seat] ?? null, place: g.ranking.indexOf(seat) + 1, ...(g.daily ? { daily: g.daily } : {}),
      };
    }),
    gamesInProgress: unfinished.map((g) => ({ id: g.id, name: g.gameName, status: g.status, createdAt: g.createdAt })),
  };
}
