ALTER TABLE "mount_search_results" ADD COLUMN "project_name" text;--> statement-breakpoint
ALTER TABLE "mount_search_results" ADD COLUMN "site_address" text;