// Ratings, histories and the daily deal over HTTP (2 and 6); shapes in shared-rules/protocol.
// Answers are values, never thrown.
import type { DailyAnswer, LeaderboardAnswer, MapStatsAnswer, MyGamesAnswer, ProfileAnswer } from "../../../shared-rules/protocol/index.js";
import { msg, type Message } from "../i18n/i18n.js";
import type { MapId } from "../rules.js";

export type Answer<T> = { ok: true; value: T } | { ok: false; reason: Message };

async function getJson<T>(path: string, token?: string): Promise<Answer<T>> {
  try {
    const res = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (res.status === 404) return { ok: false, reason: msg("ratings.noAccount") };
    if (!res.ok) return { ok: false, reason: msg("reason.serverAnswered", { status: res.status, statusText: res.statusText }) };
    return { ok: true, value: (await res.json()) as T };
  } catch {
    return { ok: false, reason: msg("reason.unreachable") };
  }
}

/** The overall leaderboard, or one board's (its own ratings) with `map`. */
export function fetchLeaderboard(map?: MapId): Promise<Answer<LeaderboardAnswer>> {
  return getJson(map ? `/api/leaderboard?map=${encodeURIComponent(map)}` : "/api/leaderboard");
}

/** The logged-in account's rating and finished games. */
export function fetchMyProfile(token: string): Promise<Answer<ProfileAnswer>> {
  return getJson("/api/my-profile", token);
}

/** Anyone's rating and finished games (a name on the leaderboard). */
export function fetchProfile(username: string): Promise<Answer<ProfileAnswer>> {
  return getJson(`/api/players/${encodeURIComponent(username)}`);
}

/** Anyone's statistics per board (public, as their finished games are). */
export function fetchMapStats(username: string): Promise<Answer<MapStatsAnswer>> {
  return getJson(`/api/players/${encodeURIComponent(username)}/maps`);
}

/** Today's daily deal and each account's best score in it. */
export function fetchDailyBoard(): Promise<Answer<DailyAnswer>> {
  return getJson("/api/daily");
}

/** Every game you are in: unfinished ones (listed or not: private games, daily deals) and your newest finished ones. */
export function fetchMyGames(token: string): Promise<Answer<MyGamesAnswer>> {
  return getJson("/api/my-games", token);
}

/** Your unfinished game of this lesson, if you left one (lessons are unlisted too). */
export async function fetchUnfinishedLesson(token: string, lesson: string): Promise<string | null> {
  const answer = await fetchMyGames(token);
  return answer.ok ? (answer.value.games.find((g) => g.lesson === lesson)?.gameId ?? null) : null;
}

/** Your unfinished daily deal, if you left one (it is unlisted, so the lobby's listing cannot show it). */
export async function fetchUnfinishedDaily(token: string): Promise<string | null> {
  const answer = await fetchMyGames(token);
  return answer.ok ? (answer.value.games.find((g) => g.daily !== undefined)?.gameId ?? null) : null;
}
