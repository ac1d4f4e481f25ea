/** GET /api/mount_search_results/diagnostics: the search's steps spelled out as text, for support and engineers. */
import { compareDesigns, formatNumber, formatTrace, windExposureLabel } from '@nprm/calc';
import { codeBasisText, editionLabel, roofEdgeStatement, type DiagnosticsQuery } from '@nprm/contracts';
import { candidateMounts } from './eligibility.js';
import { codeBasisRecord, runSelection, searchInput } from './engine-adapter.js';
import type { CatalogueSnapshot } from './catalogue.repository.js';
import { searchConditions } from './search-conditions.js';
import { inputNotes, locationLabel } from './trace-notes.js';
import { WIND_SOURCE_LABEL } from './wind-speed.js';

function yesNo(value: boolean): string {
  return value ? 'yes' : 'no';
}

/**
 * The diagnostics answer: the inputs, the wind speed and its source, a one-line verdict per candidate mount and
 * the full trace of every candidate with clause references (GET …/diagnostics at /api/docs). The site, the wind speed
 * and its rules, the jurisdiction's rule and the engine's options are the search's own (searchConditions), so the
 * same query refuses and explains as a search would. Candidates are the antenna's compatible mounts when
 * `compatible_only`, else every active mount of the ridge kind (of the reseller when given); the mount the search
 * would choose is picked among the compatible ones only. A `wind_speed` of 0 looks the speed up, as none does. The
 * optional roof inputs count as in a search: a mount loading the roof above its allowable does not fit.
 */
export function diagnosticsText(catalogue: CatalogueSnapshot, query: DiagnosticsQuery): string {
  const given = query.wind_speed !== undefined && query.wind_speed > 0 ? query.wind_speed : undefined;
  const conditions = searchConditions(catalogue, { ...query, wind_speed: given });
  const { site, wind, jurisdiction, subjects, options, floor, edition } = conditions;
  const candidates = candidateMounts(catalogue, subjects, query.ridge_mount, query.compatible_only);
  const selection = runSelection(
    searchInput(subjects, {
      windSpeed: wind.windSpeed,
      exposure: query.wind_exposure,
      buildingHeight: query.building_height,
      ...conditions.siteInputs,
    }),
    candidates,
    options,
    query.roof_allowable_load,
  );
  const compatible = new Set(subjects.antenna.mountIds);
  const searchChoice =
    selection.designs.filter((design) => design.fits && compatible.has(design.mountId)).sort(compareDesigns)[0] ?? null;

  const { reseller, antenna, roofType, blockType } = subjects;
  const scope = query.compatible_only
    ? `the antenna's compatible ${query.ridge_mount ? 'ridge' : 'non-ridge'} mounts`
    : `every active ${query.ridge_mount ? 'ridge' : 'non-ridge'} mount`;
  const lines = [
    'NPRM ballast calculator diagnostics',
    '',
    `Reseller: ${reseller ? `${reseller.name} (id ${reseller.id})` : 'none (every active mount)'}`,
    `Antenna: ${antenna.make} ${antenna.model} (id ${antenna.id})`,
    `Location: ${locationLabel(site.location, site.latitude, site.longitude)}` +
      (site.resolvedFrom === null ? '' : ` (typed "${site.resolvedFrom}")`),
    `Building height: ${formatNumber(query.building_height, 2)} ft`,
    `Roof type: ${roofType.name} (id ${roofType.id}), friction coefficient ${formatNumber(roofType.friction_coefficient, 3)}`,
    `Peaked roof / ridge mount: ${yesNo(query.ridge_mount)}`,
    `Roof structure's allowable load: ${
      query.roof_allowable_load === null
        ? 'not given (the roof structure is not checked)'
        : `${formatNumber(query.roof_allowable_load, 1)} psf (a mount loading the roof above it does not fit)`
    }`,
    `Roof edge: ${roofEdgeStatement(query.roof_edge_distance)}`,
    `Wind exposure: ${windExposureLabel(query.wind_exposure, 'text')}`,
    `Ballast block: ${blockType.name} ${blockType.nominal_size}, ${formatNumber(blockType.weight, 1)} lb` +
      (query.block_type === undefined ? ' (the default block)' : ` (block type ${blockType.id})`),
    `Risk category: ${query.risk_category} (${edition.edition} Table 1.5-1)`,
    `Code edition: ${editionLabel(codeBasisRecord(options.codeBasis, edition))}` +
      (edition.adoptedCode ? ` (adopted code: ${edition.adoptedCode.name}, ${edition.adoptedCode.state})` : ''),
    `Ground elevation: ${query.ground_elevation === undefined ? 'not given' : `${formatNumber(query.ground_elevation, 1)} ft`}`,
    `Seismic values: ${
      conditions.seismic
        ? `S_DS ${conditions.seismic.sds} g, S_D1 ${conditions.seismic.sd1} g, source ${conditions.seismic.source ?? 'not given'}`
        : `not given${conditions.seismicRequiredHere ? ' (required here unless the site is exempt)' : ''}`
    }`,
    `Wind speed: ${formatNumber(wind.windSpeed, 1)} mph, ${WIND_SOURCE_LABEL[wind.source]}` +
      `${wind.defaultWindSpeed ? ' (default_wind_speed true)' : ''}${wind.approximate && wind.source === 'location' ? ', approximate' : ''}`,
    `  ${wind.note}`,
    `  Basis: ${wind.basis}`,
    `  Floor: no reason takes a given speed below ${formatNumber(floor, 0)} mph here`,
    `Jurisdiction rule: ${jurisdiction.assumption ?? 'none (the site is outside the Florida High-Velocity Hurricane Zone)'}`,
    `Code basis: ${codeBasisText(codeBasisRecord(options.codeBasis, edition))}`,
    '',
    `Candidates: ${candidates.length}, ${scope}${reseller ? ` linked to ${reseller.name}` : ''}`,
  ];
  for (const mount of candidates) {
    const design = selection.designs.find((d) => d.mountId === mount.id);
    const rejected = selection.rejected.find((r) => r.mountId === mount.id);
    const compatibility = compatible.has(mount.id) ? 'compatible' : 'NOT compatible with the antenna (never offered)';
    const verdict = design
      ? design.fits
        ? 'fits'
        : `does not fit (${design.failures.map((failure) => failure.check).join(', ')})`
      : `not evaluated (${rejected?.message ?? 'invalid data'})`;
    lines.push(`  Mount ${mount.id}, ${mount.name} (${mount.part_number}): ${compatibility}; ${verdict}`);
  }
  lines.push(
    `The search would choose: ${searchChoice ? `Mount ${searchChoice.mountId}, ${searchChoice.mountName ?? ''}` : 'none (No compatible mount found)'}`,
    '',
    formatTrace(
      { ...selection, chosen: searchChoice },
      {
        notes: inputNotes(subjects, wind, {
          ridge_mount: query.ridge_mount,
          location: site.location,
          location_latitude: site.latitude,
          location_longitude: site.longitude,
        }),
      },
    ),
  );
  return lines.join('\n');
}
