// The friends routes of the server (server/src/http/friendsRoutes.ts): the lists, and each change. Answers are values,
// never thrown; a refusal carries the server's reason (English on the wire, said in the reader's language by
// i18n/serverReasons.ts).
import type { FriendsAnswer } from "../../../shared-rules/protocol/index.js";
import { post } from "./api.js";

export type FriendAction = "request" | "accept" | "decline" | "remove" | "block" | "unblock";
export type FriendsResult = { ok: true } | { ok: false; reason: string };

export async function fetchFriends(token: string): Promise<FriendsAnswer | null> {
  try {
    const res = await fetch("/api/friends", { headers: { Authorization: `Bearer ${token}` } });
    return res.ok ? ((await res.json()) as FriendsAnswer) : null;
  } catch {
    return null;
  }
}

async function answered(path: string, body: unknown, token: string): Promise<FriendsResult> {
  try {
    const { status, json } = await post(path, body, token);
    return status < 300 ? { ok: true } : { ok: false, reason: typeof json.reason === "string" ? json.reason : "" };
  } catch {
    return { ok: false, reason: "" };
  }
}

export function friendAction(action: FriendAction, username: string, token: string): Promise<FriendsResult> {
  return answered(`/api/friends/${action}`, { username }, token);
}

export function inviteFriend(gameId: string, username: string, token: string): Promise<FriendsResult> {
  return answered("/api/friends/invite", { gameId, username }, token);
}

export function declineInvitation(gameId: string, token: string): Promise<FriendsResult> {
  return answered("/api/friends/invitations/decline", { gameId }, token);
}
