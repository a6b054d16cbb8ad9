-- The lobby leaves off a visitor's pages every table where someone sits whom the visitor blocks or who blocks the
-- visitor (server/src/lobby/blockedTables.ts): one lookup per lobby visit by either column. The primary key
-- (blocker_id, blocked_id) serves the first half; this index serves the second, which otherwise read the whole table.
CREATE INDEX blocks_by_blocked ON blocks (blocked_id);
