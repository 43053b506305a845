-- The quest engine: the event stream, what each event counted for, completions and the frozen
-- rule versions. Progress is derived (a count of quest_task_event rows), never edited by hand.
CREATE TABLE "quest_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"event_id" text NOT NULL,
	"metadata_type_id" integer NOT NULL,
	"player_no" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" text NOT NULL,
	"source_client" text DEFAULT '' NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_event_event_id_unique" UNIQUE("event_id"),
	CONSTRAINT "quest_event_source" CHECK ("source" in ('order', 'service')),
	CONSTRAINT "quest_event_id_length" CHECK (length("event_id") between 1 and 100)
);
--> statement-breakpoint
-- Backtest and rerun scan one event type over a window; the why page reads one player's events.
CREATE INDEX "quest_event_type_time_idx" ON "quest_event" USING btree ("metadata_type_id", "occurred_at");
--> statement-breakpoint
CREATE INDEX "quest_event_player_time_idx" ON "quest_event" USING btree ("player_no", "occurred_at");
--> statement-breakpoint
-- Manual Join quests count only the players who joined.
CREATE TABLE "quest_participant" (
	"quest_id" integer NOT NULL,
	"player_no" text NOT NULL,
	"joined_time" timestamp with time zone DEFAULT now() NOT NULL,
	"service_client" text DEFAULT '' NOT NULL,
	CONSTRAINT "quest_participant_pk" PRIMARY KEY ("quest_id", "player_no")
);
--> statement-breakpoint
-- One row per event that counted for a task of a quest's recurrence for a player: the count of
-- these rows is the player's progress; inserting twice is a no-op.
CREATE TABLE "quest_task_event" (
	"quest_id" integer NOT NULL,
	"recurrence_no" integer NOT NULL,
	"task_no" integer NOT NULL,
	"player_no" text NOT NULL,
	"event_pk" bigint NOT NULL,
	"rules_version" integer NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_task_event_pk" PRIMARY KEY ("quest_id", "recurrence_no", "player_no", "task_no", "event_pk"),
	CONSTRAINT "quest_task_event_event_fk" FOREIGN KEY ("event_pk") REFERENCES "quest_event"("id")
);
--> statement-breakpoint
CREATE INDEX "quest_task_event_event_idx" ON "quest_task_event" USING btree ("event_pk");
--> statement-breakpoint
-- A player's completion of a recurrence: at most one (the key of its ledger entries, too).
CREATE TABLE "quest_completion" (
	"quest_id" integer NOT NULL,
	"recurrence_no" integer NOT NULL,
	"player_no" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reward_point" integer NOT NULL,
	"experience_point" integer NOT NULL,
	"rules_version" integer NOT NULL,
	"via" text NOT NULL,
	"completed_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_completion_pk" PRIMARY KEY ("quest_id", "recurrence_no", "player_no"),
	CONSTRAINT "quest_completion_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "quest_completion_via" CHECK ("via" in ('live', 'rerun'))
);
--> statement-breakpoint
CREATE INDEX "quest_completion_player_idx" ON "quest_completion" USING btree ("player_no", "quest_id");
--> statement-breakpoint
-- Awards of one quest take this row's lock first, so max players / participations hold under
-- concurrent completions (PGlite runs one transaction at a time anyway).
CREATE TABLE "quest_award_state" (
	"quest_id" integer PRIMARY KEY NOT NULL,
	"players" integer DEFAULT 0 NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Frozen rules: every version of a quest's tasks and rules once published, with its difference.
CREATE TABLE "quest_rules_version" (
	"quest_id" integer NOT NULL,
	"version" integer NOT NULL,
	"tasks" jsonb NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_rules_version_pk" PRIMARY KEY ("quest_id", "version")
);
