-- A deleted account keeps its row (its id is in game records) with its name, taken until the grace period is over
-- (DELETED_ACCOUNT_GRACE_DAYS); everything else about it is emptied when it is deleted.
ALTER TABLE users ADD COLUMN deleted_at timestamptz;
