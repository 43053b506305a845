-- The document refreshes of 0022 found their rows with `id = ANY(ids)`. Under the generic plan
-- they are forced onto, PostgreSQL 15 checks that condition by walking the array for each row a
-- scan reads (it hashes constant arrays only). Planned while test_drive_order was small (a fresh
-- database, or the demo's 1,240 orders), the refresh scanned the table and compared every row
-- with every id: the seed's one insert of 1,000,000 orders spent over 19 minutes in int4eq
-- before it was stopped, where 0.12 ms per moved order was measured on a full table. Joining the
-- ids' unnest to the table costs one index lookup or hash probe per id whichever plan is chosen
-- (DISTINCT: as with ANY, an id given twice is written once, never twice in one INSERT).
-- The unit documents of the units given.
CREATE OR REPLACE FUNCTION unit_board_doc_refresh(unit_ids integer[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO unit_board_doc AS d (unit_id, branch_id, branch_code, unit)
	SELECT p.unit_id, p.branch_id,
		',"branchCode":' || coalesce(to_json(b.branch_code)::text, 'null'),
		row_to_json(unit)::text
	FROM (
		SELECT d.unit_id, d.branch_id FROM (SELECT DISTINCT unnest(unit_ids) AS unit_id) i
			JOIN unit_board_doc d ON d.unit_id = i.unit_id
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
CREATE OR REPLACE FUNCTION order_board_doc_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql
SET timezone = 'UTC' SET plan_cache_mode = 'force_generic_plan' AS $$
DECLARE
	added integer[];
BEGIN
	-- A unit shown at a branch for the first time: its document, written out just below.
	WITH pairs AS (
		INSERT INTO unit_board_doc (unit_id, branch_id, branch_code, unit)
		SELECT DISTINCT o.test_drive_unit_id, o.branch_id, '', ''
		FROM (SELECT DISTINCT unnest(ids) AS id) i JOIN test_drive_order o ON o.id = i.id
		WHERE NOT EXISTS (SELECT 1 FROM unit_board_doc d
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
	FROM (SELECT DISTINCT unnest(ids) AS id) i JOIN test_drive_order o ON o.id = i.id
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
	ORDER BY o.id
	ON CONFLICT (order_id) DO UPDATE SET unit_id = excluded.unit_id,
		branch_id = excluded.branch_id, head = excluded.head, middle = excluded.middle,
		tail = excluded.tail;
END
$$;
