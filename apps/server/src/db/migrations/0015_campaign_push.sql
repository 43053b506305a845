-- Campaign web push in demo mode: the VAPID key pair made at the first demo start, kept in the
-- database (never in the repository) so that every process and every restart signs with the same key.
CREATE TABLE IF NOT EXISTS "messaging_key" (
  "name" text PRIMARY KEY,
  "public_key" text NOT NULL,
  "private_key" text NOT NULL,
  "created_time" timestamptz NOT NULL DEFAULT now()
);
