import type { Reseller } from '@nprm/contracts';
import { paths } from '../../../../lib/paths';
import { adminEntity } from '../resource';

/** /api/resellers (authenticated). */
export const resellerEntity = adminEntity<Reseller>('Reseller', '/api/resellers', 'resellers', paths.admin.resellers);
