/**
 * Ballast block types: names are unique (case ignored); the default block (engineering settings) cannot be
 * deactivated, so every search always has a block to count in.
 */
import { TAKEN, type BlockType, type BlockTypeCreate, type BlockTypeUpdate } from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import { ApiError, foundOr404, uniqueOr422 } from '../../errors.js';
import { readEngineeringSettings } from '../engineering-settings/index.js';
import * as repository from './block-types.repository.js';

export { listBlockTypes } from './block-types.repository.js';

const NAME_TAKEN = { name: [TAKEN] };
export const DEFAULT_BLOCK_CANNOT_BE_DEACTIVATED =
  'The default block type cannot be deactivated: choose another default in the engineering settings first';

export async function findBlockType(db: Db, id: number, options: { includeInactive: boolean }): Promise<BlockType> {
  return foundOr404(await repository.findBlockType(db, id, options));
}

export async function createBlockType(db: Db, input: BlockTypeCreate): Promise<BlockType> {
  if (await repository.nameTaken(db, input.name)) throw ApiError.validation(NAME_TAKEN);
  return uniqueOr422(() => repository.insertBlockType(db, input), NAME_TAKEN);
}

export async function updateBlockType(db: Db, id: number, input: BlockTypeUpdate): Promise<BlockType> {
  if (input.name !== undefined && (await repository.nameTaken(db, input.name, id)))
    throw ApiError.validation(NAME_TAKEN);
  return foundOr404(await uniqueOr422(() => repository.updateBlockType(db, id, input), NAME_TAKEN));
}

/** Soft delete (deleted_at set) or reactivation (cleared); the default block is never deactivated (422). */
export async function setBlockTypeDeleted(db: Db, id: number, deleted: boolean): Promise<BlockType> {
  if (deleted && (await readEngineeringSettings(db)).default_block_type_id === id) {
    foundOr404(await repository.findBlockType(db, id, { includeInactive: true }));
    throw ApiError.validation({ base: [DEFAULT_BLOCK_CANNOT_BE_DEACTIVATED] });
  }
  return foundOr404(await repository.setBlockTypeDeleted(db, id, deleted));
}

/** The admin writes, as the catalogue routes take them. */
export const blockTypeService = { create: createBlockType, update: updateBlockType, setDeleted: setBlockTypeDeleted };
