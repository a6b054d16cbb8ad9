-- Ratings (issue 14 item 8): an account's Glicko-2 rating, NULL until its first rated game.
ALTER TABLE users
  ADD COLUMN rating      double precision,
  ADD COLUMN rating_rd   double precision,
  ADD COLUMN rating_vol  double precision,
  ADD COLUMN rated_games integer NOT NULL DEFAULT 0;
CREATE INDEX users_rating ON users (rating DESC) WHERE rating IS NOT NULL;

-- The games whose results are in the ratings: inserted in the same transaction as the new ratings, so a game is
-- rated exactly once whatever process or restart tries again.
CREATE TABLE rated_games (
  game_id  text        PRIMARY KEY,
  rated_at timestamptz NOT NULL DEFAULT now()
);

-- Games that ended before ratings existed are history, not rating changes.
UPDATE games SET meta = meta || '{"rated": true}'::jsonb WHERE status = 'ended';
-- Ended games whose result has not been through the ratings yet: what start-up looks for.
CREATE INDEX games_unrated ON games (owner) WHERE status = 'ended' AND NOT (meta ? 'rated');
-- Finished games, newest first: "your games" history (with games_players) and the daily deal's leaderboard.
CREATE INDEX games_ended_recent ON games (updated_at DESC) WHERE status = 'ended';
CREATE INDEX games_daily ON games ((meta->>'daily')) WHERE status = 'ended' AND meta ? 'daily';
