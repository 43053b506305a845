-- Campaign module: blast-message campaigns, the customer audience with consent per channel, push
-- subscriptions, one delivery row per recipient and channel (deterministic id), the global
-- per-provider token buckets and the demo sinks. Test-drive orders gain the promo code they carried.
CREATE TABLE "campaign_type" (
  "code" text PRIMARY KEY,
  "description" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "campaign_type" ("code", "description") VALUES
  ('PROMO', 'Promotion'), ('INFO', 'Information'), ('EVENT', 'Event'), ('SERVICE', 'Service reminder')
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TABLE "campaign" (
  "id" serial PRIMARY KEY,
  "company_code" text NOT NULL DEFAULT '0002',
  "title" text NOT NULL,
  "content" text NOT NULL,
  "type_code" text NOT NULL REFERENCES "campaign_type" ("code"),
  "promo_code" text NOT NULL DEFAULT '',
  "publish_date" timestamptz NOT NULL,
  "valid_from" timestamptz NOT NULL,
  "valid_to" timestamptz NOT NULL,
  "status" integer NOT NULL DEFAULT 3,
  "share_link" text NOT NULL DEFAULT '',
  "customer_target_code" text NOT NULL DEFAULT 'ALL',
  "region_code" text NOT NULL DEFAULT 'ALL',
  "vehicle_type_code" text NOT NULL DEFAULT 'ALL',
  "religion" text NOT NULL DEFAULT 'ALL',
  "minimum_age" integer NOT NULL DEFAULT 1,
  "maximum_age" integer NOT NULL DEFAULT 100,
  "gender" text NOT NULL DEFAULT 'ALL',
  "is_email" boolean NOT NULL DEFAULT false,
  "is_push" boolean NOT NULL DEFAULT true,
  "is_sms" boolean NOT NULL DEFAULT false,
  "image_file_id" text,
  "image_url" text,
  "image_sequence" integer NOT NULL DEFAULT 0,
  "dispatched_time" timestamptz,
  "is_active" boolean NOT NULL DEFAULT true,
  "version" integer NOT NULL DEFAULT 1,
  "created_time" timestamptz NOT NULL DEFAULT now(),
  "created_by" text NOT NULL DEFAULT 'system',
  "updated_time" timestamptz,
  "updated_by" text,
  CONSTRAINT "campaign_status" CHECK ("status" IN (1, 3)),
  CONSTRAINT "campaign_age" CHECK ("minimum_age" BETWEEN 0 AND 150 AND "maximum_age" BETWEEN "minimum_age" AND 150),
  CONSTRAINT "campaign_validity" CHECK ("valid_to" >= "valid_from")
);
--> statement-breakpoint
CREATE INDEX "campaign_publish_idx" ON "campaign" ("publish_date") WHERE "is_active";
--> statement-breakpoint
CREATE INDEX "campaign_due_idx" ON "campaign" ("publish_date") WHERE "is_active" AND "status" = 1 AND "dispatched_time" IS NULL;
--> statement-breakpoint
CREATE TABLE "customer" (
  "id" serial PRIMARY KEY,
  "customer_ref" text NOT NULL UNIQUE,
  "full_name" text NOT NULL,
  "region_code" text,
  "vehicle_type_code" text,
  "religion" text,
  "birth_date" date,
  "gender" text,
  "email" text,
  "phone" text,
  "consent_email" boolean NOT NULL DEFAULT false,
  "consent_push" boolean NOT NULL DEFAULT false,
  "consent_sms" boolean NOT NULL DEFAULT false,
  "opt_out_token" text NOT NULL UNIQUE,
  "created_time" timestamptz NOT NULL DEFAULT now(),
  "created_by" text NOT NULL DEFAULT 'system',
  "updated_time" timestamptz,
  "updated_by" text,
  CONSTRAINT "customer_gender" CHECK ("gender" IS NULL OR "gender" IN ('M', 'F'))
);
--> statement-breakpoint
CREATE INDEX "customer_audience_idx" ON "customer" ("region_code", "vehicle_type_code", "gender", "religion", "birth_date");
--> statement-breakpoint
CREATE INDEX "customer_phone_idx" ON "customer" ("phone");
--> statement-breakpoint
CREATE TABLE "push_subscription" (
  "id" serial PRIMARY KEY,
  "customer_id" integer NOT NULL REFERENCES "customer" ("id") ON DELETE CASCADE,
  "endpoint" text NOT NULL UNIQUE,
  "p256dh" text NOT NULL,
  "auth" text NOT NULL,
  "created_time" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "push_subscription_customer_idx" ON "push_subscription" ("customer_id");
--> statement-breakpoint
CREATE TABLE "campaign_delivery" (
  "id" text PRIMARY KEY,
  "campaign_id" integer NOT NULL REFERENCES "campaign" ("id"),
  "customer_id" integer NOT NULL REFERENCES "customer" ("id") ON DELETE CASCADE,
  "channel" text NOT NULL,
  "address" text NOT NULL,
  "status" text NOT NULL DEFAULT 'queued',
  "attempts" integer NOT NULL DEFAULT 0,
  "provider_id" text,
  "reason" text,
  "queued_time" timestamptz NOT NULL DEFAULT now(),
  "sent_time" timestamptz,
  "delivered_time" timestamptz,
  "updated_time" timestamptz,
  CONSTRAINT "campaign_delivery_channel" CHECK ("channel" IN ('email', 'sms', 'push')),
  CONSTRAINT "campaign_delivery_status" CHECK ("status" IN ('queued', 'sending', 'sent', 'delivered', 'failed', 'opted_out', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX "campaign_delivery_figures_idx" ON "campaign_delivery" ("campaign_id", "channel", "status");
--> statement-breakpoint
CREATE INDEX "campaign_delivery_provider_idx" ON "campaign_delivery" ("provider_id") WHERE "provider_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "message_rate_bucket" (
  "provider" text PRIMARY KEY,
  "rate_per_second" double precision NOT NULL,
  "burst" double precision NOT NULL,
  "tokens" double precision NOT NULL,
  "refilled_time" timestamptz NOT NULL DEFAULT clock_timestamp()
);
--> statement-breakpoint
CREATE TABLE "campaign_sink_message" (
  "id" serial PRIMARY KEY,
  "channel" text NOT NULL,
  "campaign_id" integer,
  "to_address" text NOT NULL,
  "subject" text NOT NULL DEFAULT '',
  "body" text NOT NULL DEFAULT '',
  "received_time" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "campaign_sink_message_campaign_idx" ON "campaign_sink_message" ("campaign_id", "id");
--> statement-breakpoint
CREATE TABLE "customer_export_audit" (
  "id" serial PRIMARY KEY,
  "exported_by" text NOT NULL,
  "what" text NOT NULL,
  "row_count" integer NOT NULL,
  "exported_time" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
ALTER TABLE "test_drive_order" ADD COLUMN IF NOT EXISTS "promo_code" text;
--> statement-breakpoint
CREATE INDEX "test_drive_order_promo_idx" ON "test_drive_order" ("promo_code") WHERE "promo_code" IS NOT NULL;
