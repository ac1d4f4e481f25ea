import type { WindSpeedOverride, WindSpeedOverrideImportResult } from '@nprm/contracts';
import { api } from '../../../../lib/api';
import { paths } from '../../../../lib/paths';
import { adminEntity } from '../resource';
import { API_PATHS } from '@nprm/contracts/paths';

/** /api/wind_speed_overrides: administrators' county values, which win over the bundled wind table. */
export const windSpeedEntity = adminEntity<WindSpeedOverride>(
  'Wind Speed',
  API_PATHS.windSpeedOverrides,
  'wind-speeds',
  paths.admin.windSpeeds,
);

/** POST /api/wind_speed_overrides/import: checks the CSV (and, unless a dry run, writes every row or none). */
export function importWindSpeeds(csv: string, dryRun: boolean): Promise<WindSpeedOverrideImportResult> {
  return api<WindSpeedOverrideImportResult>(API_PATHS.windSpeedOverridesImport, {
    method: 'POST',
    body: { csv, dry_run: dryRun },
  });
}
