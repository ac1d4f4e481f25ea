import type { Antenna } from '@nprm/contracts';
import { paths } from '../../../../lib/paths';
import { adminEntity } from '../resource';
import { API_PATHS } from '@nprm/contracts/paths';

/** /api/antennas: the list is public for active antennas; inactive ones need a signed-in caller. */
export const antennaEntity = adminEntity<Antenna>('Antenna', API_PATHS.antennas, 'antennas', paths.admin.antennas);

/** The heading an antenna is listed under in option lists: its make. */
export function antennaMake(antenna: Pick<Antenna, 'make'>): string {
  return antenna.make;
}
