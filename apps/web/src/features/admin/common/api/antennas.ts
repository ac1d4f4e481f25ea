import type { Antenna } from '@nprm/contracts';
import { api } from '../../../../lib/api';
import { inactiveQuery, resource } from '../resource';

export const antennasResource = resource<Antenna>('Antenna', '/api/antennas', 'Missing antenna id');

/** GET /api/antennas (inactive ones only when asked, which needs a signed-in caller). */
export function fetchAntennas(includeInactive: boolean): Promise<Antenna[]> {
  return api<Antenna[]>('/api/antennas', { query: inactiveQuery(includeInactive) });
}
