/** Antennas: the admin rules over the repository; "not found" and unknown mount ids become ApiErrors. */
import { hasWindArea, TAKEN, type Antenna, type AntennaCreate, type AntennaUpdate } from '@nprm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { ApiError, foundOr404, uniqueOr422 } from '../../errors.js';
import { unknownMountIds } from '../mounts/index.js';
import * as repository from './antennas.repository.js';

/**
 * The antenna list. `searchableOnly` (every caller who is not signed in: the calculator's list) leaves out the
 * antennas without a wind area, which a search refuses; administrators see them, flagged (docs/api.md).
 */
export async function listAntennas(
  db: Db,
  options: { includeInactive: boolean; onlyIds?: number[] | undefined; searchableOnly: boolean },
): Promise<Antenna[]> {
  const { searchableOnly, ...read } = options;
  const list = await repository.listAntennas(db, read);
  return searchableOnly ? list.filter(hasWindArea) : list;
}

export async function findAntenna(db: Db, id: number, options: { includeInactive: boolean }): Promise<Antenna> {
  return foundOr404(await repository.findAntenna(db, id, options));
}

/** One antenna per make and model, case ignored, inactive ones included; the error sits on the model. */
const MAKE_MODEL_TAKEN = { model: [TAKEN] };

async function refuseTakenMakeModel(db: Db | Tx, antenna: { make: string; model: string }, exceptId?: number) {
  if (await repository.makeModelTaken(db, antenna.make, antenna.model, exceptId))
    throw ApiError.validation(MAKE_MODEL_TAKEN);
}

/** The compatible mounts must all exist (a 422 lists the unknown ids); then they replace the antenna's. */
async function replaceMountIds(tx: Tx, antennaId: number, mountIds: number[]): Promise<void> {
  const unknown = await unknownMountIds(tx, mountIds);
  if (unknown.length > 0)
    throw ApiError.validation({ mount_ids: [`contains unknown mount ids: ${unknown.join(', ')}`] });
  await repository.replaceMountIds(tx, antennaId, mountIds);
}

export async function createAntenna(db: Db, input: AntennaCreate): Promise<Antenna> {
  const { mount_ids: mountIds = [], ...fields } = input;
  await refuseTakenMakeModel(db, fields);
  return uniqueOr422(
    () =>
      db.transaction(async (tx) => {
        const id = await repository.insertAntenna(tx, fields);
        await replaceMountIds(tx, id, mountIds);
        return foundOr404(await repository.findAntenna(tx, id, { includeInactive: true }));
      }),
    MAKE_MODEL_TAKEN,
  );
}

/** Updates the fields sent; `mount_ids`, when sent, replaces the compatible mounts. */
export async function updateAntenna(db: Db, id: number, input: AntennaUpdate): Promise<Antenna> {
  const { mount_ids: mountIds, ...fields } = input;
  return uniqueOr422(
    () =>
      db.transaction(async (tx) => {
        const current = await repository.findAntenna(tx, id, { includeInactive: true });
        if (!current) throw ApiError.notFound();
        // Either half may be sent alone: the pair it makes with the stored other half is what must be new.
        await refuseTakenMakeModel(tx, { make: fields.make ?? current.make, model: fields.model ?? current.model }, id);
        await repository.updateAntennaFields(tx, id, fields);
        if (mountIds !== undefined) await replaceMountIds(tx, id, mountIds);
        return foundOr404(await repository.findAntenna(tx, id, { includeInactive: true }));
      }),
    MAKE_MODEL_TAKEN,
  );
}

/** Soft delete (deleted_at set) or reactivation (cleared). */
export async function setAntennaDeleted(db: Db, id: number, deleted: boolean): Promise<Antenna> {
  return foundOr404(await repository.setAntennaDeleted(db, id, deleted));
}

/** The admin writes, as the catalogue routes take them. */
export const antennaService = { create: createAntenna, update: updateAntenna, setDeleted: setAntennaDeleted };
