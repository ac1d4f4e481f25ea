-- Reseller names become unique, case ignored (decisions/0049). Existing twins are renamed, never refused: the
-- oldest reseller of each name keeps it, each later one gets its id appended ("Summit (7)"), its version moves on
-- (an open form learns of it) and the rename is written to the history.
WITH "twins" AS (
	SELECT "r"."id", "r"."name" AS "old_name" FROM "resellers" "r"
	WHERE EXISTS (SELECT 1 FROM "resellers" "o" WHERE lower("o"."name") = lower("r"."name") AND "o"."id" < "r"."id")
), "renamed" AS (
	UPDATE "resellers" SET
		"name" = "twins"."old_name" || ' (' || "resellers"."id" || ')',
		"lock_version" = "resellers"."lock_version" + 1,
		"updated_at" = now()
	FROM "twins" WHERE "resellers"."id" = "twins"."id"
	RETURNING "resellers"."id", "twins"."old_name", "resellers"."name"
)
INSERT INTO "history" ("user_id", "user_email", "entity", "entity_id", "action", "changes")
SELECT NULL, 'migration (unique reseller names)', 'resellers', "id", 'update',
	jsonb_build_object('name', jsonb_build_object('before', "old_name", 'after', "name"))
FROM "renamed";--> statement-breakpoint
CREATE UNIQUE INDEX "resellers_name_unique" ON "resellers" USING btree (lower("name"));
