CREATE TABLE "antenna_mounts" (
	"antenna_id" integer NOT NULL,
	"mount_id" integer NOT NULL,
	CONSTRAINT "antenna_mounts_antenna_id_mount_id_pk" PRIMARY KEY("antenna_id","mount_id")
);
--> statement-breakpoint
CREATE TABLE "antennas" (
	"id" serial PRIMARY KEY NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"weight" double precision DEFAULT 0 NOT NULL,
	"mast_diameter" double precision NOT NULL,
	"mast_length" double precision DEFAULT 0 NOT NULL,
	"square_footage" double precision DEFAULT 0 NOT NULL,
	"additional_height_to_centerline" double precision DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "antennas_weight_non_negative" CHECK ("antennas"."weight" >= 0),
	CONSTRAINT "antennas_mast_diameter_non_negative" CHECK ("antennas"."mast_diameter" >= 0),
	CONSTRAINT "antennas_mast_length_non_negative" CHECK ("antennas"."mast_length" >= 0),
	CONSTRAINT "antennas_square_footage_non_negative" CHECK ("antennas"."square_footage" >= 0)
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mount_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"mount_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mount_search_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reseller_id" integer,
	"antenna_id" integer NOT NULL,
	"roof_type_id" integer NOT NULL,
	"mount_id" integer,
	"location" text,
	"location_latitude" double precision,
	"location_longitude" double precision,
	"building_height" double precision NOT NULL,
	"ridge_mount" boolean NOT NULL,
	"wind_exposure" text NOT NULL,
	"wind_speed" double precision NOT NULL,
	"wind_speed_source" text NOT NULL,
	"default_wind_speed" boolean NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_company" text NOT NULL,
	"ballast_weight" double precision,
	"ballast_block_count" integer,
	"ballast_block_weight" double precision,
	"governing" text,
	"roof_load" double precision,
	"total_dead_load" double precision,
	"calculations" text NOT NULL,
	"engine_version" text NOT NULL,
	"engine_options" jsonb NOT NULL,
	"display" jsonb NOT NULL,
	CONSTRAINT "mount_search_results_building_height_range" CHECK ("mount_search_results"."building_height" > 0 AND "mount_search_results"."building_height" <= 500),
	CONSTRAINT "mount_search_results_wind_speed_range" CHECK ("mount_search_results"."wind_speed" > 0 AND "mount_search_results"."wind_speed" <= 1000),
	CONSTRAINT "mount_search_results_ballast_non_negative" CHECK ("mount_search_results"."ballast_weight" IS NULL OR "mount_search_results"."ballast_weight" >= 0),
	CONSTRAINT "mount_search_results_roof_load_non_negative" CHECK ("mount_search_results"."roof_load" IS NULL OR "mount_search_results"."roof_load" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_number" text NOT NULL,
	"name" text NOT NULL,
	"weight" double precision NOT NULL,
	"half_base_width" double precision NOT NULL,
	"height_to_antenna_centerline" double precision NOT NULL,
	"mast_diameter" double precision NOT NULL,
	"mast_length" double precision NOT NULL,
	"max_roof_load" double precision NOT NULL,
	"ridge_mount" boolean DEFAULT false NOT NULL,
	"square_footage" double precision NOT NULL,
	"minimum_ballast_weight" double precision DEFAULT 0 NOT NULL,
	"product_url" text NOT NULL,
	"assembly_instructions_url" text,
	"product_sheet_url" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mounts_weight_non_negative" CHECK ("mounts"."weight" >= 0),
	CONSTRAINT "mounts_half_base_width_non_negative" CHECK ("mounts"."half_base_width" >= 0),
	CONSTRAINT "mounts_height_non_negative" CHECK ("mounts"."height_to_antenna_centerline" >= 0),
	CONSTRAINT "mounts_mast_diameter_non_negative" CHECK ("mounts"."mast_diameter" >= 0),
	CONSTRAINT "mounts_mast_length_non_negative" CHECK ("mounts"."mast_length" >= 0),
	CONSTRAINT "mounts_max_roof_load_non_negative" CHECK ("mounts"."max_roof_load" >= 0),
	CONSTRAINT "mounts_square_footage_non_negative" CHECK ("mounts"."square_footage" >= 0),
	CONSTRAINT "mounts_minimum_ballast_non_negative" CHECK ("mounts"."minimum_ballast_weight" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reseller_antennas" (
	"reseller_id" integer NOT NULL,
	"antenna_id" integer NOT NULL,
	CONSTRAINT "reseller_antennas_reseller_id_antenna_id_pk" PRIMARY KEY("reseller_id","antenna_id")
);
--> statement-breakpoint
CREATE TABLE "reseller_mounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"reseller_id" integer NOT NULL,
	"mount_id" integer NOT NULL,
	"product_url" text,
	"assembly_instructions_url" text,
	"product_sheet_url" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"domain" text NOT NULL,
	"logo_url" text NOT NULL,
	"hero_image_url" text,
	"website_url" text,
	"contact_email" text,
	"is_baird" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roof_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"friction_coefficient" double precision NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roof_types_friction_range" CHECK ("roof_types"."friction_coefficient" > 0 AND "roof_types"."friction_coefficient" <= 1)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "antenna_mounts" ADD CONSTRAINT "antenna_mounts_antenna_id_antennas_id_fk" FOREIGN KEY ("antenna_id") REFERENCES "public"."antennas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "antenna_mounts" ADD CONSTRAINT "antenna_mounts_mount_id_mounts_id_fk" FOREIGN KEY ("mount_id") REFERENCES "public"."mounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mount_images" ADD CONSTRAINT "mount_images_mount_id_mounts_id_fk" FOREIGN KEY ("mount_id") REFERENCES "public"."mounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mount_search_results" ADD CONSTRAINT "mount_search_results_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mount_search_results" ADD CONSTRAINT "mount_search_results_antenna_id_antennas_id_fk" FOREIGN KEY ("antenna_id") REFERENCES "public"."antennas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mount_search_results" ADD CONSTRAINT "mount_search_results_roof_type_id_roof_types_id_fk" FOREIGN KEY ("roof_type_id") REFERENCES "public"."roof_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mount_search_results" ADD CONSTRAINT "mount_search_results_mount_id_mounts_id_fk" FOREIGN KEY ("mount_id") REFERENCES "public"."mounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_antennas" ADD CONSTRAINT "reseller_antennas_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_antennas" ADD CONSTRAINT "reseller_antennas_antenna_id_antennas_id_fk" FOREIGN KEY ("antenna_id") REFERENCES "public"."antennas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_mounts" ADD CONSTRAINT "reseller_mounts_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_mounts" ADD CONSTRAINT "reseller_mounts_mount_id_mounts_id_fk" FOREIGN KEY ("mount_id") REFERENCES "public"."mounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "antenna_mounts_mount_idx" ON "antenna_mounts" USING btree ("mount_id");--> statement-breakpoint
CREATE INDEX "antennas_make_model_idx" ON "antennas" USING btree ("make","model");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_user_client_unique" ON "auth_tokens" USING btree ("user_id","client");--> statement-breakpoint
CREATE INDEX "mount_images_mount_idx" ON "mount_images" USING btree ("mount_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "mount_search_results_token_unique" ON "mount_search_results" USING btree ("token");--> statement-breakpoint
CREATE INDEX "mount_search_results_created_idx" ON "mount_search_results" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mount_search_results_reseller_created_idx" ON "mount_search_results" USING btree ("reseller_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reseller_antennas_antenna_idx" ON "reseller_antennas" USING btree ("antenna_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reseller_mounts_reseller_mount_unique" ON "reseller_mounts" USING btree ("reseller_id","mount_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resellers_domain_unique" ON "resellers" USING btree (lower("domain"));--> statement-breakpoint
CREATE UNIQUE INDEX "roof_types_name_unique" ON "roof_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));