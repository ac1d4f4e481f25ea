import type { BlockType } from '@nprm/contracts';
import { paths } from '../../../../lib/paths';
import { adminEntity } from '../resource';
import { API_PATHS } from '@nprm/contracts/paths';

/** /api/block_types: the list is public for active block types; inactive ones need a signed-in caller. */
export const blockTypeEntity = adminEntity<BlockType>(
  'Block Type',
  API_PATHS.blockTypes,
  'block-types',
  paths.admin.blockTypes,
);
