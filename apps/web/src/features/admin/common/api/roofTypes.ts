import type { RoofType } from '@nprm/contracts';
import { api } from '../../../../lib/api';
import { inactiveQuery, resource } from '../resource';

export const roofTypesResource = resource<RoofType>('Roof Type', '/api/roof_types', 'Missing roof type id');

/** GET /api/roof_types (inactive ones only when asked, which needs a signed-in caller). */
export function fetchRoofTypes(includeInactive: boolean): Promise<RoofType[]> {
  return api<RoofType[]>('/api/roof_types', { query: inactiveQuery(includeInactive) });
}
