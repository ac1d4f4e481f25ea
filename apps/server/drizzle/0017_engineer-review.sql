CREATE TABLE "engineer_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"licences" jsonb NOT NULL,
	"seal_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engineer_seals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"search_result_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requester_email" text NOT NULL,
	"request_note" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decision_note" text,
	"engineer_name" text,
	"engineer_licence" jsonb,
	"seal_id" bigint,
	CONSTRAINT "result_reviews_decided" CHECK (("result_reviews"."status" = 'pending') = ("result_reviews"."decided_at" IS NULL) AND ("result_reviews"."status" <> 'approved' OR ("result_reviews"."engineer_name" IS NOT NULL AND "result_reviews"."engineer_licence" IS NOT NULL)))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_reseller";--> statement-breakpoint
ALTER TABLE "engineer_profiles" ADD CONSTRAINT "engineer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engineer_profiles" ADD CONSTRAINT "engineer_profiles_seal_id_engineer_seals_id_fk" FOREIGN KEY ("seal_id") REFERENCES "public"."engineer_seals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engineer_seals" ADD CONSTRAINT "engineer_seals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_reviews" ADD CONSTRAINT "result_reviews_search_result_id_mount_search_results_id_fk" FOREIGN KEY ("search_result_id") REFERENCES "public"."mount_search_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_reviews" ADD CONSTRAINT "result_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_reviews" ADD CONSTRAINT "result_reviews_seal_id_engineer_seals_id_fk" FOREIGN KEY ("seal_id") REFERENCES "public"."engineer_seals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "result_reviews_reference_unique" ON "result_reviews" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "result_reviews_one_pending" ON "result_reviews" USING btree ("search_result_id") WHERE "result_reviews"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "result_reviews_status_idx" ON "result_reviews" USING btree ("status","requested_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_reseller" CHECK (("users"."role" IN ('administrator', 'engineer') AND "users"."reseller_id" IS NULL) OR ("users"."role" = 'reseller_user' AND "users"."reseller_id" IS NOT NULL));