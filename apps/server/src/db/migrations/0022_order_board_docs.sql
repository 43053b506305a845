-- The boards' page (order/query.ts ordersPickedJson) answers each order as the JSON text
-- JSON.stringify would make of it. Built per call, it joined seven tables and wrote 29 fields
-- (four of them timestamps) for every order of the page: 0.6 of the 1.2 ms PostgreSQL spent on a
-- board call (42 orders on average; docs/performance.md, session 16). These two tables keep that
-- text ready, cut into the parts that change with different tables:
--   order_board_doc: per order, its own fields and its current salesman, in three pieces around
--     the branch code and the unit (head, middle, tail);
--   unit_board_doc: per unit and order branch, the order's "branchCode" and its unit as JSON.
-- A page concatenates head || branch_code || middle || unit || tail. The split keeps every
-- master-data edit small: a branch, model or cluster renamed rewrites the unit documents of its
-- units (at most the 2,000 units), not the orders that show them. The orders' documents change
-- with the order, its salesman link (test_drive_order_partner) and a salesman's shown fields.
-- Kept by statement triggers with transition tables, like order_day_count (0013).
-- Times are written in UTC whatever the session's TimeZone (the functions set it), so a document
-- does not depend on who wrote it.
CREATE TABLE "order_board_doc" (
	"order_id" integer PRIMARY KEY,
	"unit_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"head" text NOT NULL,
	"middle" text NOT NULL,
	"tail" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_board_doc" (
	"unit_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"branch_code" text NOT NULL,
	"unit" text NOT NULL,
	CONSTRAINT "unit_board_doc_pk" PRIMARY KEY ("unit_id", "branch_id")
);
--> statement-breakpoint
-- A salesman's shown fields changed: the orders whose current salesman they are.
CREATE INDEX "test_drive_order_partner_salesman_current_idx" ON "test_drive_order_partner"
	USING btree ("salesman_id") INCLUDE ("test_drive_order_id") WHERE "is_current";
--> statement-breakpoint
-- The unit (and the order's branch code) as the board shows them: the same fields, names and
-- order as order/query.ts ORDER_JOINS's `unit`.
CREATE FUNCTION unit_board_doc_refresh(unit_ids integer[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO unit_board_doc AS d (unit_id, branch_id, branch_code, unit)
	SELECT p.unit_id, p.branch_id,
		',"branchCode":' || coalesce(to_json(b.branch_code)::text, 'null'),
		row_to_json(unit)::text
	FROM (
		SELECT unit_id, branch_id FROM unit_board_doc WHERE unit_id = ANY(unit_ids)
	) p
		JOIN test_drive_unit u ON u.id = p.unit_id
		JOIN branch b ON b.id = p.branch_id
		JOIN model_material mm ON mm.id = u.model_material_id
		JOIN material m ON m.id = u.material_id
		JOIN model_material_color col ON col.id = u.model_material_color_id
		LEFT JOIN LATERAL (SELECT c.cluster_description FROM branch_cluster bc
			JOIN cluster c ON c.id = bc.cluster_id AND c.is_active
			WHERE bc.branch_id = u.branch_id AND bc.is_active AND bc.is_enabled LIMIT 1) cl ON true
		CROSS JOIN LATERAL (SELECT u.id, u.branch_id AS "branchId", b.branch_code AS "branchCode",
			b.branch_description AS "branchDescription", cl.cluster_description AS "clusterDescription",
			mm.model_material_code AS "modelMaterialCode", mm.model_material_desc AS "modelMaterialDesc",
			m.material_desc AS "materialDesc", col.color_desc AS "colorDesc",
			u.transmission_type AS "transmissionType", u.police_reg_no AS "policeRegNo",
			u.equipment_no AS "equipmentNo", u.is_enabled AS "isEnabled") unit
	ORDER BY 1, 2
	ON CONFLICT (unit_id, branch_id) DO UPDATE
		SET branch_code = excluded.branch_code, unit = excluded.unit;
$$;
--> statement-breakpoint
-- The orders' documents, written again from the orders (an order deleted loses its document in
-- order_board_doc_on_order; an id of no order writes nothing). Each is the order's row_to_json
-- with null in "branchCode" and "testDriveUnit", cut at those two keys (a string's quotes are
-- escaped, so the first `,"branchCode":null,` is the key).
-- Generic plans: a custom plan per call (PostgreSQL's choice for an array of one id) planned the
-- document's joins on every order moved, 0.6 of the 0.9 ms a refresh took.
CREATE FUNCTION order_board_doc_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql
SET timezone = 'UTC' SET plan_cache_mode = 'force_generic_plan' AS $$
DECLARE
	added integer[];
BEGIN
	-- A unit shown at a branch for the first time: its document, written out just below.
	WITH pairs AS (
		INSERT INTO unit_board_doc (unit_id, branch_id, branch_code, unit)
		SELECT DISTINCT o.test_drive_unit_id, o.branch_id, '', ''
		FROM test_drive_order o
		WHERE o.id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM unit_board_doc d
			WHERE d.unit_id = o.test_drive_unit_id AND d.branch_id = o.branch_id)
		ORDER BY 1, 2
		ON CONFLICT DO NOTHING
		RETURNING unit_id
	)
	SELECT array_agg(DISTINCT unit_id) INTO added FROM pairs;
	IF added IS NOT NULL THEN
		PERFORM unit_board_doc_refresh(added);
	END IF;
	INSERT INTO order_board_doc AS d (order_id, unit_id, branch_id, head, middle, tail)
	SELECT o.id, o.test_drive_unit_id, o.branch_id,
		left(j.doc, cut.code - 1),
		substr(j.doc, cut.code + 18, cut.unit - cut.code - 18 + 17),
		substr(j.doc, cut.unit + 21)
	FROM test_drive_order o
		LEFT JOIN LATERAL (SELECT s.id AS "employeeId", s.employee_no AS "employeeNo",
				s.employee_name AS "employeeName", s.hpno, s.email, s.photo
			FROM test_drive_order_partner p JOIN salesman s ON s.id = p.salesman_id
			WHERE p.test_drive_order_id = o.id AND p.is_current) partner ON true
		CROSS JOIN LATERAL (SELECT o.id AS "id", o.company_code AS "companyCode",
			o.test_drive_order_no AS "testDriveOrderNo", o.user_id AS "userId",
			o.base_product AS "baseProduct", o.customer_name AS "customerName",
			o.customer_email AS "customerEmail", o.customer_phone_no AS "customerPhoneNo",
			o.city AS "city", o.address AS "address", NULL::text AS "branchCode",
			o.start_date_time AS "startDateTime", o.end_date_time AS "endDateTime",
			o.status_code AS "statusCode", o.test_drive_unit_id AS "testDriveUnitId",
			o.order_type AS "orderType", o.location_type AS "locationType", o.comment AS "comment",
			o.submitted_time AS "submittedTime", o.created_time AS "createdTime",
			o.version AS "version",
			to_char(o.vehicle_date_start, 'YYYY-MM-DD') AS "vehicleDateStart",
			to_char(o.vehicle_date_end, 'YYYY-MM-DD') AS "vehicleDateEnd",
			o.reason_category AS "reasonCategory", o.vehicle_reason AS "vehicleReason",
			NULL::json AS "testDriveUnit",
			CASE WHEN partner."employeeId" IS NULL THEN '[]'::json
				ELSE json_build_array(row_to_json(partner)) END AS "testDriveOrderPartners",
			'[]'::json AS "testDriveActivityLogs",
			CASE o.status_code WHEN 1 THEN 'SUBMITTED' WHEN 2 THEN 'ASSIGNED'
				WHEN 3 THEN 'DISTRIBUTED' WHEN 4 THEN 'CLAIMED' WHEN 5 THEN 'PREPAREUNIT'
				WHEN 6 THEN 'CHECKBEFORETDONPROCESS' WHEN 7 THEN 'CHECKBEFORETDCOMPLETED'
				WHEN 8 THEN 'STARTTD' WHEN 9 THEN 'COMPLETETD' WHEN 10 THEN 'CHECKAFTERTDONPROCESS'
				WHEN 11 THEN 'CHECKAFTERTDCOMPLETED' WHEN 12 THEN 'REJECTBYPDI'
				WHEN 13 THEN 'CANCELLED' WHEN 14 THEN 'REJECTEDBYSALESMAN'
				WHEN 15 THEN 'REJECTEDBYSYSTEM' WHEN 16 THEN 'COMPLETED' ELSE '' END AS "statusName") r
		CROSS JOIN LATERAL (SELECT row_to_json(r)::text AS doc) j
		-- code: where `,"branchCode":null` starts (18 characters); unit: where
		-- `,"testDriveUnit":null` starts (17 characters up to the value, then 4 of null).
		CROSS JOIN LATERAL (SELECT strpos(j.doc, ',"branchCode":null,') AS code,
			strpos(j.doc, ',"testDriveUnit":null,') AS unit) cut
	WHERE o.id = ANY(ids)
	ORDER BY o.id
	ON CONFLICT (order_id) DO UPDATE SET unit_id = excluded.unit_id,
		branch_id = excluded.branch_id, head = excluded.head, middle = excluded.middle,
		tail = excluded.tail;
END
$$;
--> statement-breakpoint
CREATE FUNCTION order_board_doc_on_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM order_board_doc;
	ELSIF TG_OP = 'DELETE' THEN
		DELETE FROM order_board_doc d USING old_rows o WHERE d.order_id = o.id;
	ELSE
		PERFORM order_board_doc_refresh(array_agg(id ORDER BY id)) FROM new_rows;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "order_board_doc_insert" AFTER INSERT ON "test_drive_order"
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION order_board_doc_on_order();
--> statement-breakpoint
CREATE TRIGGER "order_board_doc_update" AFTER UPDATE ON "test_drive_order"
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION order_board_doc_on_order();
--> statement-breakpoint
CREATE TRIGGER "order_board_doc_delete" AFTER DELETE ON "test_drive_order"
	REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION order_board_doc_on_order();
--> statement-breakpoint
CREATE TRIGGER "order_board_doc_truncate" AFTER TRUNCATE ON "test_drive_order"
	FOR EACH STATEMENT EXECUTE FUNCTION order_board_doc_on_order();
--> statement-breakpoint
-- A salesman link added, changed or dropped: its order's document.
CREATE FUNCTION order_board_doc_on_partner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM order_board_doc_refresh(array_agg(DISTINCT test_drive_order_id)) FROM new_rows;
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM order_board_doc_refresh(array_agg(DISTINCT id)) FROM (
			SELECT test_drive_order_id AS id FROM new_rows
			UNION SELECT test_drive_order_id FROM old_rows) changed;
	ELSE
		PERFORM order_board_doc_refresh(array_agg(DISTINCT test_drive_order_id)) FROM old_rows;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "order_board_doc_partner_insert" AFTER INSERT ON "test_drive_order_partner"
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION order_board_doc_on_partner();
--> statement-breakpoint
CREATE TRIGGER "order_board_doc_partner_update" AFTER UPDATE ON "test_drive_order_partner"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION order_board_doc_on_partner();
--> statement-breakpoint
CREATE TRIGGER "order_board_doc_partner_delete" AFTER DELETE ON "test_drive_order_partner"
	REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION order_board_doc_on_partner();
--> statement-breakpoint
-- A salesman's shown fields changed (not a bulk upload that wrote the same values again): the
-- documents of the orders whose current salesman they are.
CREATE FUNCTION order_board_doc_on_salesman() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM order_board_doc_refresh(array_agg(DISTINCT p.test_drive_order_id))
	FROM new_rows n JOIN old_rows o ON o.id = n.id
		JOIN test_drive_order_partner p ON p.salesman_id = n.id AND p.is_current
	WHERE (n.employee_no, n.employee_name, n.hpno, n.email, n.photo)
		IS DISTINCT FROM (o.employee_no, o.employee_name, o.hpno, o.email, o.photo);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "order_board_doc_salesman_update" AFTER UPDATE ON "salesman"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION order_board_doc_on_salesman();
--> statement-breakpoint
-- Master data a unit document shows changed: the unit documents it reaches (TG_ARGV[0] names
-- the table). Each rewrite is of at most the units' documents, so no filter on what changed.
CREATE FUNCTION unit_board_doc_on_master() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	units integer[];
BEGIN
	IF TG_ARGV[0] = 'unit' THEN
		SELECT array_agg(id) INTO units FROM new_rows;
	ELSIF TG_ARGV[0] = 'branch' THEN
		-- Its code and description as an order's branch; its cluster as a unit's branch.
		SELECT array_agg(DISTINCT d.unit_id) INTO units FROM unit_board_doc d
		WHERE d.branch_id IN (SELECT id FROM new_rows)
			OR d.unit_id IN (SELECT u.id FROM test_drive_unit u
				WHERE u.branch_id IN (SELECT id FROM new_rows));
	ELSIF TG_ARGV[0] = 'model_material' THEN
		SELECT array_agg(id) INTO units FROM test_drive_unit
		WHERE model_material_id IN (SELECT id FROM new_rows);
	ELSIF TG_ARGV[0] = 'material' THEN
		SELECT array_agg(id) INTO units FROM test_drive_unit
		WHERE material_id IN (SELECT id FROM new_rows);
	ELSIF TG_ARGV[0] = 'model_material_color' THEN
		SELECT array_agg(id) INTO units FROM test_drive_unit
		WHERE model_material_color_id IN (SELECT id FROM new_rows);
	ELSIF TG_ARGV[0] = 'cluster' THEN
		SELECT array_agg(u.id) INTO units FROM test_drive_unit u
		WHERE u.branch_id IN (SELECT bc.branch_id FROM branch_cluster bc
			WHERE bc.cluster_id IN (SELECT id FROM new_rows));
	ELSIF TG_ARGV[0] = 'branch_cluster' THEN
		SELECT array_agg(u.id) INTO units FROM test_drive_unit u
		WHERE u.branch_id IN (SELECT branch_id FROM new_rows);
	END IF;
	IF units IS NOT NULL THEN
		PERFORM unit_board_doc_refresh(units);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "unit_board_doc_unit_update" AFTER UPDATE ON "test_drive_unit"
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION unit_board_doc_on_master('unit');
--> statement-breakpoint
CREATE TRIGGER "unit_board_doc_branch_update" AFTER UPDATE ON "branch"
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION unit_board_doc_on_master('branch');
--> statement-breakpoint
CREATE TRIGGER "unit_board_doc_model_material_update" AFTER UPDATE ON "model_material"
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION unit_board_doc_on_master('model_material');
--> statement-breakpoint
CREATE TRIGGER "unit_board_doc_material_update" AFTER UPDATE ON "material"
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION unit_board_doc_on_master('material');
--> statement-breakpoint
CREATE TRIGGER "unit_board_doc_color_update" AFTER UPDATE ON "model_material_color"
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION unit_board_doc_on_master('model_material_color');
--> statement-breakpoint
CREATE TRIGGER "unit_board_doc_cluster_update" AFTER UPDATE ON "cluster"
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION unit_board_doc_on_master('cluster');
--> statement-breakpoint
CREATE TRIGGER "unit_board_doc_branch_cluster_insert" AFTER INSERT ON "branch_cluster"
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION unit_board_doc_on_master('branch_cluster');
--> statement-breakpoint
CREATE TRIGGER "unit_board_doc_branch_cluster_update" AFTER UPDATE ON "branch_cluster"
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION unit_board_doc_on_master('branch_cluster');
--> statement-breakpoint
-- A link dropped: the old rows, read as new_rows by the function.
CREATE TRIGGER "unit_board_doc_branch_cluster_delete" AFTER DELETE ON "branch_cluster"
	REFERENCING OLD TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION unit_board_doc_on_master('branch_cluster');
--> statement-breakpoint
-- The orders already there (the embedded demo's few hundred; 1,000,000 take about a minute).
SELECT order_board_doc_refresh(array_agg(id)) FROM test_drive_order;
