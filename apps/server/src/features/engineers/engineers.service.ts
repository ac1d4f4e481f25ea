/**
 * Engineer profiles (the review calls at /api/docs): the name and licences printed on an approval and the seal
 * stamped beside it. An engineer keeps its own; an administrator keeps anyone's who may have one (engineers and
 * administrators: an administrator with a profile is "also an engineer", docs/decisions/0052-engineer-review.md).
 */
import {
  LICENCE_NEEDED,
  NOT_AN_ENGINEER,
  type EngineerProfile,
  type EngineerProfileInput,
  type Licence,
} from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import { recordedWrite, type Actor } from '../../db/history-rows.js';
import { ApiError, foundOr404 } from '../../errors.js';
import type { Access } from '../../plugins/roles.js';
import * as repository from './engineers.repository.js';
import { checkSealImage } from './seal-image.js';

const NO_PROFILE_FOR_RESELLER_USER = 'only engineers and administrators have an engineer profile';

export function toProfile(row: repository.ProfileRow): EngineerProfile {
  return {
    user_id: row.user_id,
    name: row.name,
    licences: row.licences,
    seal_url: row.seal_id === null ? null : `/api/users/${row.user_id}/engineer_profile/seal`,
    updated_at: row.updated_at.toISOString(),
  };
}

/** An engineer reads and changes only its own profile; an administrator anyone's. */
function checkCaller(access: Access, userId: number): void {
  if (access.role !== 'administrator' && access.userId !== userId) throw ApiError.forbidden();
}

async function checkHolder(db: Db, userId: number): Promise<void> {
  const role = foundOr404(await repository.findEnabledRole(db, userId));
  if (role === 'reseller_user')
    throw ApiError.validation({ base: [`An engineer profile: ${NO_PROFILE_FOR_RESELLER_USER}`] });
}

export async function readProfile(db: Db, access: Access, userId: number): Promise<EngineerProfile> {
  checkCaller(access, userId);
  return toProfile(foundOr404(await repository.findProfile(db, userId)));
}

/** Profile changes are kept in the history like other admin writes (entity engineer_profiles, id = the user's). */
const asRecord = (row: repository.ProfileRow) => ({ id: row.user_id, ...toProfile(row) });
const withoutId = ({ id: _id, ...profile }: ReturnType<typeof asRecord>): EngineerProfile => profile;

export async function saveProfile(
  db: Db,
  access: Access,
  actor: Actor,
  userId: number,
  input: EngineerProfileInput,
): Promise<EngineerProfile> {
  checkCaller(access, userId);
  await checkHolder(db, userId);
  const before = await repository.findProfile(db, userId);
  const licences = input.licences.map((licence) => ({ state: licence.state.toUpperCase(), number: licence.number }));
  const saved = await recordedWrite(db, {
    actor,
    entity: 'engineer_profiles',
    action: before ? 'update' : 'create',
    before: before ? asRecord(before) : null,
    write: async (tx) => asRecord(await repository.upsertProfile(tx, userId, { name: input.name, licences })),
  });
  return withoutId(saved);
}

/** A new seal (checked by its bytes); the profile must exist first (a seal without a name stamps nothing). */
export async function saveSeal(
  db: Db,
  access: Access,
  actor: Actor,
  userId: number,
  body: unknown,
): Promise<EngineerProfile> {
  checkCaller(access, userId);
  await checkHolder(db, userId);
  const profile = foundOr404(await repository.findProfile(db, userId));
  // Bytes from the image types' parser; a text upload as its UTF-8 bytes; anything else (JSON) is no image at all.
  const bytes = Buffer.isBuffer(body) ? body : typeof body === 'string' ? Buffer.from(body) : Buffer.alloc(0);
  const check = checkSealImage(bytes);
  if (!check.ok) throw ApiError.validation({ seal: [check.problem] });
  const saved = await recordedWrite(db, {
    actor,
    entity: 'engineer_profiles',
    action: 'update',
    before: asRecord(profile),
    write: async (tx) =>
      asRecord(foundOr404(await repository.insertSeal(tx, userId, { content_type: check.contentType, bytes }))),
    // The seal's URL stays the same: record which stored seal is now current.
    changes: (_before, after) => ({ seal_id: { before: profile.seal_id, after: after.seal_url ? 'new image' : null } }),
  });
  return withoutId(saved);
}

export async function readSeal(db: Db, access: Access, userId: number): Promise<repository.SealRow> {
  checkCaller(access, userId);
  const profile = foundOr404(await repository.findProfile(db, userId));
  return foundOr404(profile.seal_id === null ? undefined : await repository.findSeal(db, profile.seal_id));
}

/**
 * Who decides a review: the caller's profile when it may (engineer, or administrator with a profile). 403 for a
 * reseller user and an administrator without a profile (not engineers); 422 on licence for an engineer who has not
 * yet set its name and licence (an approval prints them).
 */
export async function decidingEngineer(
  db: Db,
  access: Access,
): Promise<{ userId: number; name: string; licences: Licence[]; sealId: number | null }> {
  if (access.role === 'reseller_user') throw ApiError.forbidden();
  const profile = await repository.findProfile(db, access.userId);
  if (!profile || profile.licences.length === 0) {
    if (access.role === 'engineer') throw ApiError.validation({ licence: [LICENCE_NEEDED] });
    throw new ApiError(403, { errors: [NOT_AN_ENGINEER] });
  }
  return { userId: access.userId, name: profile.name, licences: profile.licences, sealId: profile.seal_id };
}
