import type { RoofType } from '@nprm/contracts';
import { paths } from '../../../../lib/paths';
import { adminEntity } from '../resource';
import { API_PATHS } from '@nprm/contracts/paths';

/** /api/roof_types: the list is public for active roof types; inactive ones need a signed-in caller. */
export const roofTypeEntity = adminEntity<RoofType>(
  'Roof Type',
  API_PATHS.roofTypes,
  'roof-types',
  paths.admin.roofTypes,
);
