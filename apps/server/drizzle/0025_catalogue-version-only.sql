-- The trigger function of 0003 without its pg_notify: instances learn of catalogue changes only by reading
-- catalogue_version on every use of their cache (docs/decisions/0062-catalogue-version-only.md).
CREATE OR REPLACE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
