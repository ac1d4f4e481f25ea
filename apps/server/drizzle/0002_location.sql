ALTER TABLE "mount_search_results" ADD COLUMN "mapped_wind_speed" double precision;--> statement-breakpoint
ALTER TABLE "mount_search_results" ADD COLUMN "wind_speed_place" text;