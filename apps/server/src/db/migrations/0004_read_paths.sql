-- The stock search asks, for each unit of its page, whether an order holds it today
-- (dayState.ts bookedOn): unit, start range, then end time and status. With end and status in
-- the index the probe reads the index alone instead of fetching each candidate order from the
-- heap (1,000,000 orders: 0.15 ms per probe, 3 ms per 20-row page, before).
DROP INDEX IF EXISTS "test_drive_order_unit_start_idx";--> statement-breakpoint
CREATE INDEX "test_drive_order_unit_start_idx" ON "test_drive_order" USING btree ("test_drive_unit_id","start_date_time") INCLUDE ("end_date_time","status_code");
