/** Roof types: names are unique (case ignored); "not found" and a taken name become ApiErrors. */
import { TAKEN, type RoofType, type RoofTypeCreate, type RoofTypeUpdate } from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import { ApiError, foundOr404, uniqueOr422 } from '../../errors.js';
import * as repository from './roof-types.repository.js';

/** Reads without a rule of their own come straight from the repository. */
export { listRoofTypes } from './roof-types.repository.js';

const NAME_TAKEN = { name: [TAKEN] };

export async function findRoofType(db: Db, id: number, options: { includeInactive: boolean }): Promise<RoofType> {
  return foundOr404(await repository.findRoofType(db, id, options));
}

export async function createRoofType(db: Db, input: RoofTypeCreate): Promise<RoofType> {
  if (await repository.nameTaken(db, input.name)) throw ApiError.validation(NAME_TAKEN);
  return uniqueOr422(() => repository.insertRoofType(db, input), NAME_TAKEN);
}

export async function updateRoofType(db: Db, id: number, input: RoofTypeUpdate): Promise<RoofType> {
  if (input.name !== undefined && (await repository.nameTaken(db, input.name, id)))
    throw ApiError.validation(NAME_TAKEN);
  return foundOr404(await uniqueOr422(() => repository.updateRoofType(db, id, input), NAME_TAKEN));
}

/** Soft delete (deleted_at set) or reactivation (cleared). */
export async function setRoofTypeDeleted(db: Db, id: number, deleted: boolean): Promise<RoofType> {
  return foundOr404(await repository.setRoofTypeDeleted(db, id, deleted));
}

/** The admin writes, as the catalogue routes take them. */
export const roofTypeService = { create: createRoofType, update: updateRoofType, setDeleted: setRoofTypeDeleted };
