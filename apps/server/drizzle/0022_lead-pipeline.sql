CREATE TABLE "lead_pipeline" (
	"search_result_id" bigint PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assigned_user_id" integer,
	"notes" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lock_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"search_result_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_quantity_range" CHECK ("quote_requests"."quantity" BETWEEN 1 AND 10000)
);
--> statement-breakpoint
ALTER TABLE "lead_pipeline" ADD CONSTRAINT "lead_pipeline_search_result_id_mount_search_results_id_fk" FOREIGN KEY ("search_result_id") REFERENCES "public"."mount_search_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_pipeline" ADD CONSTRAINT "lead_pipeline_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_search_result_id_mount_search_results_id_fk" FOREIGN KEY ("search_result_id") REFERENCES "public"."mount_search_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_pipeline_status_idx" ON "lead_pipeline" USING btree ("status");--> statement-breakpoint
CREATE INDEX "quote_requests_search_idx" ON "quote_requests" USING btree ("search_result_id","created_at");