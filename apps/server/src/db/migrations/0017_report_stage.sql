-- Stage times of the monitoring report (getmonitoringstagetime) without reading the orders: the
-- call read every order of the period and its activity log (1.5 s for one month of 1,000,000
-- orders). Two tables kept by statement triggers, like report_order_slot (0006):
--   report_order_stage: per order that went through a stage, the seconds of each stage (first
--     time it entered ASSIGNED 2, CHECKBEFORETDCOMPLETED 7, STARTTD 8, COMPLETETD 9,
--     CHECKAFTERTDONPROCESS 10, COMPLETED 16) and whether the 30-minute rule rejected it (a
--     REJECTEDBYSYSTEM 15 log row); the export reads it instead of each order's log;
--   report_stage_slot: per branch and 15-minute slot of the start time, the sum and number of
--     each stage's seconds and the auto-rejected orders, so a month is summed from a few
--     thousand rows (the order count comes from report_order_slot).
-- Sums are numeric, so adding and taking away an order's seconds leaves no rounding behind.
-- An order's stage row changes when its log gains, loses or changes a row of those statuses, or
-- when its branch, start or submitted time changes; report_stage_refresh recomputes the orders
-- named and applies only the difference. A new order has no log rows yet (they reference it), so
-- inserting orders needs no trigger.
CREATE TABLE "report_order_stage" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"to_assigned" numeric,
	"to_prepared" numeric,
	"test_drive" numeric,
	"to_completed" numeric,
	"auto_rejected" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_stage_slot" (
	"branch_id" integer NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"to_assigned_sum" numeric NOT NULL,
	"to_assigned_n" integer NOT NULL,
	"to_prepared_sum" numeric NOT NULL,
	"to_prepared_n" integer NOT NULL,
	"test_drive_sum" numeric NOT NULL,
	"test_drive_n" integer NOT NULL,
	"to_completed_sum" numeric NOT NULL,
	"to_completed_n" integer NOT NULL,
	"auto_rejected" integer NOT NULL,
	CONSTRAINT "report_stage_slot_pk" PRIMARY KEY ("branch_id", "slot")
);
--> statement-breakpoint
CREATE FUNCTION report_stage_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	WITH marks AS (
		SELECT o.id, o.branch_id, o.start_date_time, o.submitted_time,
			min(l.created_time) FILTER (WHERE l.status_code = 2 AND l.from_status IS DISTINCT FROM 2) AS assigned,
			min(l.created_time) FILTER (WHERE l.status_code = 7 AND l.from_status IS DISTINCT FROM 7) AS prepared,
			min(l.created_time) FILTER (WHERE l.status_code = 8 AND l.from_status IS DISTINCT FROM 8) AS started,
			min(l.created_time) FILTER (WHERE l.status_code = 9 AND l.from_status IS DISTINCT FROM 9) AS finished,
			min(l.created_time) FILTER (WHERE l.status_code = 10 AND l.from_status IS DISTINCT FROM 10) AS returned,
			min(l.created_time) FILTER (WHERE l.status_code = 16 AND l.from_status IS DISTINCT FROM 16) AS completed,
			bool_or(l.status_code = 15) AS auto_rejected
		FROM test_drive_order o
		JOIN test_drive_activity_log l
			ON l.test_drive_order_id = o.id AND l.status_code IN (2, 7, 8, 9, 10, 15, 16)
		WHERE o.id = ANY (ids)
		GROUP BY o.id
	), fresh AS (
		SELECT id AS order_id, branch_id, report_slot(start_date_time) AS slot,
			extract(epoch FROM assigned - submitted_time) AS to_assigned,
			extract(epoch FROM prepared - assigned) AS to_prepared,
			extract(epoch FROM finished - started) AS test_drive,
			extract(epoch FROM completed - returned) AS to_completed,
			auto_rejected
		FROM marks
	), old AS (
		SELECT order_id, branch_id, slot, to_assigned, to_prepared, test_drive, to_completed,
			auto_rejected
		FROM report_order_stage WHERE order_id = ANY (ids)
	), added AS (
		SELECT * FROM fresh EXCEPT ALL SELECT * FROM old
	), removed AS (
		SELECT * FROM old EXCEPT ALL SELECT * FROM fresh
	), kept AS (
		INSERT INTO report_order_stage AS s
		SELECT * FROM added ORDER BY order_id
		ON CONFLICT (order_id) DO UPDATE SET branch_id = excluded.branch_id, slot = excluded.slot,
			to_assigned = excluded.to_assigned, to_prepared = excluded.to_prepared,
			test_drive = excluded.test_drive, to_completed = excluded.to_completed,
			auto_rejected = excluded.auto_rejected
	), dropped AS (
		DELETE FROM report_order_stage s
		WHERE s.order_id IN (SELECT order_id FROM removed)
			AND s.order_id NOT IN (SELECT order_id FROM added)
	)
	INSERT INTO report_stage_slot AS s (branch_id, slot, to_assigned_sum, to_assigned_n,
		to_prepared_sum, to_prepared_n, test_drive_sum, test_drive_n, to_completed_sum,
		to_completed_n, auto_rejected)
	SELECT branch_id, slot,
		coalesce(sum(d * to_assigned), 0), coalesce(sum(d) FILTER (WHERE to_assigned IS NOT NULL), 0),
		coalesce(sum(d * to_prepared), 0), coalesce(sum(d) FILTER (WHERE to_prepared IS NOT NULL), 0),
		coalesce(sum(d * test_drive), 0), coalesce(sum(d) FILTER (WHERE test_drive IS NOT NULL), 0),
		coalesce(sum(d * to_completed), 0), coalesce(sum(d) FILTER (WHERE to_completed IS NOT NULL), 0),
		coalesce(sum(d) FILTER (WHERE auto_rejected), 0)
	FROM (
		SELECT 1 AS d, * FROM added
		UNION ALL
		SELECT -1, * FROM removed
	) AS change
	GROUP BY branch_id, slot ORDER BY branch_id, slot
	ON CONFLICT (branch_id, slot) DO UPDATE SET
		to_assigned_sum = s.to_assigned_sum + excluded.to_assigned_sum,
		to_assigned_n = s.to_assigned_n + excluded.to_assigned_n,
		to_prepared_sum = s.to_prepared_sum + excluded.to_prepared_sum,
		to_prepared_n = s.to_prepared_n + excluded.to_prepared_n,
		test_drive_sum = s.test_drive_sum + excluded.test_drive_sum,
		test_drive_n = s.test_drive_n + excluded.test_drive_n,
		to_completed_sum = s.to_completed_sum + excluded.to_completed_sum,
		to_completed_n = s.to_completed_n + excluded.to_completed_n,
		auto_rejected = s.auto_rejected + excluded.auto_rejected;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_stage_log_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		-- No log rows left: no order went through any stage.
		DELETE FROM report_order_stage;
		DELETE FROM report_stage_slot;
		RETURN NULL;
	ELSIF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT test_drive_order_id) INTO ids FROM new_rows
		WHERE status_code IN (2, 7, 8, 9, 10, 15, 16);
	ELSIF TG_OP = 'UPDATE' THEN
		SELECT array_agg(DISTINCT test_drive_order_id) INTO ids FROM (
			SELECT test_drive_order_id, status_code FROM new_rows
			UNION ALL
			SELECT test_drive_order_id, status_code FROM old_rows
		) AS changed
		WHERE status_code IN (2, 7, 8, 9, 10, 15, 16);
	ELSE
		SELECT array_agg(DISTINCT test_drive_order_id) INTO ids FROM old_rows
		WHERE status_code IN (2, 7, 8, 9, 10, 15, 16);
	END IF;
	-- Most log rows (a submission, a reschedule) touch no stage: nothing to do.
	IF ids IS NOT NULL THEN
		PERFORM report_stage_refresh(ids);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION report_stage_order_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM report_order_stage;
		DELETE FROM report_stage_slot;
		RETURN NULL;
	ELSIF TG_OP = 'UPDATE' THEN
		-- A status move changes none of these: the common update costs this join of one row.
		SELECT array_agg(n.id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id
		WHERE (n.branch_id, n.start_date_time, n.submitted_time)
				IS DISTINCT FROM (o.branch_id, o.start_date_time, o.submitted_time)
			AND EXISTS (SELECT 1 FROM report_order_stage s WHERE s.order_id = n.id);
	ELSE
		SELECT array_agg(o.id) INTO ids FROM old_rows o
		WHERE EXISTS (SELECT 1 FROM report_order_stage s WHERE s.order_id = o.id);
	END IF;
	IF ids IS NOT NULL THEN
		PERFORM report_stage_refresh(ids);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "report_stage_log_insert" AFTER INSERT ON "test_drive_activity_log"
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION report_stage_log_apply();
--> statement-breakpoint
CREATE TRIGGER "report_stage_log_update" AFTER UPDATE ON "test_drive_activity_log"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION report_stage_log_apply();
--> statement-breakpoint
CREATE TRIGGER "report_stage_log_delete" AFTER DELETE ON "test_drive_activity_log"
	REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION report_stage_log_apply();
--> statement-breakpoint
CREATE TRIGGER "report_stage_log_truncate" AFTER TRUNCATE ON "test_drive_activity_log"
	FOR EACH STATEMENT EXECUTE FUNCTION report_stage_log_apply();
--> statement-breakpoint
CREATE TRIGGER "report_stage_order_update" AFTER UPDATE ON "test_drive_order"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION report_stage_order_apply();
--> statement-breakpoint
CREATE TRIGGER "report_stage_order_delete" AFTER DELETE ON "test_drive_order"
	REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION report_stage_order_apply();
--> statement-breakpoint
CREATE TRIGGER "report_stage_order_truncate" AFTER TRUNCATE ON "test_drive_order"
	FOR EACH STATEMENT EXECUTE FUNCTION report_stage_order_apply();
--> statement-breakpoint
-- The orders already there: every order with a log row of a stage's status, in one pass.
SELECT report_stage_refresh(array(
	SELECT DISTINCT test_drive_order_id FROM test_drive_activity_log
	WHERE status_code IN (2, 7, 8, 9, 10, 15, 16)
));
