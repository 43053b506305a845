-- Game master data: app configuration (one row), price components, reward products with their
-- price components, target podium. Product types and the default configuration are reference
-- data seeded in every mode.
CREATE TABLE "game_app_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"max_redeem_periode" integer NOT NULL,
	"cut_off_auto_redeem" integer NOT NULL,
	"end_year_cut_off_day" integer NOT NULL,
	"point_conversion_rate_idr" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "game_app_config_single_row" CHECK ("game_app_config"."id" = 1),
	CONSTRAINT "game_app_config_rate_positive" CHECK ("game_app_config"."point_conversion_rate_idr" > 0),
	CONSTRAINT "game_app_config_day" CHECK ("game_app_config"."end_year_cut_off_day" between 1 and 31)
);
--> statement-breakpoint
INSERT INTO "game_app_config" ("id", "max_redeem_periode", "cut_off_auto_redeem", "end_year_cut_off_day", "point_conversion_rate_idr")
VALUES (1, 12, 25, 15, 1000);
--> statement-breakpoint
CREATE TABLE "game_price_component" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_component_code" text NOT NULL,
	"price_component_name" text NOT NULL,
	"price_component_description" text DEFAULT '' NOT NULL,
	"price_component_calc_type" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "game_price_component_calc_type" CHECK ("game_price_component"."price_component_calc_type" in ('Currency', 'Percentage'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "game_price_component_code_active_uq" ON "game_price_component" USING btree (lower("price_component_code")) WHERE "game_price_component"."is_active";
--> statement-breakpoint
CREATE TABLE "game_product_type" (
	"product_type_code" text PRIMARY KEY NOT NULL,
	"product_type_name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "game_product_type" ("product_type_code", "product_type_name", "sort_order") VALUES
	('VOUCHER', 'Voucher', 1),
	('MERCHANDISE', 'Merchandise', 2),
	('SERVICE', 'Service Package', 3),
	('ACCESSORY', 'Car Accessory', 4);
--> statement-breakpoint
CREATE TABLE "game_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_code" text NOT NULL,
	"product_name" text NOT NULL,
	"product_description" text DEFAULT '' NOT NULL,
	"product_type_code" text NOT NULL,
	"product_status" smallint DEFAULT 0 NOT NULL,
	"product_term_and_condition" text DEFAULT '' NOT NULL,
	"file_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "game_product_status" CHECK ("game_product"."product_status" in (0, 1, 2))
);
--> statement-breakpoint
ALTER TABLE "game_product" ADD CONSTRAINT "game_product_product_type_code_fk" FOREIGN KEY ("product_type_code") REFERENCES "public"."game_product_type"("product_type_code") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "game_product_code_active_uq" ON "game_product" USING btree (lower("product_code")) WHERE "game_product"."is_active";
--> statement-breakpoint
CREATE TABLE "game_product_price_component" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"price_component_id" integer NOT NULL,
	"component_value" numeric(15, 2) NOT NULL,
	CONSTRAINT "game_product_price_component_positive" CHECK ("game_product_price_component"."component_value" > 0)
);
--> statement-breakpoint
ALTER TABLE "game_product_price_component" ADD CONSTRAINT "game_product_price_component_product_fk" FOREIGN KEY ("product_id") REFERENCES "public"."game_product"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "game_product_price_component" ADD CONSTRAINT "game_product_price_component_component_fk" FOREIGN KEY ("price_component_id") REFERENCES "public"."game_price_component"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "game_product_price_component_uq" ON "game_product_price_component" USING btree ("product_id", "price_component_id");
--> statement-breakpoint
CREATE TABLE "game_target_podium" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_level" text NOT NULL,
	"player_tier" text NOT NULL,
	"monthly_target" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "game_target_podium_range" CHECK ("game_target_podium"."valid_from" <= "game_target_podium"."valid_to"),
	CONSTRAINT "game_target_podium_target" CHECK ("game_target_podium"."monthly_target" >= 0)
);
--> statement-breakpoint
CREATE INDEX "game_target_podium_pair_idx" ON "game_target_podium" USING btree ("employee_level", "player_tier", "valid_from") WHERE "game_target_podium"."is_active";
