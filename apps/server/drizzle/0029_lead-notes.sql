CREATE TABLE "lead_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"search_result_id" bigint NOT NULL,
	"author_id" integer,
	"author_email" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_pipeline" ADD COLUMN "next_step" text;--> statement-breakpoint
ALTER TABLE "lead_pipeline" ADD COLUMN "next_step_due" date;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_search_result_id_mount_search_results_id_fk" FOREIGN KEY ("search_result_id") REFERENCES "public"."mount_search_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_search_idx" ON "lead_notes" USING btree ("search_result_id","created_at");--> statement-breakpoint
-- The single notes box becomes the lead's first note: its text as it stands, written by whoever last changed it
-- (the history's latest notes change) at that time; without such an entry, authorless at the pipeline's last save.
INSERT INTO "lead_notes" ("search_result_id", "author_id", "author_email", "text", "created_at")
SELECT p."search_result_id", h."user_id", h."user_email", btrim(p."notes"), coalesce(h."created_at", p."updated_at")
FROM "lead_pipeline" p
LEFT JOIN LATERAL (
  SELECT "user_id", "user_email", "created_at" FROM "history"
  WHERE "entity" = 'leads' AND "entity_id" = p."search_result_id" AND "changes" ? 'notes'
  ORDER BY "created_at" DESC, "id" DESC LIMIT 1
) h ON true
WHERE p."notes" IS NOT NULL AND btrim(p."notes") <> '';--> statement-breakpoint
ALTER TABLE "lead_pipeline" DROP COLUMN "notes";