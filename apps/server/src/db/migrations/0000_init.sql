CREATE TABLE "app_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text,
	"password_hash" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"last_sign_in_time" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "app_user_user_name_unique" UNIQUE("user_name"),
	CONSTRAINT "app_user_name_lowercase" CHECK ("app_user"."user_name" = lower("app_user"."user_name"))
);
--> statement-breakpoint
CREATE TABLE "login_failure" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_token_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "server_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_additional_role" (
	"user_id" integer NOT NULL,
	"role_code" text NOT NULL,
	CONSTRAINT "user_additional_role_user_id_role_code_pk" PRIMARY KEY("user_id","role_code")
);
--> statement-breakpoint
CREATE TABLE "user_area" (
	"user_id" integer NOT NULL,
	"branch_code" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "user_area_user_id_branch_code_pk" PRIMARY KEY("user_id","branch_code")
);
--> statement-breakpoint
CREATE TABLE "user_role" (
	"user_id" integer NOT NULL,
	"role_code" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "user_role_user_id_role_code_pk" PRIMARY KEY("user_id","role_code")
);
--> statement-breakpoint
CREATE TABLE "branch" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_code" text NOT NULL,
	"region_id" integer,
	"branch_code" text NOT NULL,
	"branch_description" text NOT NULL,
	"address" text,
	"postal_code" text,
	"branch_type_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"phone1" text,
	"phone2" text,
	"fax" text,
	"branch_pic_name" text,
	"branch_email_to" text,
	"branch_email_cc" text,
	"web_site_link" text,
	"twitter_link" text,
	"facebook_link" text,
	"monday_to_friday" text,
	"saturday" text,
	"sunday" text,
	"latitude" numeric(10, 6) DEFAULT -6.135707 NOT NULL,
	"longitude" numeric(10, 6) DEFAULT 106.883429 NOT NULL,
	"booking_type" text,
	"is_main_dealer" boolean DEFAULT false NOT NULL,
	"district_id" integer,
	"district_name" text,
	"dealer_group_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "branch_branch_code_unique" UNIQUE("branch_code")
);
--> statement-breakpoint
CREATE TABLE "branch_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_type_code" text NOT NULL,
	"description" text NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "branch_type_branch_type_code_unique" UNIQUE("branch_type_code")
);
--> statement-breakpoint
CREATE TABLE "region" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_code" text NOT NULL,
	"region_name" text NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'system' NOT NULL,
	"updated_time" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "region_region_code_unique" UNIQUE("region_code")
);
--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_additional_role" ADD CONSTRAINT "user_additional_role_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_area" ADD CONSTRAINT "user_area_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_area" ADD CONSTRAINT "user_area_branch_code_branch_branch_code_fk" FOREIGN KEY ("branch_code") REFERENCES "public"."branch"("branch_code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "user_role" ADD CONSTRAINT "user_role_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch" ADD CONSTRAINT "branch_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch" ADD CONSTRAINT "branch_branch_type_id_branch_type_id_fk" FOREIGN KEY ("branch_type_id") REFERENCES "public"."branch_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_token_family_idx" ON "refresh_token" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_token_user_idx" ON "refresh_token" USING btree ("user_id");