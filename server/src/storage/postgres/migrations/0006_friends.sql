-- Friends, friend requests and blocks (server/src/social/socialStore.ts says what each means). A friendship is one
-- row per direction, so that either side's list is one index range; requests and blocks are one row each.
CREATE TABLE friendships (
  user_id    bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  friend_id  bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (user_id, friend_id)
);
CREATE TABLE friend_requests (
  from_id    bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  to_id      bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (from_id, to_id)
);
CREATE INDEX friend_requests_to ON friend_requests (to_id, created_at);
CREATE TABLE blocks (
  blocker_id bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (blocker_id, blocked_id)
);
