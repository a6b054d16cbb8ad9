-- Turn notices (Web Push): one row per browser that asked for them. The endpoint (the push service's address for
-- that browser) is the key: subscribing again from the same browser replaces its row, whoever is logged in there.
CREATE TABLE push_subscriptions (
  endpoint   text        PRIMARY KEY,
  user_id    bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  p256dh     text        NOT NULL,
  auth       text        NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id, created_at);
