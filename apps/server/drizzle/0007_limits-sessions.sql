CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "previous_token_hash" text;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "rotated_at" timestamp with time zone DEFAULT now() NOT NULL;