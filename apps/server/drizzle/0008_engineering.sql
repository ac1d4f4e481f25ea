CREATE TABLE "block_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"nominal_size" text NOT NULL,
	"weight" double precision NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "block_types_weight_positive" CHECK ("block_types"."weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "engineering_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"kd" double precision DEFAULT 0.95 NOT NULL,
	"gcr_policy" text DEFAULT 'all_heights' NOT NULL,
	"load_combination" text DEFAULT 'lrfd' NOT NULL,
	"default_block_type_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engineering_settings_single_row" CHECK ("engineering_settings"."id" = 1),
	CONSTRAINT "engineering_settings_kd_range" CHECK ("engineering_settings"."kd" > 0 AND "engineering_settings"."kd" <= 1)
);
--> statement-breakpoint
ALTER TABLE "antennas" ADD COLUMN "horizontal_area" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mounts" ADD COLUMN "ballast_trays" integer;--> statement-breakpoint
ALTER TABLE "mounts" ADD COLUMN "tray_capacity" double precision;--> statement-breakpoint
ALTER TABLE "engineering_settings" ADD CONSTRAINT "engineering_settings_default_block_type_id_block_types_id_fk" FOREIGN KEY ("default_block_type_id") REFERENCES "public"."block_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "block_types_name_unique" ON "block_types" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "antennas" ADD CONSTRAINT "antennas_horizontal_area_non_negative" CHECK ("antennas"."horizontal_area" >= 0);--> statement-breakpoint
ALTER TABLE "mounts" ADD CONSTRAINT "mounts_ballast_trays_positive" CHECK ("mounts"."ballast_trays" IS NULL OR "mounts"."ballast_trays" >= 1);--> statement-breakpoint
ALTER TABLE "mounts" ADD CONSTRAINT "mounts_tray_capacity_positive" CHECK ("mounts"."tray_capacity" IS NULL OR "mounts"."tray_capacity" > 0);
--> statement-breakpoint
-- data (hand-written)
INSERT INTO "block_types" ("name", "nominal_size", "weight") VALUES
	('Solid concrete block', '4" × 8" × 16"', 30),
	('Half-height solid block', '2" × 8" × 16"', 14),
	('Cap block', '4" × 8" × 16"', 26);--> statement-breakpoint
INSERT INTO "engineering_settings" ("id", "default_block_type_id")
	SELECT 1, "id" FROM "block_types" WHERE "name" = 'Solid concrete block';--> statement-breakpoint
UPDATE "antennas" SET "horizontal_area" = CASE "model"
	WHEN '0.75 m Ku-band Dish [demo]' THEN 2.4
	WHEN '0.9 m Ku-band Dish [demo]' THEN 3.4
	WHEN '1.2 m Series 1134 Dish [demo]' THEN 6.1
	WHEN '1.8 m Series 1183 Dish [demo]' THEN 13.7
	WHEN '65° Sector Panel 4 ft [demo]' THEN 0.5
	WHEN 'UHF 12-element Yagi [demo]' THEN 0.5
	WHEN 'ePMP Force 300-25 [demo]' THEN 0.3
	ELSE "horizontal_area" END;--> statement-breakpoint
UPDATE "mounts" SET "ballast_trays" = v.trays, "tray_capacity" = v.capacity, "max_roof_load" = v.max_roof_load
	FROM (VALUES ('DEMO-S4', 2, 300.0, 35.0), ('DEMO-S6', 4, 300.0, 35.0), ('DEMO-S8', 4, 480.0, 40.0), ('DEMO-S12', 12, 600.0, 45.0))
		AS v(part_number, trays, capacity, max_roof_load)
	WHERE "mounts"."part_number" = v.part_number AND "mounts"."name" LIKE '%[demo]';
