// The daily deal: one deal a day, the same for everyone, played alone against bots. The seed comes
// from the UTC day through an HMAC with the daily-deal key (derived from the server's secret), so everyone gets the
// same deck that day but nobody can compute it in advance (a seed anyone could derive from the date would reveal
// every card). For the same reason a daily game is unlisted and its record is served only once its day is over
// (http/gameRecordRoutes.ts). The board rotates too, one map per day (dailyMap).
import crypto from "node:crypto";
import { MAP_IDS, type MapId, type Seed } from "../../../shared-rules/src/index.js";
import { SERVER_ERR, type ServerErrorCode } from "../../../shared-rules/protocol/index.js";
import type { GameRecord } from "../domain/records.js";
import type { ServerServices } from "../services.js";
import type { GameMaster } from "../game/GameMaster.js";
import { Game } from "../game/Game.js";

/** The UTC day, YYYY-MM-DD: the daily deal changes at midnight UTC for everyone. */
export function utcDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The day's seed: 128 bits (the rules' hex seed) of HMAC-SHA256(the daily-deal key, day) (jwtSecret.ts purposeKeys). */
export function dailySeed(key: Uint8Array, day: string): Seed {
  return crypto.createHmac("sha256", key).update(`daily-deal:${day}`).digest("hex").slice(0, 32);
}

/** Milliseconds in a day: the daily deal's board turns once per UTC day. */
const DAY_MS = 24 * 3600 * 1000;

/** The day's board: the maps take turns, one per UTC day (everyone plays the same board that day). */
export function dailyMap(day: string): MapId {
  const dayNumber = Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
  return MAP_IDS[((dayNumber % MAP_IDS.length) + MAP_IDS.length) % MAP_IDS.length] ?? "usa";
}

/** Whether a finished game's record may be served: a daily deal's only once its day is over. */
export function recordIsPublic(record: Pick<GameRecord, "daily">, now = new Date()): boolean {
  return record.daily === undefined || record.daily < utcDay(now);
}

/** A new daily deal game: today's seed, unlisted; the person sits first, then the bots (see seatBotsAndStart). */
export function openDailyGame(services: ServerServices, roomId: string, now = new Date()): Game {
  const day = utcDay(now);
  const game = Game.create(roomId, `Daily ${day}`, services.dailySeedOf(day), dailyMap(day));
  game.record.daily = day;
  game.record.private = true;
  game.record.owner = services.config.processName;
  return game;
}

/** Once the person is seated: the day's bots sit down and the game starts (nobody else can join a daily deal). */
export function seatBotsAndStart(master: GameMaster): void {
  const { dailyDealBots, dailyDealDifficulty } = master.services.config;
  master.commit(() => {
    for (let i = 0; i < dailyDealBots; i++) master.game.addBot(dailyDealDifficulty);
    return master.game.start();
  });
}

/**
 * Why this person may not open a daily deal now, or null: one deal per person per day (a second try would know the
 * deck, and the bots answer the same moves the same way), and an unfinished one is opened again from "Your games".
 */
export async function dailyDealRefusal(services: ServerServices, userId: number, now = new Date()): Promise<ServerErrorCode | null> {
  if ((await services.games.forUser(userId)).some((g) => g.daily !== undefined)) return SERVER_ERR.dailyDealUnfinished;
  if ((await services.games.finished({ userId, daily: utcDay(now), limit: 1 })).length > 0) return SERVER_ERR.dailyDealPlayed;
  return null;
}
