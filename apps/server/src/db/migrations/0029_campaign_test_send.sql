-- Test sends of a campaign's message (issue 40): real messages through the real channel to an
-- address a campaign user typed, kept apart from the deliveries so that they are never counted
-- as reaching a customer. campaign_id is null for a message tried before its campaign was saved.
CREATE TABLE "campaign_test_send" (
	"id" serial PRIMARY KEY,
	"campaign_id" integer REFERENCES "campaign"("id"),
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"sent_by" text NOT NULL,
	"sent_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_test_send_outcome_check" CHECK ("outcome" IN ('sent', 'delivered', 'failed'))
);--> statement-breakpoint
CREATE INDEX "campaign_test_send_campaign_idx" ON "campaign_test_send" ("campaign_id");
