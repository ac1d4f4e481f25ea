/** Resellers: domains are unique, offered antennas must exist; "not found" and those rules become ApiErrors. */
import { TAKEN, type PublicReseller, type Reseller, type ResellerCreate, type ResellerUpdate } from '@nprm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { ApiError, foundOr404, uniqueOr422, type FieldErrors } from '../../errors.js';
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

/** The domain is free and every offered antenna exists, else a 422 listing both problems. */
async function checkInput(tx: Tx, input: ResellerUpdate, exceptId?: number): Promise<void> {
  const errors: FieldErrors = {};
  if (input.domain !== undefined && (await repository.domainTaken(tx, input.domain, exceptId))) errors.domain = [TAKEN];
  const unknown = input.antenna_ids ? await unknownAntennaIds(tx, input.antenna_ids) : [];
  if (unknown.length > 0) errors.antenna_ids = [`contains unknown antenna ids: ${unknown.join(', ')}`];
  if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
}

export async function createReseller(db: Db, input: ResellerCreate): Promise<Reseller> {
  const { antenna_ids: antennaIds = [], ...fields } = input;
  return uniqueOr422(
    () =>
      db.transaction(async (tx) => {
        await checkInput(tx, input);
        const id = await repository.insertReseller(tx, fields);
        await repository.replaceAntennaIds(tx, id, antennaIds);
        return foundOr404(await repository.findReseller(tx, id, { includeInactive: true }));
      }),
    DOMAIN_TAKEN,
  );
}

/** Updates the fields sent; `antenna_ids`, when sent, replaces the offered antennas (empty: all). */
export async function updateReseller(db: Db, id: number, input: ResellerUpdate): Promise<Reseller> {
  const { antenna_ids: antennaIds, ...fields } = input;
  return uniqueOr422(
    () =>
      db.transaction(async (tx) => {
        if (!(await repository.resellerExists(tx, id))) throw ApiError.notFound();
        await checkInput(tx, input, id);
        await repository.updateResellerFields(tx, id, fields);
        if (antennaIds !== undefined) await repository.replaceAntennaIds(tx, id, antennaIds);
        return foundOr404(await repository.findReseller(tx, id, { includeInactive: true }));
      }),
    DOMAIN_TAKEN,
  );
}

/** Soft delete (deleted_at set) or reactivation (cleared). */
export async function setResellerDeleted(db: Db, id: number, deleted: boolean): Promise<Reseller> {
  return foundOr404(await repository.setResellerDeleted(db, id, deleted));
}

/** The admin writes, as the catalogue routes take them. */
export const resellerService = { create: createReseller, update: updateReseller, setDeleted: setResellerDeleted };
