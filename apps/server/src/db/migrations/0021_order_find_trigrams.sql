-- The boards' and the report's Find (order/query.ts findOrders) asks for orders whose number or
-- customer name contains the keyword, or whose phone's digits contain its digits. A contains
-- search cannot use a btree, so PostgreSQL read every order: 590-660 ms over 1,000,000 orders.
-- Trigram indexes on the three expressions the Find compares turn it into a bitmap of the
-- matching orders: 0.2-35 ms. Keywords of two characters (the shortest Find takes) have no
-- trigram and still read every order.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "test_drive_order_no_trgm_idx" ON "test_drive_order" USING gin ("test_drive_order_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "test_drive_order_customer_name_trgm_idx" ON "test_drive_order" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "test_drive_order_phone_digits_trgm_idx" ON "test_drive_order" USING gin ((regexp_replace("customer_phone_no", '[^0-9]', '', 'g')) gin_trgm_ops);
