-- The stock list's keyword (branch-stock/query.ts unitKeyword) asks for active units whose plate
-- or equipment number contains it. A contains search cannot use a btree, so without a branch
-- PostgreSQL read every unit: 56-191 ms a search over 50,000 units, its p95 at 50 connections
-- 149.9 ms (issue 38). Trigram indexes on the two columns, of active units as the list reads
-- them, turn it into a bitmap of the matches, as migration 0021 did for the orders' Find.
-- Keywords of one or two characters have no trigram and still read every unit.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "test_drive_unit_police_reg_no_trgm_idx" ON "test_drive_unit" USING gin ("police_reg_no" gin_trgm_ops) WHERE "is_active";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "test_drive_unit_equipment_no_trgm_idx" ON "test_drive_unit" USING gin ("equipment_no" gin_trgm_ops) WHERE "is_active";
