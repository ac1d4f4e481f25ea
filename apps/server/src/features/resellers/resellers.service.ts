/** Resellers: domains and names (case ignored) are unique, offered antennas must exist; "not found" and those rules become ApiErrors. */
import { TAKEN, type PublicReseller, type Reseller, type ResellerCreate, type ResellerUpdate } from '@nprm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/records.js';
import { ApiError, foundOr404, type FieldErrors } from '../../errors.js';
import { unknownAntennaIds } from '../antennas/index.js';
import * as repository from './resellers.repository.js';

/** Reads without a rule of their own come straight from the repository. */
export { listResellers, toPublicReseller } from './resellers.repository.js';

const DOMAIN_TAKEN = { domain: [TAKEN] };

export async function findReseller(db: Db, id: number, options: { includeInactive: boolean }): Promise<Reseller> {
  return foundOr404(await repository.findReseller(db, id, options));
}

/**
 * The reseller whose domain is this host, else the default reseller (`defaultDomain`), else 404: the page then
 * shows unbranded. Anyone may ask, so only the public fields.
 */
export async function resellerForHost(
  db: Db,
  host: string,
  defaultDomain: string | undefined,
): Promise<PublicReseller> {
  return repository.toPublicReseller(foundOr404(await findSiteReseller(db, host, defaultDomain)));
}

/** The active reseller whose domain is this host, else the default domain's. */
async function findSiteReseller(
  db: Db,
  host: string,
  defaultDomain: string | undefined,
): Promise<Reseller | undefined> {
  return (
    (await repository.findActiveResellerByHost(db, host)) ??
    (defaultDomain ? await repository.findActiveResellerByHost(db, defaultDomain) : undefined)
  );
}

/** The fields of `input` another reseller already has: the domain, and the name (case ignored). */
async function takenFields(db: Db | Tx, input: ResellerUpdate, exceptId?: number): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (input.name !== undefined && (await repository.nameTaken(db, input.name, exceptId))) errors.name = [TAKEN];
  if (input.domain !== undefined && (await repository.domainTaken(db, input.domain, exceptId))) errors.domain = [TAKEN];
  return errors;
}

/**
 * Runs a write; a unique violation (a save the checks raced) becomes a 422 on the field now taken, read again after
 * the write's rollback.
 */
async function takenOr422<T>(db: Db, input: ResellerUpdate, exceptId: number | undefined, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const errors = await takenFields(db, input, exceptId);
    throw ApiError.validation(Object.keys(errors).length > 0 ? errors : DOMAIN_TAKEN);
  }
}

/** The name and domain are free and every offered antenna exists, else a 422 listing every problem. */
async function checkInput(tx: Tx, input: ResellerUpdate, exceptId?: number): Promise<void> {
  const errors = await takenFields(tx, input, exceptId);
  const unknown = input.antenna_ids ? await unknownAntennaIds(tx, input.antenna_ids) : [];
  if (unknown.length > 0) errors.antenna_ids = [`contains unknown antenna ids: ${unknown.join(', ')}`];
  if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
}

export async function createReseller(db: Db, input: ResellerCreate): Promise<Reseller> {
  const { antenna_ids: antennaIds = [], ...fields } = input;
  return takenOr422(db, input, undefined, () =>
    db.transaction(async (tx) => {
      await checkInput(tx, input);
      const id = await repository.insertReseller(tx, fields);
      await repository.replaceAntennaIds(tx, id, antennaIds);
      return foundOr404(await repository.findReseller(tx, id, { includeInactive: true }));
    }),
  );
}

/** Updates the fields sent; `antenna_ids`, when sent, replaces the offered antennas (empty: all). */
export async function updateReseller(db: Db, id: number, input: ResellerUpdate): Promise<Reseller> {
  const { antenna_ids: antennaIds, ...fields } = input;
  return takenOr422(db, input, id, () =>
    db.transaction(async (tx) => {
      if (!(await repository.resellerExists(tx, id))) throw ApiError.notFound();
      await checkInput(tx, input, id);
      await repository.updateResellerFields(tx, id, fields);
      if (antennaIds !== undefined) await repository.replaceAntennaIds(tx, id, antennaIds);
      return foundOr404(await repository.findReseller(tx, id, { includeInactive: true }));
    }),
  );
}

/** Soft delete (deleted_at set) or reactivation (cleared). */
export async function setResellerDeleted(db: Db, id: number, deleted: boolean): Promise<Reseller> {
  return foundOr404(await repository.setResellerDeleted(db, id, deleted));
}

/** The admin writes, as the catalogue routes take them. */
export const resellerService = { create: createReseller, update: updateReseller, setDeleted: setResellerDeleted };
