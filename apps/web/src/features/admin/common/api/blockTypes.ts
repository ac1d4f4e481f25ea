import type { BlockType } from '@nprm/contracts';
import { paths } from '../../../../lib/paths';
import { adminEntity } from '../resource';

/** /api/block_types: the list is public for active block types; inactive ones need a signed-in caller. */
export const blockTypeEntity = adminEntity<BlockType>(
  'Block Type',
  '/api/block_types',
  'block-types',
  paths.admin.blockTypes,
);
