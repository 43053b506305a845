-- A player's tier per tier period (a year). Quest targeting by player tier and tier period counts
-- the tier the player held in the chosen periods; the salesman's player_tier is the current
-- period's tier when the current year has no row here.
CREATE TABLE "player_tier_period" (
	"player_no" text NOT NULL,
	"period" integer NOT NULL,
	"player_tier" text NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_tier_period_pk" PRIMARY KEY ("player_no", "period"),
	CONSTRAINT "player_tier_period_year" CHECK ("period" between 2000 and 9999)
);
