-- When each account's last rated game ended: a rating left idle grows less certain (its deviation widens with every
-- rating period without games, ratings/glicko.ts). NULL for ratings from before this column: those widen once their next game is rated.
ALTER TABLE users ADD COLUMN rated_at timestamptz;
