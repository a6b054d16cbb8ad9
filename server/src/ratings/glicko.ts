// Glicko-2 over one finished game: every person beat every person placed below them in the final ranking (the rules'
// `ranking`, tie-breaks included), as one rating period. Bots are not in `order`, so they change nobody's rating.
import glicko2 from "glicko2";
import type { Rating } from "../storage/types.js";

/** Glicko-2's usual starting point and system constant (Glickman's paper suggests tau between 0.3 and 1.2). */
export const GLICKO_SETTINGS = { rating: 1500, rd: 350, vol: 0.06, tau: 0.5 } as const;

export const UNRATED: Rating = { rating: GLICKO_SETTINGS.rating, rd: GLICKO_SETTINGS.rd, vol: GLICKO_SETTINGS.vol, games: 0 };

/**
 * The new ratings of the people of one game. `order` is their account ids, winner first; `current` holds the ratings
 * they have (an account missing from it starts from UNRATED).
 */
export function rateFinalOrder(order: readonly number[], current: ReadonlyMap<number, Rating>): Map<number, Rating> {
  const system = new glicko2.Glicko2(GLICKO_SETTINGS);
  const players = order.map((userId) => {
    const before = current.get(userId) ?? UNRATED;
    return { userId, before, player: system.makePlayer(before.rating, before.rd, before.vol) };
  });
  const matches: [ReturnType<typeof system.makePlayer>, ReturnType<typeof system.makePlayer>, number][] = [];
  for (let i = 0; i < players.length; i++) {
    for (let j = i + 1; j < players.length; j++) matches.push([players[i].player, players[j].player, 1]);
  }
  system.updateRatings(matches);
  return new Map(
    players.map(({ userId, before, player }) => [userId, { rating: player.getRating(), rd: player.getRd(), vol: player.getVol(), games: before.games + 1 }]),
  );
}
