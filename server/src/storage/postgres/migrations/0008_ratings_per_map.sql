-- Ratings per board: a Glicko-2 rating per account and map beside the overall one (users.rating), changed in the same
-- transaction as the overall one, so the rated_games claim covers both (a game is rated once, on both).
CREATE TABLE map_ratings (
  user_id  bigint           NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  map      text             NOT NULL,
  rating   double precision NOT NULL,
  rd       double precision NOT NULL,
  vol      double precision NOT NULL,
  games    integer          NOT NULL,
  rated_at timestamptz,
  PRIMARY KEY (user_id, map)
);
-- A board's leaderboard.
CREATE INDEX map_ratings_board ON map_ratings (map, rating DESC);

-- Games rated before this migration have no per-board rating yet: Glicko-2 cannot run in SQL, so this row asks the
-- server to replay them from their records, in the order they ended, once (ratings/mapRatingsReplay.ts). The process that
-- deletes the row does the replay in the same transaction; any other waits on the row, then finds nothing to do.
CREATE TABLE map_ratings_replay (pending boolean PRIMARY KEY);
INSERT INTO map_ratings_replay VALUES (true);
