CREATE TABLE "history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_email" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'administrator' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reseller_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "history" ADD CONSTRAINT "history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_created_idx" ON "history" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "history_entity_idx" ON "history" USING btree ("entity","entity_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "history_user_idx" ON "history" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_reseller" CHECK (("users"."role" = 'administrator' AND "users"."reseller_id" IS NULL) OR ("users"."role" = 'reseller_user' AND "users"."reseller_id" IS NOT NULL));
--> statement-breakpoint
-- data (hand-written)
-- History is append-only (docs/api.md, "History"): the database itself refuses to change or remove an entry.
CREATE FUNCTION "history_is_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'history entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "history_no_update_delete" BEFORE UPDATE OR DELETE ON "history"
  FOR EACH ROW EXECUTE FUNCTION "history_is_append_only"();--> statement-breakpoint
CREATE TRIGGER "history_no_truncate" BEFORE TRUNCATE ON "history"
  FOR EACH STATEMENT EXECUTE FUNCTION "history_is_append_only"();
