-- The points ledger (hand-written; drizzle-kit models neither the triggers nor the transition tables).
-- Players are the salesmen: what the programme needs of them that the test-drive part lacks.
ALTER TABLE "salesman" ADD COLUMN "player_level" text DEFAULT 'SC' NOT NULL;
--> statement-breakpoint
ALTER TABLE "salesman" ADD COLUMN "player_tier" text DEFAULT 'BRONZE' NOT NULL;
--> statement-breakpoint
ALTER TABLE "salesman" ADD COLUMN "salesman_tier" text DEFAULT 'REGULAR' NOT NULL;
--> statement-breakpoint
CREATE INDEX "salesman_player_level_idx" ON "salesman" USING btree ("player_level");
--> statement-breakpoint
-- Every change of a player's points, never edited: a mistake is answered by a reversal entry.
CREATE TABLE "ledger_entry" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"idempotency_key" text NOT NULL,
	"player_no" text NOT NULL,
	"points_type" text NOT NULL,
	"amount" integer NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"reverses_entry_id" bigint,
	"description" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entry_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_entry_reverses_unique" UNIQUE("reverses_entry_id"),
	CONSTRAINT "ledger_entry_player_fk" FOREIGN KEY ("player_no") REFERENCES "salesman"("employee_no"),
	CONSTRAINT "ledger_entry_reverses_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "ledger_entry"("id"),
	CONSTRAINT "ledger_entry_points_type" CHECK ("points_type" in ('PodiumPoints', 'PointsBalance')),
	CONSTRAINT "ledger_entry_amount" CHECK ("amount" <> 0),
	CONSTRAINT "ledger_entry_source" CHECK ("source" in ('correction', 'quest_award', 'redemption', 'reversal')),
	CONSTRAINT "ledger_entry_key_length" CHECK (length("idempotency_key") between 1 and 200)
);
--> statement-breakpoint
CREATE INDEX "ledger_entry_player_idx" ON "ledger_entry" USING btree ("player_no", "id" DESC);
--> statement-breakpoint
CREATE INDEX "ledger_entry_source_idx" ON "ledger_entry" USING btree ("source", "source_ref");
--> statement-breakpoint
-- One row per player and points type, maintained ONLY by the entry trigger below; the guard
-- refuses any other write, and the CHECK makes a short balance fail the booking's transaction.
CREATE TABLE "ledger_balance" (
	"player_no" text NOT NULL,
	"points_type" text NOT NULL,
	"balance" bigint NOT NULL,
	"entry_count" integer NOT NULL,
	"last_entry_id" bigint NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_balance_pk" PRIMARY KEY ("player_no", "points_type"),
	CONSTRAINT "ledger_balance_not_negative" CHECK ("balance" >= 0)
);
--> statement-breakpoint
CREATE FUNCTION ledger_entry_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only: % refused (book a reversal entry instead)', TG_OP
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entry_no_update BEFORE UPDATE OR DELETE ON ledger_entry
  FOR EACH ROW EXECUTE FUNCTION ledger_entry_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entry_no_truncate BEFORE TRUNCATE ON ledger_entry
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entry_refuse_change();
--> statement-breakpoint
-- Statement level with a transition table: one write per (player, type) per INSERT. Existing rows
-- are locked in key order first (two bookings touching the same players cannot deadlock), then
-- updated; missing ones inserted. (Not INSERT ... ON CONFLICT DO UPDATE alone: PostgreSQL checks
-- the CHECK on the proposed row before the conflict, so a net deduction would always fail it.)
CREATE FUNCTION ledger_entry_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM ledger_balance b
    WHERE (b.player_no, b.points_type) IN (SELECT player_no, points_type FROM inserted)
    ORDER BY b.player_no, b.points_type FOR UPDATE;
  UPDATE ledger_balance AS b
    SET balance = b.balance + d.total, entry_count = b.entry_count + d.n,
        last_entry_id = greatest(b.last_entry_id, d.last_id), updated_time = now()
    FROM (SELECT player_no, points_type, sum(amount) AS total, count(*) AS n, max(id) AS last_id
            FROM inserted GROUP BY player_no, points_type) d
    WHERE b.player_no = d.player_no AND b.points_type = d.points_type;
  INSERT INTO ledger_balance AS b (player_no, points_type, balance, entry_count, last_entry_id)
  SELECT player_no, points_type, sum(amount), count(*), max(id)
    FROM inserted i
    WHERE NOT EXISTS (SELECT 1 FROM ledger_balance x
                       WHERE x.player_no = i.player_no AND x.points_type = i.points_type)
    GROUP BY player_no, points_type ORDER BY player_no, points_type
  -- A concurrent first booking of the same player and type inserted it meanwhile.
  ON CONFLICT (player_no, points_type) DO UPDATE
    SET balance = b.balance + excluded.balance,
        entry_count = b.entry_count + excluded.entry_count,
        last_entry_id = greatest(b.last_entry_id, excluded.last_entry_id),
        updated_time = now();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entry_balance AFTER INSERT ON ledger_entry
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_entry_apply();
--> statement-breakpoint
CREATE FUNCTION ledger_balance_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'ledger balances change only through ledger entries: % refused', TG_OP
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_balance_guard BEFORE INSERT OR UPDATE OR DELETE ON ledger_balance
  FOR EACH ROW EXECUTE FUNCTION ledger_balance_guard();
--> statement-breakpoint
CREATE TRIGGER ledger_balance_no_truncate BEFORE TRUNCATE ON ledger_balance
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entry_refuse_change();
--> statement-breakpoint
-- A correction upload: validated rows kept as a draft (Previewed) until committed as one entry set.
CREATE TABLE "point_correction_batch" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"status" text DEFAULT 'Previewed' NOT NULL,
	"row_count" integer NOT NULL,
	"duplicate_confirmed" boolean DEFAULT false NOT NULL,
	"created_by" text NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_by" text,
	"committed_time" timestamp with time zone,
	"reversed_by" text,
	"reversed_time" timestamp with time zone,
	"reversal_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "point_correction_batch_status" CHECK ("status" in ('Previewed', 'Committed', 'Reversed', 'Discarded'))
);
--> statement-breakpoint
CREATE INDEX "point_correction_batch_hash_idx" ON "point_correction_batch" USING btree ("file_hash");
--> statement-breakpoint
-- Two unconfirmed commits of the same file cannot both win, even at the same instant.
CREATE UNIQUE INDEX "point_correction_batch_hash_committed_uq" ON "point_correction_batch" USING btree ("file_hash") WHERE "status" = 'Committed' AND NOT "duplicate_confirmed";
--> statement-breakpoint
CREATE TABLE "point_correction_row" (
	"batch_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"player_no" text NOT NULL,
	"branch_code" text NOT NULL,
	"transaction_type_code" text NOT NULL,
	"points_type" text NOT NULL,
	"points" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "point_correction_row_pk" PRIMARY KEY ("batch_id", "row_no"),
	CONSTRAINT "point_correction_row_batch_fk" FOREIGN KEY ("batch_id") REFERENCES "point_correction_batch"("id"),
	CONSTRAINT "point_correction_row_points" CHECK ("points" > 0),
	CONSTRAINT "point_correction_row_type" CHECK ("transaction_type_code" in ('AddPointsCr', 'DeductPointsCr'))
);
--> statement-breakpoint
-- A reward redemption of the salesman app, once per request id.
CREATE TABLE "ledger_redemption" (
	"request_id" text PRIMARY KEY NOT NULL,
	"player_no" text NOT NULL,
	"product_code" text NOT NULL,
	"product_name" text NOT NULL,
	"points" integer NOT NULL,
	"entry_id" bigint NOT NULL,
	"service_client" text NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_redemption_entry_fk" FOREIGN KEY ("entry_id") REFERENCES "ledger_entry"("id"),
	CONSTRAINT "ledger_redemption_points" CHECK ("points" > 0)
);
--> statement-breakpoint
CREATE INDEX "ledger_redemption_player_idx" ON "ledger_redemption" USING btree ("player_no", "created_time" DESC);
