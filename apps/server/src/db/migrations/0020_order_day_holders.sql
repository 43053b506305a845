-- The stock search filtered by booking state (Booking, Non Booking) reads the set of units that
-- an order holds today (branch-stock/dayState.ts bookedUnitIds): orders starting between the
-- previous midnight and the end of the day. No index led with the start time, so PostgreSQL read
-- every order (1,000,000 orders: 110-180 ms a search). With the end time, status and unit in the
-- index the set is an index-only range of a day and a half of orders (4-6 ms).
CREATE INDEX IF NOT EXISTS "test_drive_order_start_idx" ON "test_drive_order" USING btree ("start_date_time") INCLUDE ("end_date_time","status_code","test_drive_unit_id");
