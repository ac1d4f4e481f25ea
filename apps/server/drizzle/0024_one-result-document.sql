ALTER TABLE "mount_search_results" DROP CONSTRAINT "mount_search_results_building_height_range";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP CONSTRAINT "mount_search_results_wind_speed_range";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP CONSTRAINT "mount_search_results_ballast_non_negative";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP CONSTRAINT "mount_search_results_roof_load_non_negative";--> statement-breakpoint
-- The saved result becomes one versioned JSON document (schema_version 1). Every row of an older generation is upgraded
-- here, once, to what the code of its time answered for it: keys a generation did not keep get the value that code
-- read them as (Risk Category II under ASCE 7-10 with no jurisdiction rule and no seismic screen, no bill of
-- materials, the footprint from the sheet's b, L_b and W_b rows), and engine 1.x sheet rows lose their group, words
-- and empty keys (the engine's glossary gives those). Only the columns lists filter and sort on stay beside it.
ALTER TABLE "mount_search_results" ADD COLUMN "result" jsonb;--> statement-breakpoint
UPDATE "mount_search_results" r SET "result" = (
  jsonb_build_object(
    'schema_version', 1,
    'reseller_id', r.reseller_id,
    'antenna_id', r.antenna_id,
    'roof_type_id', r.roof_type_id,
    'mount_id', r.mount_id,
    'location', r.location,
    'location_latitude', r.location_latitude,
    'location_longitude', r.location_longitude,
    'building_height', r.building_height,
    'ridge_mount', r.ridge_mount,
    'wind_exposure', r.wind_exposure,
    'wind_speed', r.wind_speed,
    'wind_speed_source', r.wind_speed_source,
    'default_wind_speed', r.default_wind_speed,
    'wind_speed_approximate', coalesce(r.display #> '{wind,approximate}', 'false'::jsonb),
    'wind_speed_note', coalesce(r.display #> '{wind,note}', '""'::jsonb),
    'mapped_wind_speed', r.mapped_wind_speed,
    'wind_speed_place', r.wind_speed_place,
    'wind_speed_basis', r.wind_speed_basis,
    'wind_speed_reason', r.display -> 'wind_speed_reason',
    'wind_speed_citation', r.display -> 'wind_speed_citation',
    'code_basis', '{"edition_chosen": false, "edition_in_force": null, "adopted_code": null}'::jsonb || coalesce(
      r.display -> 'code_basis',
      jsonb_build_object(
        'edition', 'ASCE 7-10',
        'risk_category', 'II',
        'jurisdiction', 'none',
        'load_combination', coalesce(r.engine_options ->> 'loadCombination', 'lrfd')
      )
    ),
    'ground_elevation', r.display -> 'ground_elevation',
    'planning_only', coalesce(r.display #> '{planning,only}', 'false'::jsonb),
    'planning_reasons', coalesce(r.display #> '{planning,reasons}', '[]'::jsonb),
    'seismic', coalesce(
      r.display -> 'seismic',
      '{"checked": false, "required_here": false, "sds": null, "sd1": null, "source": null, "category": null,
        "importance": null, "applies": null, "exemption": null, "force": null, "friction_permitted": null,
        "statement": "No seismic check: the ballast resists wind only."}'::jsonb
    )
  ) || jsonb_build_object(
    'customer_name', r.customer_name,
    'customer_email', r.customer_email,
    'customer_company', r.customer_company,
    'project_name', r.project_name,
    'site_address', r.site_address,
    'ballast_weight', r.ballast_weight,
    'ballast_blocks', CASE
      WHEN r.ballast_block_count IS NULL OR r.ballast_block_weight IS NULL THEN NULL
      ELSE jsonb_build_object('count', r.ballast_block_count, 'block_weight', r.ballast_block_weight)
    END,
    'governing', r.governing,
    'roof_load', r.roof_load,
    'total_dead_load', r.total_dead_load,
    'block_type', r.display -> 'block_type',
    'trays', r.display -> 'trays',
    'footprint', coalesce(r.display -> 'footprint', (
      SELECT CASE
        WHEN f.b IS NULL THEN NULL
        WHEN f.base_length IS NOT NULL AND f.base_width IS NOT NULL
          THEN jsonb_build_object('base_length', f.base_length, 'base_width', f.base_width, 'half_base_width', f.b)
        ELSE jsonb_build_object('base_length', NULL, 'base_width', NULL, 'half_base_width', f.b)
      END
      FROM (
        SELECT
          (SELECT s -> 'value' FROM jsonb_array_elements(r.calculation_steps::jsonb) s WHERE s ->> 'symbol' = 'b' LIMIT 1) AS b,
          (SELECT s -> 'value' FROM jsonb_array_elements(r.calculation_steps::jsonb) s WHERE s ->> 'symbol' = 'L_b' LIMIT 1)
            AS base_length,
          (SELECT s -> 'value' FROM jsonb_array_elements(r.calculation_steps::jsonb) s WHERE s ->> 'symbol' = 'W_b' LIMIT 1)
            AS base_width
      ) f
    )),
    'assumptions', coalesce(r.display -> 'assumptions', '[]'::jsonb),
    'calculation_steps', CASE
      WHEN NOT EXISTS (
        SELECT 1 FROM jsonb_array_elements(r.calculation_steps::jsonb) s WHERE s ? 'section' OR s ? 'description'
      ) THEN r.calculation_steps::jsonb
      ELSE (
        SELECT coalesce(jsonb_agg(
          jsonb_build_object('symbol', s -> 'symbol', 'value', s -> 'value')
          || CASE WHEN coalesce(s ->> 'unit', '') <> '' THEN jsonb_build_object('unit', s -> 'unit') ELSE '{}' END
          || CASE WHEN coalesce(s ->> 'expression', '') <> ''
               THEN jsonb_build_object('expression', s -> 'expression', 'substituted', coalesce(s -> 'substituted', '""'))
               ELSE '{}' END
          || CASE WHEN s ? 'ref' THEN jsonb_build_object('ref', s -> 'ref') ELSE '{}' END
          || CASE WHEN coalesce(s ->> 'note', '') <> '' THEN jsonb_build_object('note', s -> 'note') ELSE '{}' END
          || CASE WHEN s ->> 'governing' = 'true' THEN '{"governing": true}'::jsonb ELSE '{}' END
          ORDER BY n), '[]'::jsonb)
        FROM jsonb_array_elements(r.calculation_steps::jsonb) WITH ORDINALITY e(s, n)
      )
    END,
    'calculations_text', r.calculations,
    'bill_of_materials', coalesce(r.bill_of_materials, '{"currency": null, "lines": [], "total": null}'::jsonb),
    'engine_version', r.engine_version,
    'engine_options', CASE
      WHEN r.engine_options ? 'codeBasis' THEN r.engine_options
      ELSE (r.engine_options - 'loadCombination') || jsonb_build_object('codeBasis', jsonb_build_object(
        'edition', 'ASCE 7-10',
        'riskCategory', coalesce(r.display #>> '{code_basis,risk_category}', 'II'),
        'jurisdiction', 'none',
        'loadCombination', coalesce(r.engine_options ->> 'loadCombination', 'lrfd')
      ))
    END,
    'mount', r.display -> 'mount',
    'antenna', r.display -> 'antenna',
    'roof_type', r.display -> 'roof_type',
    'reseller', r.display -> 'reseller',
    'no_fit', r.display -> 'no_fit'
  )
);--> statement-breakpoint
ALTER TABLE "mount_search_results" ALTER COLUMN "result" SET NOT NULL;--> statement-breakpoint
-- A new column takes the default compression: lz4 where the server has it, as the sheet had.
DO $$
BEGIN
  ALTER TABLE "mount_search_results" ALTER COLUMN "result" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  RAISE NOTICE 'lz4 is not available: result keeps pglz';
END
$$;--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP COLUMN "location";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP COLUMN "location_latitude";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP COLUMN "location_longitude";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP COLUMN "building_height";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP COLUMN "ridge_mount";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP COLUMN "wind_exposure";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP COLUMN "wind_speed";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP COLUMN "wind_speed_source";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP COLUMN "default_wind_speed";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP COLUMN "mapped_wind_speed";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP COLUMN "wind_speed_place";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP COLUMN "wind_speed_basis";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP COLUMN "project_name";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP COLUMN "site_address";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP COLUMN "ballast_weight";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP COLUMN "ballast_block_count";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP COLUMN "ballast_block_weight";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP COLUMN "governing";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP COLUMN "roof_load";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP COLUMN "total_dead_load";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP COLUMN "calculations";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP COLUMN "calculation_steps";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP COLUMN "bill_of_materials";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP COLUMN "engine_version";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP COLUMN "engine_options";--> statement-breakpoint
ALTER TABLE "mount_search_results" DROP COLUMN "display";--> statement-breakpoint
DROP TYPE "public"."governing_case";--> statement-breakpoint
DROP TYPE "public"."wind_speed_source";
