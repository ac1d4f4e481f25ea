ALTER TABLE "mounts" ADD COLUMN "base_length" double precision;--> statement-breakpoint
ALTER TABLE "mounts" ADD COLUMN "base_width" double precision;--> statement-breakpoint
ALTER TABLE "mounts" ADD COLUMN "max_epa" double precision;--> statement-breakpoint
ALTER TABLE "mounts" ADD COLUMN "max_overturning_moment" double precision;--> statement-breakpoint
ALTER TABLE "mounts" ADD CONSTRAINT "mounts_base_sides_positive_together" CHECK (("mounts"."base_length" IS NULL AND "mounts"."base_width" IS NULL) OR ("mounts"."base_length" > 0 AND "mounts"."base_width" > 0));--> statement-breakpoint
ALTER TABLE "mounts" ADD CONSTRAINT "mounts_max_epa_positive" CHECK ("mounts"."max_epa" IS NULL OR "mounts"."max_epa" > 0);--> statement-breakpoint
ALTER TABLE "mounts" ADD CONSTRAINT "mounts_max_overturning_moment_positive" CHECK ("mounts"."max_overturning_moment" IS NULL OR "mounts"."max_overturning_moment" > 0);