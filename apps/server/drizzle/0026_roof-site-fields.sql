-- The roof structure's allowable load and the distance to the roof edge joined the result document (schema 2):
-- searches stored before them were made without either, so both are null (not checked, as those results said).
UPDATE "mount_search_results"
SET "result" = "result" || '{"schema_version": 2, "roof_allowable_load": null, "roof_edge_distance": null}'::jsonb
WHERE ("result" ->> 'schema_version')::int < 2;
