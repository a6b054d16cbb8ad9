// Friends, blocks and invitations (logged in): GET /api/friends (the lists, each friend's state, live invitations), and
// POST /api/friends/{request,accept,decline,remove,block,unblock} with { username }, /api/friends/invite with
// { gameId, username }, /api/friends/invitations/decline with { gameId }. Every body is parsed by a strict zod schema
// into a fresh object; every write is rate-limited per address and per account (friendsRateLimits.ts).
// Nothing here tells whether a username exists (a request to nobody answers as one to somebody), nor that someone
// blocks you (a request to them answers as any other, and nothing reaches them).
import express from "express";
import { z } from "zod";
import type { FriendsAnswer, SocialNotice } from "../../../shared-rules/protocol/index.js";
import { userOfToken, type ServerServices } from "../services.js";
import { bearerToken, failStorage } from "./authRoutes.js";
import { friendChangeLimits, invitationLimits } from "./friendsRateLimits.js";
import { friendStates } from "../social/friendStates.js";
import { Invitations, INVITATION_TTL_SECONDS } from "../social/invitations.js";
import { socialWords } from "../social/socialNoticeTexts.js";
import { matchMaker } from "@colyseus/core";
import type { LobbyMetadata } from "../../../shared-rules/protocol/index.js";
import type { UserRecord } from "../storage/types.js";

// Wider than a username may be (4–20): a longer one is simply nobody, answered like any other unknown name.
const username = z.string().min(1).max(40);
const nameBody = z.strictObject({ username });
const gameId = z.string().min(1).max(40);
const inviteBody = z.strictObject({ gameId, username });
const gameBody = z.strictObject({ gameId });

type NameAction = "request" | "accept" | "decline" | "remove" | "block" | "unblock";

export function friendsRoutes(services: ServerServices): express.Router {
  const router = express.Router();
  const changes = friendChangeLimits(services.config, services.counters);
  const inviting = invitationLimits(services.config, services.counters);
  const invitations = new Invitations();
  const { social, socialNotices } = services;

  /** The caller's account into res.locals.user, or 401. */
  const loggedIn: express.RequestHandler = (req, res, next) => {
    userOfToken(services, bearerToken(req)).then((user) => {
      if (!user) {
        res.status(401).json({ description: "invalid input", reason: "log in first" });
        return;
      }
      res.locals.user = user;
      res.locals.userId = user.id;
      next();
    }, next);
  };
  const me = (res: express.Response) => res.locals.user as UserRecord;
  const refuse = (res: express.Response, status: number, reason: string) => res.status(status).json({ description: "invalid input", reason });

  const namesOf = async (ids: readonly number[]) => (await Promise.all(ids.map((id) => services.users.byId(id)))).flatMap((u) => (u ? [{ id: u.id, username: u.username }] : []));

  router.get("/api/friends", loggedIn, async (_req, res) => {
    try {
      const user = me(res);
      const relations = await social.relations(user.id);
      const [friends, incoming, outgoing, blocked, live] = await Promise.all([
        namesOf(relations.friends),
        namesOf(relations.incoming),
        namesOf(relations.outgoing),
        namesOf(relations.blocked),
        invitations.live(user.id),
      ]);
      // An invitation from someone blocked since, or no longer a friend, is not shown.
      const friendNames = new Set(friends.map((f) => f.username));
      const answer: FriendsAnswer = {
        description: "success",
        friends: await friendStates(user.id, friends, social, services.whereabouts),
        incoming: incoming.map((u) => u.username),
        outgoing: outgoing.map((u) => u.username),
        blocked: blocked.map((u) => u.username),
        invitations: live.filter((i) => friendNames.has(i.from)),
      };
      res.set("Cache-Control", "no-store").json(answer);
    } catch (error) {
      failStorage(res, error, "friends list", "read your friends");
    }
  });

  const tell = (userId: number, notice: SocialNotice) => socialNotices.send(userId, notice);

  const nameRoute = (action: NameAction, act: (user: UserRecord, other: UserRecord) => Promise<object | { status: number; reason: string }>) => {
    router.post(`/api/friends/${action}`, changes.perAddress, loggedIn, changes.perAccount, async (req, res) => {
      const parsed = nameBody.safeParse(req.body);
      if (!parsed.success) return refuse(res, 400, "give a username");
      try {
        const user = me(res);
        const other = await services.users.byUsername(parsed.data.username);
        if (other?.id === user.id) return refuse(res, 400, "that is you");
        // Nobody of that name: the answer a request to somebody would get (nothing else to do for the other actions).
        if (!other) return res.json({ description: "success", ...(action === "request" ? { outcome: "requested" } : { changed: false }) });
        const answer = await act(user, other);
        if ("status" in answer && typeof answer.status === "number") return refuse(res, answer.status, (answer as { reason: string }).reason);
        res.json({ description: "success", ...answer });
      } catch (error) {
        failStorage(res, error, `friends ${action}`, "change your friends");
      }
    });
  };

  nameRoute("request", async (user, other) => {
    const outcome = await social.request(user.id, other.id);
    if (outcome === "youBlock") return { status: 409, reason: "you block this person: unblock them first" };
    if (outcome === "tooManyFriends") return { status: 409, reason: "a friends list is full" };
    if (outcome === "tooManyRequests") return { status: 409, reason: "too many unanswered requests: wait for answers or withdraw some" };
    if (outcome === "friends") {
      tell(user.id, { kind: "friendsChanged" });
      tell(other.id, { kind: "friendsChanged" });
    } else if (!(await social.blockedBetween(user.id, other.id))) {
      // Someone who blocks the sender hears nothing; the sender's answer is the same.
      tell(other.id, { kind: "friendRequest", from: user.username });
      services.turnPush?.notice(other.id, "friendRequest", "", (language) => {
        const words = socialWords(language);
        return { title: words.requestTitle, body: words.requestBody(user.username) };
      }, INVITATION_TTL_SECONDS);
    }
    return { outcome: "requested" };
  });

  const bothChanged = (changed: boolean, a: number, b: number) => {
    if (!changed) return;
    tell(a, { kind: "friendsChanged" });
    tell(b, { kind: "friendsChanged" });
  };
  nameRoute("accept", async (user, other) => {
    const changed = await social.accept(user.id, other.id);
    bothChanged(changed, user.id, other.id);
    return { changed };
  });
  nameRoute("decline", async (user, other) => ({ changed: await social.decline(user.id, other.id) }));
  nameRoute("remove", async (user, other) => {
    const wereFriends = await social.areFriends(user.id, other.id);
    const changed = await social.remove(user.id, other.id);
    bothChanged(changed && wereFriends, user.id, other.id);
    if (changed && !wereFriends) tell(user.id, { kind: "friendsChanged" });
    return { changed };
  });
  nameRoute("block", async (user, other) => {
    const wereFriends = await social.areFriends(user.id, other.id);
    if (!(await social.block(user.id, other.id))) return { status: 409, reason: "your block list is full" };
    // The blocked one hears only what a removal tells: a friend fewer.
    if (wereFriends) tell(other.id, { kind: "friendsChanged" });
    tell(user.id, { kind: "friendsChanged" });
    return { changed: true };
  });
  nameRoute("unblock", async (user, other) => {
    const changed = await social.unblock(user.id, other.id);
    // only the one who unblocks hears of it: their lobby lists the other's tables again
    if (changed) tell(user.id, { kind: "friendsChanged" });
    return { changed };
  });

  router.post("/api/friends/invite", inviting.perAddress, loggedIn, inviting.perAccount, async (req, res) => {
    const parsed = inviteBody.safeParse(req.body);
    if (!parsed.success) return refuse(res, 400, "give the table's gameId and a friend's username");
    try {
      const user = me(res);
      const listing = (await matchMaker.query({ roomId: parsed.data.gameId, name: "ttr" }))[0] as { metadata?: LobbyMetadata } | undefined;
      const table = listing?.metadata;
      const seated = table?.players?.some((p) => !p.isBot && p.username.toLowerCase() === user.username.toLowerCase());
      if (!table || !seated || table.status !== "waiting") return refuse(res, 404, "no waiting table of yours with this id");
      if (table.availableColors.length === 0) return refuse(res, 409, "the table is full");
      const friend = await services.users.byUsername(parsed.data.username);
      // A block ends a friendship: neither can invite the other, and the answer is that of any non-friend.
      if (!friend || !(await social.areFriends(user.id, friend.id))) return refuse(res, 400, "you can invite your friends only");
      await invitations.add(friend.id, parsed.data.gameId, user.username, table.gameName);
      tell(friend.id, { kind: "invitation", gameId: parsed.data.gameId, gameName: table.gameName, from: user.username, availableColors: table.availableColors });
      services.turnPush?.notice(friend.id, "invitation", parsed.data.gameId, (language) => {
        const words = socialWords(language);
        return { title: words.invitationTitle, body: words.invitationBody(user.username, table.gameName) };
      }, INVITATION_TTL_SECONDS);
      res.json({ description: "success" });
    } catch (error) {
      failStorage(res, error, "invitation", "send the invitation");
    }
  });

  router.post("/api/friends/invitations/decline", changes.perAddress, loggedIn, changes.perAccount, async (req, res) => {
    const parsed = gameBody.safeParse(req.body);
    if (!parsed.success) return refuse(res, 400, "give the invitation's gameId");
    try {
      await invitations.forget(me(res).id, parsed.data.gameId);
      res.json({ description: "success" });
    } catch (error) {
      failStorage(res, error, "invitation decline", "forget the invitation");
    }
  });

  return router;
}
