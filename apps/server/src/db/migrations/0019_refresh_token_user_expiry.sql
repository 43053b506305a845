-- Every sign-in deletes the user's expired refresh tokens (platform/auth/signInRecord.ts). With an
-- index on user_id alone that delete read every token the user holds to test its expiry: a desk
-- account signed in all day grows that set by one row per sign-in. With expires_at in the index
-- it reads only the expired ones. The user_id prefix still serves the per-user reads and revokes.
DROP INDEX IF EXISTS "refresh_token_user_idx";--> statement-breakpoint
CREATE INDEX "refresh_token_user_expiry_idx" ON "refresh_token" USING btree ("user_id","expires_at");
