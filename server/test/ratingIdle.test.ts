// Glicko-2 with idle time: a rating left without games grows less certain, one rating period (a week) at a time, up to
// a newcomer's deviation, and a less certain rating moves more in its next game.
import assert from "node:assert/strict";
import { GLICKO_SETTINGS, IDLE_PERIOD_DAYS, rateFinalOrder, ratingAt } from "../src/ratings/glicko.js";
import { shownRating } from "../src/ratings/profile.js";
import type { Rating } from "../src/storage/types.js";

const DAY = 24 * 3600 * 1000;
const playedAt = new Date("2026-01-01T12:00:00Z");
const later = (days: number) => new Date(playedAt.getTime() + days * DAY);
const settled: Rating = { rating: 1700, rd: 60, vol: 0.06, games: 40, ratedAt: playedAt.toISOString() };

describe("ratings: idle time widens the deviation", () => {
  it("leaves a rating as it is within its first rating period, and one with no time of its last game", () => {
    assert.deepEqual(ratingAt(settled, later(IDLE_PERIOD_DAYS - 0.01)), settled);
    const { ratedAt: _dropped, ...untimed } = settled;
    assert.deepEqual(ratingAt(untimed, later(400)), untimed);
  });

  it("adds the volatility once per whole idle period (Glickman's step 6), never past a newcomer's deviation", () => {
    const scale = 173.7178;
    for (const periods of [1, 4, 52]) {
      const expected = Math.sqrt((60 / scale) ** 2 + periods * 0.06 ** 2) * scale;
      const widened = ratingAt(settled, later(periods * IDLE_PERIOD_DAYS + 1));
      assert.ok(Math.abs(widened.rd - expected) < 1e-9, `${periods} periods: ${widened.rd} vs ${expected}`);
      assert.equal(widened.rating, settled.rating, "the rating itself does not move");
    }
    assert.ok(ratingAt(settled, later(52 * IDLE_PERIOD_DAYS)).rd > 80, "a year away: clearly less certain");
    assert.equal(ratingAt(settled, later(100 * 365)).rd, GLICKO_SETTINGS.rd);
  });

  it("moves an idle player's rating more in the next game, and stamps the new rating with the game's end", () => {
    const opponent: Rating = { rating: 1700, rd: 60, vol: 0.06, games: 40, ratedAt: later(360).toISOString() };
    const end = later(365);
    const afterIdleYear = rateFinalOrder([1, 2], new Map([[1, settled], [2, opponent]]), end).get(1)!;
    const regular = rateFinalOrder([1, 2], new Map([[1, { ...settled, ratedAt: later(364).toISOString() }], [2, opponent]]), end).get(1)!;
    assert.ok(afterIdleYear.rating - settled.rating > regular.rating - settled.rating, "the less certain rating gains more for the same win");
    assert.equal(afterIdleYear.ratedAt, end.toISOString());
    assert.equal(afterIdleYear.games, settled.games + 1);
  });

  it("shows the widened deviation on the leaderboard and profiles", () => {
    assert.equal(shownRating(settled, later(1)).rd, 60);
    assert.ok(shownRating(settled, later(365)).rd > 80);
  });
});
