import type { RoofType } from '@nprm/contracts';
import { paths } from '../../../../lib/paths';
import { adminEntity } from '../resource';

/** /api/roof_types: the list is public for active roof types; inactive ones need a signed-in caller. */
export const roofTypeEntity = adminEntity<RoofType>(
  'Roof Type',
  '/api/roof_types',
  'roof-types',
  paths.admin.roofTypes,
);
