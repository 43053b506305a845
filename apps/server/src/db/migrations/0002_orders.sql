CREATE TABLE "answer" (
	"id" serial PRIMARY KEY NOT NULL,
	"answer_set_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer_item_id" integer,
	"answer_value" text NOT NULL,
	"answer_notes" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answer_set" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_drive_order_id" integer NOT NULL,
	"answer_set_type" text NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "answer_set_type" CHECK ("answer_set"."answer_set_type" in ('BEFORE', 'AFTER'))
);
--> statement-breakpoint
CREATE TABLE "order_notification" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_drive_order_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"target_role" text NOT NULL,
	"status_code" integer NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salesman" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_no" text NOT NULL,
	"employee_name" text NOT NULL,
	"branch_id" integer NOT NULL,
	"hpno" text NOT NULL,
	"email" text NOT NULL,
	"photo" text,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "salesman_employee_no_unique" UNIQUE("employee_no")
);
--> statement-breakpoint
CREATE TABLE "test_drive_activity_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_drive_order_id" integer NOT NULL,
	"from_status" integer,
	"status_code" integer NOT NULL,
	"log_message" text NOT NULL,
	"logged_by" text NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_drive_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_code" text NOT NULL,
	"test_drive_order_no" text NOT NULL,
	"user_id" text NOT NULL,
	"base_product" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone_no" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"branch_id" integer NOT NULL,
	"test_drive_unit_id" integer NOT NULL,
	"start_date_time" timestamp with time zone NOT NULL,
	"end_date_time" timestamp with time zone NOT NULL,
	"status_code" integer DEFAULT 1 NOT NULL,
	"order_type" text NOT NULL,
	"location_type" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"submitted_time" timestamp with time zone DEFAULT now() NOT NULL,
	"vehicle_date_start" date,
	"vehicle_date_end" date,
	"reason_category" text,
	"vehicle_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "test_drive_order_test_drive_order_no_unique" UNIQUE("test_drive_order_no"),
	CONSTRAINT "test_drive_order_status" CHECK ("test_drive_order"."status_code" between 1 and 16),
	CONSTRAINT "test_drive_order_range" CHECK ("test_drive_order"."end_date_time" > "test_drive_order"."start_date_time")
);
--> statement-breakpoint
CREATE TABLE "test_drive_order_partner" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_drive_order_id" integer NOT NULL,
	"salesman_id" integer NOT NULL,
	"is_current" boolean DEFAULT true NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "answer" ADD CONSTRAINT "answer_answer_set_id_answer_set_id_fk" FOREIGN KEY ("answer_set_id") REFERENCES "public"."answer_set"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer" ADD CONSTRAINT "answer_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer" ADD CONSTRAINT "answer_answer_item_id_question_answer_item_id_fk" FOREIGN KEY ("answer_item_id") REFERENCES "public"."question_answer_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_set" ADD CONSTRAINT "answer_set_test_drive_order_id_test_drive_order_id_fk" FOREIGN KEY ("test_drive_order_id") REFERENCES "public"."test_drive_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notification" ADD CONSTRAINT "order_notification_test_drive_order_id_test_drive_order_id_fk" FOREIGN KEY ("test_drive_order_id") REFERENCES "public"."test_drive_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notification" ADD CONSTRAINT "order_notification_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesman" ADD CONSTRAINT "salesman_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_activity_log" ADD CONSTRAINT "test_drive_activity_log_test_drive_order_id_test_drive_order_id_fk" FOREIGN KEY ("test_drive_order_id") REFERENCES "public"."test_drive_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_order" ADD CONSTRAINT "test_drive_order_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_order" ADD CONSTRAINT "test_drive_order_test_drive_unit_id_test_drive_unit_id_fk" FOREIGN KEY ("test_drive_unit_id") REFERENCES "public"."test_drive_unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_order_partner" ADD CONSTRAINT "test_drive_order_partner_test_drive_order_id_test_drive_order_id_fk" FOREIGN KEY ("test_drive_order_id") REFERENCES "public"."test_drive_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_order_partner" ADD CONSTRAINT "test_drive_order_partner_salesman_id_salesman_id_fk" FOREIGN KEY ("salesman_id") REFERENCES "public"."salesman"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_set_question_uq" ON "answer" USING btree ("answer_set_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "answer_set_order_type_uq" ON "answer_set" USING btree ("test_drive_order_id","answer_set_type");--> statement-breakpoint
CREATE INDEX "order_notification_target_idx" ON "order_notification" USING btree ("target_role","branch_id","created_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "salesman_branch_idx" ON "salesman" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "test_drive_activity_log_order_idx" ON "test_drive_activity_log" USING btree ("test_drive_order_id","id");--> statement-breakpoint
CREATE INDEX "test_drive_order_branch_start_idx" ON "test_drive_order" USING btree ("branch_id","start_date_time","status_code","created_time","id");--> statement-breakpoint
CREATE INDEX "test_drive_order_unit_start_idx" ON "test_drive_order" USING btree ("test_drive_unit_id","start_date_time");--> statement-breakpoint
CREATE INDEX "test_drive_order_submitted_idx" ON "test_drive_order" USING btree ("submitted_time") WHERE "test_drive_order"."status_code" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "test_drive_order_partner_current_uq" ON "test_drive_order_partner" USING btree ("test_drive_order_id") WHERE "test_drive_order_partner"."is_current";