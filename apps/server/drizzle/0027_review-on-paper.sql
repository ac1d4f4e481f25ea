ALTER TABLE "roof_types" ADD COLUMN "friction_coefficient_source" text;--> statement-breakpoint
ALTER TABLE "result_reviews" ADD COLUMN "approved_result" jsonb;--> statement-breakpoint
-- SVG seals are no longer accepted (a vector file is a program for its renderer): a profile or an approval that
-- named one has no seal from now on, so the engineer uploads a PNG or JPEG before the next approval. The stored
-- rows stay, used nowhere.
UPDATE "engineer_profiles" SET "seal_id" = NULL
  WHERE "seal_id" IN (SELECT "id" FROM "engineer_seals" WHERE "content_type" = 'image/svg+xml');--> statement-breakpoint
UPDATE "result_reviews" SET "seal_id" = NULL
  WHERE "seal_id" IN (SELECT "id" FROM "engineer_seals" WHERE "content_type" = 'image/svg+xml');--> statement-breakpoint
-- The demo roof types whose μ rests on a published table, where their name and μ are still the seeded ones; the
-- others (engineering judgement) keep no source, printed "Source not given".
UPDATE "roof_types" SET "friction_coefficient_source" = CASE "name"
    WHEN 'EPDM membrane' THEN 'IBC SOLAR AeroFix/AeroFlat installation instructions v20.01 (2020), Tab. 2: 0.6 for EPDM on a rubber mat (a planning value), less about 20 % for wet or aged roofs'
    WHEN 'TPO / PVC membrane' THEN 'IBC SOLAR AeroFix/AeroFlat installation instructions v20.01 (2020), Tab. 2: 0.5 for TPO or PVC on a rubber mat (a planning value), less about 20 % for wet or aged roofs'
    WHEN 'Modified bitumen' THEN 'IBC SOLAR AeroFix/AeroFlat installation instructions v20.01 (2020), Tab. 2: 0.6 for polymer bitumen on a rubber mat (a planning value), less about 20 % for wet or aged roofs'
    WHEN 'Built-up (smooth)' THEN 'Taken as modified bitumen: IBC SOLAR AeroFix/AeroFlat installation instructions v20.01 (2020), Tab. 2: 0.6 for bitumen on a rubber mat (a planning value), less about 20 % for wet or aged roofs'
  END
  WHERE ("name", "friction_coefficient") IN (('EPDM membrane', 0.5), ('TPO / PVC membrane', 0.4), ('Modified bitumen', 0.5), ('Built-up (smooth)', 0.5));--> statement-breakpoint
-- A saved result records where its roof type's μ came from; results stored before did not.
UPDATE "mount_search_results"
  SET "result" = jsonb_set("result", '{roof_type,friction_coefficient_source}', 'null'::jsonb) || '{"schema_version": 3}'::jsonb
  WHERE "result" ? 'roof_type';
