/**
 * What proposed engineering settings would do (POST /api/engineering_settings/preview at /api/docs): a few example
 * searches run through the search's own engine path (candidates, selection, shown figures) with the current settings
 * and with the proposed ones, side by side. Nothing is stored; the catalogue is read as it is now.
 */
import type { CalcOptions } from '@nprm/calc';
import {
  hasWindArea,
  type EngineeringSettingsPreview,
  type SettingsPreviewOutcome,
  type WindExposureType,
} from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import type { CatalogueAntenna, CatalogueSnapshot, EngineeringSettingsRow } from './catalogue.repository.js';
import { loadCatalogue } from './catalogue.repository.js';
import { candidateMounts } from './eligibility.js';
import { engineOptions, runSelection, searchInput } from './engine-adapter.js';
import { noFitReason } from './no-fit.js';
import { shownFigures } from './rounding.js';

/** The settings a preview compares: K_d, GCr policy, load combination, the Florida HVHZ rule and the default block. */
export type PreviewSettings = Pick<
  EngineeringSettingsRow,
  'kd' | 'gcr_policy' | 'load_combination' | 'florida_hvhz_rule' | 'default_block_type_id'
>;

/**
 * The example sites, stated so an administrator can reproduce them in the calculator: a low building among
 * others, a tall one in open country (above 60 ft, where the GCr policies differ), one on the coast, and one in
 * Miami-Dade's High-Velocity Hurricane Zone (where the Florida rule, when on, applies: decision 0041).
 */
export const PREVIEW_SITES: readonly {
  wind_exposure: WindExposureType;
  wind_speed: number;
  building_height: number;
  hvhz?: true;
}[] = [
  { wind_exposure: 'B', wind_speed: 105, building_height: 20 },
  { wind_exposure: 'C', wind_speed: 130, building_height: 100 },
  { wind_exposure: 'D', wind_speed: 150, building_height: 40 },
  { wind_exposure: 'B', wind_speed: 175, building_height: 10, hvhz: true },
];

const isActive = (row: { deleted_at: Date | null }) => row.deleted_at === null;

/** The example antenna: the first active one (by id) a search may use, with an active compatible non-ridge mount. */
function exampleAntenna(catalogue: CatalogueSnapshot): CatalogueAntenna | undefined {
  for (const antenna of catalogue.antennas.values()) {
    if (!isActive(antenna) || !hasWindArea(antenna)) continue;
    if (candidateMounts(catalogue, { antenna, reseller: null }, false).length > 0) return antenna;
  }
  return undefined;
}

/** The engine options a search would use under `settings` (its default block's weight). */
function previewOptions(catalogue: CatalogueSnapshot, settings: PreviewSettings, hvhz: boolean): CalcOptions {
  const block = catalogue.blockTypes.get(settings.default_block_type_id);
  // The service has checked the proposed block is active; the current one is, by the same rule when it was saved.
  if (!block) throw new Error(`block type ${settings.default_block_type_id} is not in the catalogue`);
  // The examples are stated sites at Risk Category II; only the HVHZ one is in a county with a jurisdiction rule.
  const jurisdiction = hvhz && settings.florida_hvhz_rule ? 'florida_hvhz' : 'none';
  // ASCE 7-10: the edition whose GCr depends on the policy, so the preview shows what the settings change.
  return engineOptions(settings, block, { edition: 'ASCE 7-10', riskCategory: 'II', jurisdiction });
}

export async function previewSettings(db: Db, proposed: PreviewSettings): Promise<EngineeringSettingsPreview> {
  const { snapshot: catalogue } = await loadCatalogue(db);
  const antenna = exampleAntenna(catalogue);
  const roofType = [...catalogue.roofTypes.values()].find(isActive);
  if (!antenna || !roofType) return { antenna: null, roof_type: null, examples: [] };
  const candidates = candidateMounts(catalogue, { antenna, reseller: null }, false);
  type Site = (typeof PREVIEW_SITES)[number];
  const outcome = (site: Site, settings: PreviewSettings): SettingsPreviewOutcome => {
    const options = previewOptions(catalogue, settings, site.hvhz === true);
    const input = searchInput(
      { antenna, roofType },
      { windSpeed: site.wind_speed, exposure: site.wind_exposure, buildingHeight: site.building_height },
    );
    const selection = runSelection(input, candidates, options);
    const figures = shownFigures(selection.chosen);
    const mount = figures.mount_id === null ? undefined : catalogue.mounts.get(figures.mount_id);
    return {
      mount_id: figures.mount_id,
      mount_name: mount ? `${mount.name} (${mount.part_number})` : null,
      ballast_weight: figures.ballast_weight,
      ballast_blocks: figures.ballast_blocks,
      governing: figures.governing,
      no_fit_message: noFitReason(selection, candidates, false)?.message ?? null,
    };
  };

  return {
    antenna: `${antenna.make} ${antenna.model}`,
    roof_type: roofType.name,
    examples: PREVIEW_SITES.map(({ hvhz, ...site }) => ({
      label: `${hvhz ? 'Miami-Dade (Florida HVHZ), ' : ''}Exposure ${site.wind_exposure}, ${site.wind_speed} mph, ${site.building_height} ft building`,
      ...site,
      before: outcome({ ...site, hvhz }, catalogue.settings),
      after: outcome({ ...site, hvhz }, proposed),
    })),
  };
}
