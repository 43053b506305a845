CREATE TABLE "branch_cluster" (
	"id" serial PRIMARY KEY NOT NULL,
	"cluster_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "cluster" (
	"id" serial PRIMARY KEY NOT NULL,
	"cluster_code" text NOT NULL,
	"cluster_type_id" integer NOT NULL,
	"cluster_description" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "cluster_type" (
	"id" integer PRIMARY KEY NOT NULL,
	"cluster_type_code" text NOT NULL,
	"cluster_type_desc" text NOT NULL,
	CONSTRAINT "cluster_type_cluster_type_code_unique" UNIQUE("cluster_type_code")
);
--> statement-breakpoint
CREATE TABLE "reason" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason_category_id" integer NOT NULL,
	"reason_description" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "reason_category" (
	"id" integer PRIMARY KEY NOT NULL,
	"reason_category_code" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "reason_category_reason_category_code_unique" UNIQUE("reason_category_code")
);
--> statement-breakpoint
CREATE TABLE "material" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_material_id" integer NOT NULL,
	"material_number" text NOT NULL,
	"material_desc" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "material_material_number_unique" UNIQUE("material_number")
);
--> statement-breakpoint
CREATE TABLE "model_material" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_material_code" text NOT NULL,
	"model_material_desc" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "model_material_model_material_code_unique" UNIQUE("model_material_code")
);
--> statement-breakpoint
CREATE TABLE "model_material_color" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_material_id" integer NOT NULL,
	"color_code" text NOT NULL,
	"color_desc" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "test_drive_unit" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"model_material_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"model_material_color_id" integer NOT NULL,
	"transmission_type" text NOT NULL,
	"equipment_no" text NOT NULL,
	"police_reg_no" text NOT NULL,
	"stnk_date" date NOT NULL,
	"is_gps_dongle" boolean DEFAULT false NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "test_drive_unit_transmission" CHECK ("test_drive_unit"."transmission_type" in ('Manual', 'Automatic'))
);
--> statement-breakpoint
CREATE TABLE "test_drive_unit_block" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_drive_unit_id" integer NOT NULL,
	"block_start_date" date NOT NULL,
	"block_end_date" date NOT NULL,
	"reason_id" integer NOT NULL,
	"block_notes" text,
	"released_time" timestamp with time zone,
	"released_by" text,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "test_drive_unit_block_range" CHECK ("test_drive_unit_block"."block_start_date" <= "test_drive_unit_block"."block_end_date")
);
--> statement-breakpoint
CREATE TABLE "test_drive_unit_count" (
	"branch_id" integer NOT NULL,
	"model_material_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"is_enabled" boolean NOT NULL,
	"transmission_type" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "test_drive_unit_count_pk" PRIMARY KEY("branch_id","model_material_id","material_id","is_enabled","transmission_type")
);
--> statement-breakpoint
CREATE TABLE "question" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_text" text NOT NULL,
	"question_answer_type_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"is_mandatory" boolean DEFAULT true NOT NULL,
	"is_notes" boolean DEFAULT false NOT NULL,
	"is_notes_mandatory" boolean DEFAULT false NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "question_answer_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"is_notes_allowed" boolean DEFAULT false NOT NULL,
	"is_notes_mandatory" boolean DEFAULT false NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "question_answer_type" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "question_answer_type_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_category" (
	"id" integer PRIMARY KEY NOT NULL,
	"section_name" text NOT NULL,
	"sequence" integer NOT NULL,
	CONSTRAINT "questionnaire_category_section_name_unique" UNIQUE("section_name")
);
--> statement-breakpoint
ALTER TABLE "branch" ALTER COLUMN "dealer_group_id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "branch_cluster" ADD CONSTRAINT "branch_cluster_cluster_id_cluster_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."cluster"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_cluster" ADD CONSTRAINT "branch_cluster_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster" ADD CONSTRAINT "cluster_cluster_type_id_cluster_type_id_fk" FOREIGN KEY ("cluster_type_id") REFERENCES "public"."cluster_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reason" ADD CONSTRAINT "reason_reason_category_id_reason_category_id_fk" FOREIGN KEY ("reason_category_id") REFERENCES "public"."reason_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material" ADD CONSTRAINT "material_model_material_id_model_material_id_fk" FOREIGN KEY ("model_material_id") REFERENCES "public"."model_material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_material_color" ADD CONSTRAINT "model_material_color_model_material_id_model_material_id_fk" FOREIGN KEY ("model_material_id") REFERENCES "public"."model_material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_unit" ADD CONSTRAINT "test_drive_unit_branch_id_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_unit" ADD CONSTRAINT "test_drive_unit_model_material_id_model_material_id_fk" FOREIGN KEY ("model_material_id") REFERENCES "public"."model_material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_unit" ADD CONSTRAINT "test_drive_unit_material_id_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_unit" ADD CONSTRAINT "test_drive_unit_model_material_color_id_model_material_color_id_fk" FOREIGN KEY ("model_material_color_id") REFERENCES "public"."model_material_color"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_unit_block" ADD CONSTRAINT "test_drive_unit_block_test_drive_unit_id_test_drive_unit_id_fk" FOREIGN KEY ("test_drive_unit_id") REFERENCES "public"."test_drive_unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_unit_block" ADD CONSTRAINT "test_drive_unit_block_reason_id_reason_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."reason"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question" ADD CONSTRAINT "question_question_answer_type_id_question_answer_type_id_fk" FOREIGN KEY ("question_answer_type_id") REFERENCES "public"."question_answer_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question" ADD CONSTRAINT "question_section_id_questionnaire_category_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."questionnaire_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answer_item" ADD CONSTRAINT "question_answer_item_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "branch_cluster_pair_active_uq" ON "branch_cluster" USING btree ("cluster_id","branch_id") WHERE "branch_cluster"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "branch_cluster_branch_enabled_uq" ON "branch_cluster" USING btree ("branch_id") WHERE "branch_cluster"."is_active" and "branch_cluster"."is_enabled";--> statement-breakpoint
CREATE INDEX "branch_cluster_cluster_idx" ON "branch_cluster" USING btree ("cluster_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cluster_code_active_uq" ON "cluster" USING btree (lower("cluster_code")) WHERE "cluster"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "reason_description_active_uq" ON "reason" USING btree ("reason_category_id",lower("reason_description")) WHERE "reason"."is_active";--> statement-breakpoint
CREATE INDEX "material_model_idx" ON "material" USING btree ("model_material_id");--> statement-breakpoint
CREATE UNIQUE INDEX "model_material_color_uq" ON "model_material_color" USING btree ("model_material_id","color_code");--> statement-breakpoint
CREATE UNIQUE INDEX "test_drive_unit_police_active_uq" ON "test_drive_unit" USING btree ("police_reg_no") WHERE "test_drive_unit"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "test_drive_unit_equipment_active_uq" ON "test_drive_unit" USING btree ("equipment_no") WHERE "test_drive_unit"."is_active";--> statement-breakpoint
CREATE INDEX "test_drive_unit_branch_idx" ON "test_drive_unit" USING btree ("branch_id","id" DESC NULLS LAST) WHERE "test_drive_unit"."is_active";--> statement-breakpoint
CREATE INDEX "test_drive_unit_model_idx" ON "test_drive_unit" USING btree ("model_material_id","id" DESC NULLS LAST) WHERE "test_drive_unit"."is_active";--> statement-breakpoint
CREATE INDEX "test_drive_unit_material_idx" ON "test_drive_unit" USING btree ("material_id") WHERE "test_drive_unit"."is_active";--> statement-breakpoint
CREATE INDEX "test_drive_unit_block_open_idx" ON "test_drive_unit_block" USING btree ("test_drive_unit_id","block_start_date") WHERE "test_drive_unit_block"."released_time" is null;--> statement-breakpoint
CREATE INDEX "question_section_idx" ON "question" USING btree ("section_id","sequence") WHERE "question"."is_active";--> statement-breakpoint
CREATE INDEX "question_answer_item_question_idx" ON "question_answer_item" USING btree ("question_id");--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): keeps test_drive_unit_count equal to the
-- active units per (branch, model, type, status, transmission). Statement-level triggers with
-- transition tables, so a 20,000-row upload updates each group once, in key order (no deadlocks
-- between two writers touching the same groups).
CREATE FUNCTION test_drive_unit_count_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		INSERT INTO test_drive_unit_count AS c
			(branch_id, model_material_id, material_id, is_enabled, transmission_type, n)
		SELECT branch_id, model_material_id, material_id, is_enabled, transmission_type, -count(*)
		FROM old_rows WHERE is_active
		GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
		ON CONFLICT ON CONSTRAINT test_drive_unit_count_pk DO UPDATE SET n = c.n + excluded.n;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO test_drive_unit_count AS c
			(branch_id, model_material_id, material_id, is_enabled, transmission_type, n)
		SELECT branch_id, model_material_id, material_id, is_enabled, transmission_type, count(*)
		FROM new_rows WHERE is_active
		GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
		ON CONFLICT ON CONSTRAINT test_drive_unit_count_pk DO UPDATE SET n = c.n + excluded.n;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER test_drive_unit_count_insert AFTER INSERT ON test_drive_unit
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION test_drive_unit_count_apply();--> statement-breakpoint
CREATE TRIGGER test_drive_unit_count_update AFTER UPDATE ON test_drive_unit
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION test_drive_unit_count_apply();--> statement-breakpoint
CREATE TRIGGER test_drive_unit_count_delete AFTER DELETE ON test_drive_unit
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION test_drive_unit_count_apply();
