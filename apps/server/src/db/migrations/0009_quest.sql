-- The quest console (hand-written). Areas are the regions; cities sit between area and branch.
CREATE TABLE "city" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_code" text NOT NULL,
	"city_name" text NOT NULL,
	"region_id" integer NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "city_city_code_unique" UNIQUE("city_code"),
	CONSTRAINT "city_region_fk" FOREIGN KEY ("region_id") REFERENCES "region"("id")
);
--> statement-breakpoint
CREATE INDEX "city_region_idx" ON "city" USING btree ("region_id");
--> statement-breakpoint
-- A branch lies in one city (its area is the branch's region).
CREATE TABLE "branch_city" (
	"branch_id" integer PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	CONSTRAINT "branch_city_branch_fk" FOREIGN KEY ("branch_id") REFERENCES "branch"("id"),
	CONSTRAINT "branch_city_city_fk" FOREIGN KEY ("city_id") REFERENCES "city"("id")
);
--> statement-breakpoint
CREATE INDEX "branch_city_city_idx" ON "branch_city" USING btree ("city_id");
--> statement-breakpoint
CREATE TABLE "quest" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_code" text DEFAULT '0002' NOT NULL,
	"quest_code" text GENERATED ALWAYS AS ('QST' || lpad("id"::text, 6, '0')) STORED NOT NULL,
	"quest_name" text NOT NULL,
	"quest_type" integer NOT NULL,
	"keyword" text DEFAULT '' NOT NULL,
	"is_podium" boolean DEFAULT false NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"quest_description" text DEFAULT '' NOT NULL,
	"terms_conditions" text DEFAULT '' NOT NULL,
	"reward_point" integer DEFAULT 0 NOT NULL,
	"experience_point" integer DEFAULT 0 NOT NULL,
	"max_player" integer NOT NULL,
	"max_number_of_participation" integer DEFAULT 1 NOT NULL,
	"file_id" text NOT NULL,
	"recurrence_type" integer NOT NULL,
	"rec_end" integer DEFAULT 1 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"cancellation_reason" text DEFAULT '' NOT NULL,
	"quest_reference_code" text,
	"published_time" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "quest_file_fk" FOREIGN KEY ("file_id") REFERENCES "stored_file"("file_id"),
	CONSTRAINT "quest_type_check" CHECK ("quest_type" in (1, 2)),
	CONSTRAINT "quest_status_check" CHECK ("status" between 0 and 5),
	CONSTRAINT "quest_recurrence_type_check" CHECK ("recurrence_type" between 0 and 4),
	CONSTRAINT "quest_max_player_check" CHECK ("max_player" between 1 and 99999),
	CONSTRAINT "quest_points_check" CHECK ("reward_point" >= 0 and "experience_point" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "quest_code_uq" ON "quest" USING btree ("quest_code");
--> statement-breakpoint
-- The list: one status (or all but deleted), newest first.
CREATE INDEX "quest_status_idx" ON "quest" USING btree ("status", "id" DESC);
--> statement-breakpoint
CREATE TABLE "quest_recurrence" (
	"id" serial PRIMARY KEY NOT NULL,
	"quest_id" integer NOT NULL,
	"recurrence_no" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"valid_to_join" timestamp with time zone NOT NULL,
	"recurrence_status" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quest_recurrence_quest_fk" FOREIGN KEY ("quest_id") REFERENCES "quest"("id"),
	CONSTRAINT "quest_recurrence_window" CHECK ("valid_from" < "valid_to" and "valid_to_join" between "valid_from" and "valid_to"),
	CONSTRAINT "quest_recurrence_status_check" CHECK ("recurrence_status" between 0 and 4)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "quest_recurrence_no_uq" ON "quest_recurrence" USING btree ("quest_id", "recurrence_no");
--> statement-breakpoint
CREATE TABLE "quest_task" (
	"id" serial PRIMARY KEY NOT NULL,
	"quest_id" integer NOT NULL,
	"task_no" integer NOT NULL,
	"task_name" text NOT NULL,
	"target_task" integer NOT NULL,
	"task_type" integer NOT NULL,
	"task_description" text DEFAULT '' NOT NULL,
	"rules" jsonb NOT NULL,
	CONSTRAINT "quest_task_quest_fk" FOREIGN KEY ("quest_id") REFERENCES "quest"("id"),
	CONSTRAINT "quest_task_target_check" CHECK ("target_task" >= 1),
	CONSTRAINT "quest_task_type_check" CHECK ("task_type" in (1, 2)),
	CONSTRAINT "quest_task_rules_check" CHECK (jsonb_typeof("rules") = 'array')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "quest_task_no_uq" ON "quest_task" USING btree ("quest_id", "task_no");
--> statement-breakpoint
-- Targeting: one row per setting value (kind = area, city, branch, playerLevel, player,
-- playerTier, playerTierPeriod, salesmanTier); no row of a kind = no restriction by it.
CREATE TABLE "quest_target" (
	"quest_id" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "quest_target_pk" PRIMARY KEY ("quest_id", "kind", "code"),
	CONSTRAINT "quest_target_quest_fk" FOREIGN KEY ("quest_id") REFERENCES "quest"("id"),
	CONSTRAINT "quest_target_kind_check" CHECK ("kind" in ('area', 'city', 'branch', 'playerLevel', 'player', 'playerTier', 'playerTierPeriod', 'salesmanTier'))
);
--> statement-breakpoint
CREATE INDEX "quest_target_code_idx" ON "quest_target" USING btree ("kind", "code");
--> statement-breakpoint
CREATE TABLE "quest_attachment" (
	"quest_id" integer NOT NULL,
	"position" integer NOT NULL,
	"file_id" text NOT NULL,
	CONSTRAINT "quest_attachment_pk" PRIMARY KEY ("quest_id", "position"),
	CONSTRAINT "quest_attachment_quest_fk" FOREIGN KEY ("quest_id") REFERENCES "quest"("id"),
	CONSTRAINT "quest_attachment_file_fk" FOREIGN KEY ("file_id") REFERENCES "stored_file"("file_id")
);
--> statement-breakpoint
-- The quest's own eventRerunQuest list (spec 2 section 3), kept with the quest.
CREATE TABLE "quest_event_rerun" (
	"quest_id" integer NOT NULL,
	"position" integer NOT NULL,
	"metadata_type_id" integer NOT NULL,
	"event_date_from" timestamp with time zone NOT NULL,
	"event_date_to" timestamp with time zone NOT NULL,
	CONSTRAINT "quest_event_rerun_pk" PRIMARY KEY ("quest_id", "position"),
	CONSTRAINT "quest_event_rerun_quest_fk" FOREIGN KEY ("quest_id") REFERENCES "quest"("id")
);
--> statement-breakpoint
-- save-rerun: one row per quest and window asked for; the engine recomputes it (status, awarded).
CREATE TABLE "quest_rerun_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"quest_id" integer NOT NULL,
	"metadata_type_id" integer NOT NULL,
	"event_date_from" timestamp with time zone NOT NULL,
	"event_date_to" timestamp with time zone NOT NULL,
	"setting" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"awarded" integer,
	"requested_by" text NOT NULL,
	"requested_time" timestamp with time zone DEFAULT now() NOT NULL,
	"done_time" timestamp with time zone,
	CONSTRAINT "quest_rerun_request_quest_fk" FOREIGN KEY ("quest_id") REFERENCES "quest"("id"),
	CONSTRAINT "quest_rerun_request_window" CHECK ("event_date_from" <= "event_date_to")
);
--> statement-breakpoint
CREATE INDEX "quest_rerun_request_quest_idx" ON "quest_rerun_request" USING btree ("quest_id", "id" DESC);
