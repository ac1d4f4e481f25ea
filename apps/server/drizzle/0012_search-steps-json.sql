-- The calculation sheet is only ever stored and read whole: json keeps its text as sent, where jsonb parsed some 13 KB
-- a search (about 70 µs of PostgreSQL CPU). Rows stored before convert in place and read back the same.
ALTER TABLE "mount_search_results" ALTER COLUMN "calculation_steps" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "mount_search_results" ALTER COLUMN "calculation_steps" SET DEFAULT '[]'::json;--> statement-breakpoint
-- A new data type resets the column's compression: lz4 again where the server has it (as migration 0011).
DO $$
BEGIN
  ALTER TABLE "mount_search_results" ALTER COLUMN "calculation_steps" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  RAISE NOTICE 'lz4 is not available: calculation_steps keeps pglz';
END
$$;
