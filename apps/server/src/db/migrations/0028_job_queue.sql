-- Campaign delivery's job queue, our own (platform/jobs/queue.ts): pg-boss 11 and later declare
-- Node >= 22.12 and our machines run Node 20, and pg-boss 10 has neither the heartbeat that gives
-- a killed process's jobs back in seconds nor a way to run on PGlite. The queue is working state,
-- rebuilt at start from the deliveries (campaign/requeue.ts), so it lives outside the public
-- schema that backups hold. Its rows: one per job, claimed with FOR UPDATE SKIP LOCKED.
CREATE SCHEMA IF NOT EXISTS "job_queue";--> statement-breakpoint
CREATE TABLE "job_queue"."job" (
	"id" uuid PRIMARY KEY,
	"queue" text NOT NULL,
	"data" jsonb NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"claims" integer DEFAULT 0 NOT NULL,
	"start_after" timestamp with time zone DEFAULT now() NOT NULL,
	"started_on" timestamp with time zone,
	"heartbeat_on" timestamp with time zone,
	"completed_on" timestamp with time zone,
	"output" jsonb,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_state_check" CHECK ("state" IN ('created', 'retry', 'active', 'completed', 'failed'))
);--> statement-breakpoint
-- The fetch walks this index in its own order (due time, then id) and stops at the batch: without
-- id in it, the jobs of one dispatch (all due at once) were sorted whole on every fetch.
CREATE INDEX "job_queue_job_due_idx" ON "job_queue"."job" ("queue", "start_after", "id") WHERE "state" IN ('created', 'retry');--> statement-breakpoint
CREATE INDEX "job_queue_job_active_idx" ON "job_queue"."job" ("queue", "heartbeat_on") WHERE "state" = 'active';--> statement-breakpoint
CREATE INDEX "job_queue_job_finished_idx" ON "job_queue"."job" ("completed_on") WHERE "state" IN ('completed', 'failed');--> statement-breakpoint
-- pg-boss's own schema, left by earlier versions: its jobs are queued again at start from the
-- deliveries that still wait (requeue.ts).
DROP SCHEMA IF EXISTS "pgboss" CASCADE;
