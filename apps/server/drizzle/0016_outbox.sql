ALTER TABLE "outbound_emails" ADD COLUMN "subject" text;--> statement-breakpoint
CREATE INDEX "outbound_emails_status_idx" ON "outbound_emails" USING btree ("status","id");