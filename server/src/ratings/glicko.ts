// Glicko-2 over one finished game: every person beat every person placed below them in the final ranking (the rules'
// `ranking`, tie-breaks included), as one rating period. Bots are not in `order`, so they change nobody's rating.
import glicko2 from "glicko2";
import type { Rating } from "../storage/types.js";

/** Glicko-2's usual starting point and system constant (Glickman's paper suggests tau between 0.3 and 1.2). */
export const GLICKO_SETTINGS = { rating: 1500, rd: 350, vol: 0.06, tau: 0.5 } as const;

export const UNRATED: Rating = { rating: GLICKO_SETTINGS.rating, rd: GLICKO_SETTINGS.rd, vol: GLICKO_SETTINGS.vol, games: 0 };

/** Glicko-2's rating period, for idleness: every whole week without a rated game widens the deviation. */
export const IDLE_PERIOD_DAYS = 7;
/** Glicko-2's scale factor between the displayed rating scale and its own (Glickman, step 2). */
const GLICKO2_SCALE = 173.7178;

/**
 * The rating as it stands `now`: Glicko-2 grows an idle player's deviation by their volatility once per rating
 * period without games (phi' = sqrt(phi^2 + n sigma^2), Glickman's step 6 with no games), never past a newcomer's.
 * A rating with no time of its last game (older data) is taken as it is.
 */
export function ratingAt(rating: Rating, now: Date): Rating {
  if (!rating.ratedAt) return rating;
  const idleMs = now.getTime() - Date.parse(rating.ratedAt);
  const periods = Math.floor(idleMs / (IDLE_PERIOD_DAYS * 24 * 3600 * 1000));
  if (!(periods > 0)) return rating;
  const phi = rating.rd / GLICKO2_SCALE;
  const widened = Math.sqrt(phi * phi + periods * rating.vol * rating.vol) * GLICKO2_SCALE;
  return { ...rating, rd: Math.min(GLICKO_SETTINGS.rd, widened) };
}

/**
 * The new ratings of the people of one game that ended `now`. `order` is their account ids, winner first; `current`
 * holds the ratings they have (an account missing from it starts from UNRATED), widened for the time since.
 */
export function rateFinalOrder(order: readonly number[], current: ReadonlyMap<number, Rating>, now = new Date()): Map<number, Rating> {
  const system = new glicko2.Glicko2(GLICKO_SETTINGS);
  const players = order.map((userId) => {
    const before = ratingAt(current.get(userId) ?? UNRATED, now);
    return { userId, before, player: system.makePlayer(before.rating, before.rd, before.vol) };
  });
  const matches: [ReturnType<typeof system.makePlayer>, ReturnType<typeof system.makePlayer>, number][] = [];
  for (let i = 0; i < players.length; i++) {
    for (let j = i + 1; j < players.length; j++) matches.push([players[i].player, players[j].player, 1]);
  }
  system.updateRatings(matches);
  return new Map(
    players.map(({ userId, before, player }) => [
      userId,
      { rating: player.getRating(), rd: player.getRd(), vol: player.getVol(), games: before.games + 1, ratedAt: now.toISOString() },
    ]),
  );
}
