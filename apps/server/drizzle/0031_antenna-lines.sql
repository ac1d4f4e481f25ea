-- Several antennas on one mount joined the result document (schema 4): `antennas` lists each antenna with its own
-- figures. A search stored before had one antenna; with a fit and a calculation sheet, its line is read from the
-- sheet's rows (the moment F_a·y_a to 7 significant digits, as the sheet prints figures); otherwise none is listed.
WITH "line" AS (
  SELECT "r"."id", jsonb_object_agg("s" ->> 'symbol', ("s" ->> 'value')::numeric) AS "v"
  FROM "mount_search_results" "r", jsonb_array_elements("r"."result" -> 'calculation_steps') "s"
  WHERE ("r"."result" ->> 'schema_version')::int < 4
    AND "s" ->> 'symbol' IN ('W_a', 'Δa', 'y_a', 'z_a', 'K_z,a', 'q_z,a', 'A_a', 'F_a')
  GROUP BY "r"."id"
)
UPDATE "mount_search_results" "r"
SET "result" = "r"."result" || jsonb_build_object(
  'schema_version', 4,
  'antennas', CASE WHEN "r"."result" -> 'mount_id' <> 'null'::jsonb AND "line"."v" IS NOT NULL THEN jsonb_build_array(
    jsonb_build_object(
      'id', "r"."result" -> 'antenna' -> 'id',
      'make', "r"."result" -> 'antenna' -> 'make',
      'model', "r"."result" -> 'antenna' -> 'model',
      'additional_height_to_centerline', "line"."v" -> 'Δa',
      'height', "line"."v" -> 'z_a',
      'kz', "line"."v" -> 'K_z,a',
      'qz', "line"."v" -> 'q_z,a',
      'epa', "line"."v" -> 'A_a',
      'force', "line"."v" -> 'F_a',
      'lever_arm', "line"."v" -> 'y_a',
      'moment', (
        SELECT CASE WHEN "m" = 0 THEN 0
          ELSE round("m", greatest(6 - floor(log(abs("m")))::int, 0)) END
        FROM (SELECT ("line"."v" ->> 'F_a')::numeric * ("line"."v" ->> 'y_a')::numeric AS "m") AS "product"
      ),
      'weight', "line"."v" -> 'W_a'
    )
  ) ELSE '[]'::jsonb END
)
FROM "mount_search_results" "s" LEFT JOIN "line" ON "line"."id" = "s"."id"
WHERE "s"."id" = "r"."id" AND ("r"."result" ->> 'schema_version')::int < 4;
