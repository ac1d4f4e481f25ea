CREATE TABLE "outbound_emails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"search_result_id" bigint NOT NULL,
	"recipient" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbound_emails_attempts_non_negative" CHECK ("outbound_emails"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "resellers" ADD COLUMN "notify_new_leads" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD CONSTRAINT "outbound_emails_search_result_id_mount_search_results_id_fk" FOREIGN KEY ("search_result_id") REFERENCES "public"."mount_search_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbound_emails_due_idx" ON "outbound_emails" USING btree ("next_attempt_at") WHERE "outbound_emails"."status" IN ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "outbound_emails_search_idx" ON "outbound_emails" USING btree ("search_result_id");