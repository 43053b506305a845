-- The stock list (branch-stock/query.ts listUnitsJson) answers each unit as the JSON text
-- JSON.stringify would make of it. Built per call, each unit of the page was read again by id and
-- joined to its branch, cluster, model, colour and material, and written by row_to_json with four
-- formatted dates: under the stock bench's load 0.97-1.16 ms of PostgreSQL CPU a search, against
-- 0.85-0.89 ms reading the ready texts (docs/performance.md, session 19).
-- unit_list_doc keeps each unit's text in two pieces around the fields that depend on the
-- business day (isBlock, bookingStatus, blockageDetails), which the list still writes per call:
--   head: from "id" to "isEnabled", with the opening brace and without the closing one;
--   tail: "version", "createdTime" and "updatedTime", with the closing brace.
-- Kept by statement triggers with transition tables, like the board's unit documents (0022).
CREATE TABLE "unit_list_doc" (
	"unit_id" integer PRIMARY KEY,
	"head" text NOT NULL,
	"tail" text NOT NULL
);
--> statement-breakpoint
-- The documents of the units given (a unit gone writes nothing): the same fields, names and
-- order as the contract's TestDriveUnit. Joined through unnest, as 0023 found for the board's.
CREATE FUNCTION unit_list_doc_refresh(unit_ids integer[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO unit_list_doc AS d (unit_id, head, tail)
	SELECT u.id, left(row_to_json(h)::text, -1), ',' || substr(row_to_json(t)::text, 2)
	FROM (SELECT DISTINCT unnest(unit_ids) AS id) i
		JOIN test_drive_unit u ON u.id = i.id
		LEFT JOIN branch b ON b.id = u.branch_id
		LEFT JOIN model_material mm ON mm.id = u.model_material_id
		LEFT JOIN model_material_color col ON col.id = u.model_material_color_id
		LEFT JOIN material m ON m.id = u.material_id
		-- The cluster of the branch's enabled mapping (one, should a branch have two).
		LEFT JOIN LATERAL (SELECT c.id, c.cluster_code, c.cluster_description
			FROM branch_cluster bc JOIN cluster c ON c.id = bc.cluster_id AND c.is_active
			WHERE bc.branch_id = u.branch_id AND bc.is_active AND bc.is_enabled
			ORDER BY bc.id LIMIT 1) c ON true
		CROSS JOIN LATERAL (SELECT u.id, c.id AS "clusterId", c.cluster_code AS "clusterCode",
			c.cluster_description AS "clusterDescription", u.branch_id AS "branchId",
			b.branch_code AS "branchCode", b.branch_description AS "branchDescription",
			u.model_material_id AS "modelMaterialId", mm.model_material_code AS "modelMaterialCode",
			mm.model_material_desc AS "modelMaterialDesc",
			u.model_material_color_id AS "modelMaterialColorId", col.color_code AS "colorCode",
			col.color_desc AS "colorDesc", u.material_id AS "materialId",
			m.material_number AS "materialNumber", m.material_desc AS "materialDesc",
			u.transmission_type AS "transmissionType", u.equipment_no AS "equipmentNo",
			u.police_reg_no AS "policeRegNo", to_char(u.stnk_date, 'YYYY-MM-DD') AS stnkdate,
			u.is_gps_dongle AS "isGpsdongle", u.is_enabled AS "isEnabled") h
		-- Times as Date.toISOString writes them (db/isoTime.ts).
		CROSS JOIN LATERAL (SELECT u.version,
			to_char(u.created_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdTime",
			to_char(u.updated_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedTime") t
	ORDER BY u.id
	ON CONFLICT (unit_id) DO UPDATE SET head = excluded.head, tail = excluded.tail;
$$;
--> statement-breakpoint
-- Master data a unit shows changed: both documents of the units it reaches, the board's (0022)
-- and the list's. The same units for both: for a branch, the board's set (units shown at it or
-- standing at it) holds every unit standing at it.
CREATE OR REPLACE FUNCTION unit_board_doc_on_master() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	units integer[];
BEGIN
	IF TG_ARGV[0] = 'unit' THEN
		SELECT array_agg(id) INTO units FROM new_rows;
	ELSIF TG_ARGV[0] = 'branch' THEN
		-- Its code and description as an order's branch; its cluster as a unit's branch.
		SELECT array_agg(DISTINCT x.id) INTO units FROM (
			SELECT d.unit_id AS id FROM unit_board_doc d
			WHERE d.branch_id IN (SELECT id FROM new_rows)
			UNION SELECT u.id FROM test_drive_unit u
			WHERE u.branch_id IN (SELECT id FROM new_rows)) x;
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
		PERFORM unit_list_doc_refresh(units);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- A unit added (a board document waits for its first order; the list's is written now).
CREATE TRIGGER "unit_list_doc_unit_insert" AFTER INSERT ON "test_drive_unit"
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION unit_board_doc_on_master('unit');
--> statement-breakpoint
CREATE FUNCTION unit_list_doc_on_unit_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM unit_list_doc;
	ELSE
		DELETE FROM unit_list_doc d USING old_rows o WHERE d.unit_id = o.id;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "unit_list_doc_unit_delete" AFTER DELETE ON "test_drive_unit"
	REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION unit_list_doc_on_unit_gone();
--> statement-breakpoint
CREATE TRIGGER "unit_list_doc_unit_truncate" AFTER TRUNCATE ON "test_drive_unit"
	FOR EACH STATEMENT EXECUTE FUNCTION unit_list_doc_on_unit_gone();
--> statement-breakpoint
-- The units already there.
SELECT unit_list_doc_refresh(array_agg(id)) FROM test_drive_unit;
