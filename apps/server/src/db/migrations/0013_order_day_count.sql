-- The boards' counters (docs/order.md, 'Counters') count the orders of a branch and business
-- days by status. Counting the orders reads every index entry of the period (30,000-62,000 for a
-- busy branch-month of 1,000,000 orders); this table keeps the same counts per branch, business
-- day and status, so a month is at most 31 rows per status. Business days are cut in the zone
-- written in order_day_count_zone (the server's TZ_BUSINESS, set by order_day_count_align at
-- start-up); while no zone is set the table stays empty and the boards count the orders.
-- created_max is the latest created_time the bucket ever held: an upper bound (never lowered
-- when an order leaves the bucket, so it may be loose, never wrong) that lets the board's page,
-- ordered by created_time, start its walk at the period's newest order instead of today's.
-- Kept by statement triggers with transition tables, like report_order_slot (0006): one grouped
-- upsert per statement, in key order so concurrent writers lock rows in the same order.
CREATE TABLE "order_day_count_zone" (
	"only" boolean PRIMARY KEY DEFAULT true CHECK ("only"),
	"zone" text
);
--> statement-breakpoint
INSERT INTO "order_day_count_zone" ("only", "zone") VALUES (true, NULL);
--> statement-breakpoint
CREATE TABLE "order_day_count" (
	"branch_id" integer NOT NULL,
	"day" date NOT NULL,
	"status_code" integer NOT NULL,
	"n" integer NOT NULL,
	"created_max" timestamp with time zone,
	CONSTRAINT "order_day_count_pk" PRIMARY KEY ("branch_id", "day", "status_code")
);
--> statement-breakpoint
CREATE FUNCTION order_day_count_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	z text := (SELECT zone FROM order_day_count_zone);
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM order_day_count;
		RETURN NULL;
	END IF;
	IF z IS NULL THEN
		RETURN NULL;
	END IF;
	IF TG_OP = 'INSERT' THEN
		INSERT INTO order_day_count AS c (branch_id, day, status_code, n, created_max)
		SELECT branch_id, (start_date_time AT TIME ZONE z)::date, status_code, count(*)::int,
			max(created_time)
		FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT (branch_id, day, status_code) DO UPDATE
			SET n = c.n + excluded.n, created_max = greatest(c.created_max, excluded.created_max);
	ELSIF TG_OP = 'UPDATE' THEN
		-- Most updates (a checklist saved, a salesman assigned) keep branch, day and status: the
		-- HAVING drops them and no count row is touched (nor locked).
		INSERT INTO order_day_count AS c (branch_id, day, status_code, n, created_max)
		SELECT branch_id, day, status_code, sum(d)::int, max(created) FROM (
			SELECT branch_id, (start_date_time AT TIME ZONE z)::date AS day, status_code, -1 AS d,
				NULL::timestamptz AS created
			FROM old_rows
			UNION ALL
			SELECT branch_id, (start_date_time AT TIME ZONE z)::date, status_code, 1, created_time
			FROM new_rows
		) AS change
		GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
		ON CONFLICT (branch_id, day, status_code) DO UPDATE
			SET n = c.n + excluded.n, created_max = greatest(c.created_max, excluded.created_max);
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO order_day_count AS c (branch_id, day, status_code, n)
		SELECT branch_id, (start_date_time AT TIME ZONE z)::date, status_code, -count(*)::int
		FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT (branch_id, day, status_code) DO UPDATE SET n = c.n + excluded.n;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- Sets the zone and recounts when it differs (first start, or TZ_BUSINESS changed). The lock
-- waits for the orders' writers in flight and holds new ones back, so no write is counted in
-- the old zone after the recount read the orders.
CREATE FUNCTION order_day_count_align(wanted text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
	IF (SELECT zone FROM order_day_count_zone) IS NOT DISTINCT FROM wanted THEN
		RETURN false;
	END IF;
	LOCK TABLE test_drive_order IN SHARE ROW EXCLUSIVE MODE;
	IF (SELECT zone FROM order_day_count_zone) IS NOT DISTINCT FROM wanted THEN
		RETURN false;
	END IF;
	UPDATE order_day_count_zone SET zone = wanted;
	DELETE FROM order_day_count;
	INSERT INTO order_day_count (branch_id, day, status_code, n, created_max)
	SELECT branch_id, (start_date_time AT TIME ZONE wanted)::date, status_code, count(*)::int,
		max(created_time)
	FROM test_drive_order GROUP BY 1, 2, 3;
	RETURN true;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "order_day_count_insert" AFTER INSERT ON "test_drive_order"
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION order_day_count_apply();
--> statement-breakpoint
CREATE TRIGGER "order_day_count_update" AFTER UPDATE ON "test_drive_order"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION order_day_count_apply();
--> statement-breakpoint
CREATE TRIGGER "order_day_count_delete" AFTER DELETE ON "test_drive_order"
	REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION order_day_count_apply();
--> statement-breakpoint
CREATE TRIGGER "order_day_count_truncate" AFTER TRUNCATE ON "test_drive_order"
	FOR EACH STATEMENT EXECUTE FUNCTION order_day_count_apply();
--> statement-breakpoint
-- The board's page when few orders of the period have the statuses asked: only their entries
-- are read (status before start), then sorted by created_time.
CREATE INDEX "test_drive_order_branch_status_start_idx" ON "test_drive_order" USING btree
	("branch_id", "status_code", "start_date_time") INCLUDE ("created_time", "id");
--> statement-breakpoint
-- The board's page when many do: walked newest first from the period's created_max, stopping
-- once the page is full (start and status checked on the index entry).
CREATE INDEX "test_drive_order_branch_created_idx" ON "test_drive_order" USING btree
	("branch_id", "created_time" DESC, "id" DESC) INCLUDE ("start_date_time", "status_code");
--> statement-breakpoint
-- The live hub's dashboard counts after every commit (orders per branch and status over all
-- time, notification/queries.ts ordersByStatus): only the day rows that still hold orders.
CREATE INDEX "order_day_count_status_idx" ON "order_day_count" USING btree
	("branch_id", "status_code") INCLUDE ("n") WHERE "n" <> 0;
