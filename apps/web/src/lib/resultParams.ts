import type { MountSearchResult } from '@nprm/contracts';
import { SHARED_RESULT_PARAM } from '@nprm/contracts/paths';
import { antennaLabel } from './catalog';
import { REQUIRED_RESULT_PARAMS, type ResultParam } from './resultParamNames';

export { REQUIRED_RESULT_PARAMS };

/**
 * The parameters the calculator navigates with (docs/product.md, results), from the saved result; datePrepared is
 * carried too.
 */
export function resultSearchParams(result: MountSearchResult): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(expectedParams(result))) params.set(key, value);
  params.set('datePrepared', result.created_at.slice(0, 10));
  return params;
}

function expectedParams(result: MountSearchResult): Record<ResultParam, string> {
  return {
    token: result.token,
    resellerId: result.reseller_id === null ? '' : String(result.reseller_id),
    mountId: String(result.mount_id),
    roofType: result.roof_type.name,
    ridgeMount: String(result.ridge_mount),
    antenna: antennaLabel(result.antenna),
    windExposure: result.wind_exposure,
    windSpeed: String(result.wind_speed),
    defaultWindSpeed: String(result.default_wind_speed),
    location: result.location ?? '',
    buildingHeight: String(result.building_height),
    ballastWeight: String(result.ballast_weight),
    companyName: result.customer_company,
    totalDeadLoad: String(result.total_dead_load),
  };
}

/** How /results was opened: by share token, by the full parameter set, or without enough to show anything. */
export type ResultsRequest =
  { kind: 'token'; token: string } | { kind: 'params'; token: string; params: URLSearchParams } | { kind: 'none' };

/**
 * docs/product.md, results: `t` wins; otherwise every required parameter must be present and mountId must not be empty.
 */
export function readResultsRequest(search: URLSearchParams): ResultsRequest {
  const shared = search.get(SHARED_RESULT_PARAM);
  if (shared) return { kind: 'token', token: shared };
  if (REQUIRED_RESULT_PARAMS.some((key) => !search.has(key))) return { kind: 'none' };
  const token = search.get('token') ?? '';
  if (token === '' || (search.get('mountId') ?? '') === '') return { kind: 'none' };
  return { kind: 'params', token, params: search };
}

/**
 * Whether the parameters describe this saved result. The page shows the saved result, so parameters that were
 * edited or belong to another result must not pass for it.
 */
export function paramsMatchResult(params: URLSearchParams, result: MountSearchResult): boolean {
  const expected = expectedParams(result);
  return REQUIRED_RESULT_PARAMS.every((key) => sameValue(params.get(key) ?? '', expected[key]));
}

function sameValue(given: string, expected: string): boolean {
  if (given === expected) return true;
  const a = Number(given);
  const b = Number(expected);
  return given.trim() !== '' && expected.trim() !== '' && Number.isFinite(a) && Number.isFinite(b) && a === b;
}
