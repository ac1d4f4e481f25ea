import type { Reseller } from '@nprm/contracts';
import { paths } from '../../../../lib/paths';
import { adminEntity } from '../resource';
import { API_PATHS } from '@nprm/contracts/paths';

/** /api/resellers (authenticated). */
export const resellerEntity = adminEntity<Reseller>(
  'Reseller',
  API_PATHS.resellers,
  'resellers',
  paths.admin.resellers,
);
