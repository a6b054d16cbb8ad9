-- Accounts: usernames and emails unique regardless of case.
CREATE TABLE users (
  id              bigserial PRIMARY KEY,
  username        text        NOT NULL,
  password_hash   text        NOT NULL,
  email           text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  session_version integer     NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX users_username_lower ON users (lower(username));
CREATE UNIQUE INDEX users_email_lower ON users (lower(email)) WHERE email IS NOT NULL;

-- One row per game: the record without its command log (seed, seats, settings, chat, result) in `meta`,
-- plus the columns the server looks games up by.
CREATE TABLE games (
  id           text        PRIMARY KEY,
  status       text        NOT NULL,
  owner        text,
  host_user_id bigint      NOT NULL,
  player_ids   bigint[]    NOT NULL DEFAULT '{}',
  meta         jsonb       NOT NULL,
  updated_at   timestamptz NOT NULL
);
CREATE INDEX games_unfinished ON games (owner) WHERE status IN ('waiting', 'playing');
CREATE INDEX games_players ON games USING gin (player_ids);

-- The command log: one row per command, keyed by (game, seq), never updated.
CREATE TABLE game_commands (
  game_id text    NOT NULL,
  seq     integer NOT NULL,
  command jsonb   NOT NULL,
  PRIMARY KEY (game_id, seq)
);
