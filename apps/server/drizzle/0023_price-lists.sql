CREATE TABLE "reseller_price_lists" (
	"reseller_id" integer PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"valid_from" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reseller_prices" (
	"reseller_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	CONSTRAINT "reseller_prices_reseller_id_item_type_item_id_pk" PRIMARY KEY("reseller_id","item_type","item_id"),
	CONSTRAINT "reseller_prices_non_negative" CHECK ("reseller_prices"."unit_price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mounts" ADD COLUMN "trays_separate_parts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mounts" ADD COLUMN "tray_part_number" text;--> statement-breakpoint
ALTER TABLE "mount_search_results" ADD COLUMN "bill_of_materials" jsonb;--> statement-breakpoint
ALTER TABLE "reseller_price_lists" ADD CONSTRAINT "reseller_price_lists_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_prices" ADD CONSTRAINT "reseller_prices_reseller_id_reseller_price_lists_reseller_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."reseller_price_lists"("reseller_id") ON DELETE cascade ON UPDATE no action;