CREATE TABLE "login_known_address" (
	"user_id" integer NOT NULL,
	"address" text NOT NULL,
	"last_success_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_known_address_user_id_address_pk" PRIMARY KEY("user_id","address")
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "token_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "login_known_address" ADD CONSTRAINT "login_known_address_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;