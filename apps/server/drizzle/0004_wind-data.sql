CREATE TABLE "wind_speed_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"fips" text NOT NULL,
	"wind_speed" double precision NOT NULL,
	"source" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "wind_speed_overrides_fips_format" CHECK ("wind_speed_overrides"."fips" ~ '^[0-9]{5}$'),
	CONSTRAINT "wind_speed_overrides_wind_speed_range" CHECK ("wind_speed_overrides"."wind_speed" >= 85 AND "wind_speed_overrides"."wind_speed" <= 300)
);
--> statement-breakpoint
ALTER TABLE "mount_search_results" ADD COLUMN "wind_speed_basis" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "wind_speed_overrides_fips_unique" ON "wind_speed_overrides" USING btree ("fips");