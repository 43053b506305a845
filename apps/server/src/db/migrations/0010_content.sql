-- Branch content for the group's website (module content, spec 2 sections 3 and 7).
-- One outlet profile per branch; created on the first save, read with the branch's defaults before.
CREATE TABLE "content_outlet" (
	"branch_id" integer PRIMARY KEY NOT NULL REFERENCES "branch"("id"),
	"profile" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text
);--> statement-breakpoint
-- A promotion: branch_id null = head office. Its state (pending, scheduled, running, expired) is
-- derived at read time from approval, active status, the validity days and the business day, so
-- it goes live and expires by itself with no job and nothing to race between server processes.
CREATE TABLE "content_promotion" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL UNIQUE,
	"branch_id" integer REFERENCES "branch"("id"),
	"name" text NOT NULL,
	"promotion_description" text NOT NULL,
	"short_description" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"active_status" boolean NOT NULL,
	"promo_type" text DEFAULT 'article' NOT NULL,
	"image_file_id" text,
	"web_file_id" text,
	"thumbnail_file_id" text,
	"approval" text NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"reviewed_by" text,
	"reviewed_time" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "content_promotion_validity" CHECK ("valid_from" <= "valid_to"),
	CONSTRAINT "content_promotion_approval" CHECK ("approval" in ('pending', 'approved', 'rejected'))
);--> statement-breakpoint
CREATE INDEX "content_promotion_branch_idx" ON "content_promotion" USING btree ("branch_id", "valid_to");--> statement-breakpoint
CREATE TABLE "content_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL UNIQUE,
	"branch_id" integer REFERENCES "branch"("id"),
	"name" text NOT NULL,
	"short_desc" text NOT NULL,
	"content" text NOT NULL,
	"category" text NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"outlet_type" text DEFAULT 'Branch' NOT NULL,
	"active_status" text NOT NULL,
	"source" text DEFAULT 'CMS' NOT NULL,
	"image_file_id" text,
	"web_file_id" text,
	"thumbnail_file_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text
);--> statement-breakpoint
CREATE INDEX "content_news_branch_idx" ON "content_news" USING btree ("branch_id");--> statement-breakpoint
-- What the website's salesman profiles need on the salesman table (photo, hpno, email exist).
ALTER TABLE "salesman" ADD COLUMN IF NOT EXISTS "is_show" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "salesman" ADD COLUMN IF NOT EXISTS "position" text DEFAULT 'Sales Consultant' NOT NULL;--> statement-breakpoint
ALTER TABLE "salesman" ADD COLUMN IF NOT EXISTS "display_status" text DEFAULT 'Active' NOT NULL;--> statement-breakpoint
ALTER TABLE "salesman" ADD COLUMN IF NOT EXISTS "content_version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
-- The sizes of an uploaded image the website shows (platform/files/variants.ts), made once per
-- original: re-sending an unchanged image finds its row and costs nothing.
CREATE TABLE "image_variant" (
	"file_id" text PRIMARY KEY NOT NULL,
	"web_file_id" text NOT NULL,
	"thumb_file_id" text NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL
);
