CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
-- data (hand-written)
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Fired once per statement by the trigger `catalogue_changed` on every catalogue table (the server installs the
-- triggers at start from its list, src/db/catalogue-sync.ts): the counter moves in the writing transaction and the
-- notification is delivered to every listening instance when it commits.
CREATE OR REPLACE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END
$$;
