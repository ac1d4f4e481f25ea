-- A search's row carries some 20 KB of trace (the calculations text and the calculation_steps JSON), compressed into
-- TOAST on insert: pglz cost PostgreSQL about 330 µs a row, lz4 about 80 µs, for a sixth more bytes: under load that
-- CPU capped how many searches a server stored a second. New rows use lz4 where the server is built with it; rows
-- stored before keep pglz and read back the same. PGlite and servers without lz4 keep pglz (feature_not_supported).
DO $$
BEGIN
  ALTER TABLE "mount_search_results"
    ALTER COLUMN "calculations" SET COMPRESSION lz4,
    ALTER COLUMN "calculation_steps" SET COMPRESSION lz4,
    ALTER COLUMN "display" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  RAISE NOTICE 'lz4 is not available: mount_search_results keeps pglz';
END
$$;
