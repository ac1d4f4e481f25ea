ALTER TABLE "history" ADD COLUMN "version_sent" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reseller_price_lists" ADD COLUMN "lock_version" integer DEFAULT 0 NOT NULL;