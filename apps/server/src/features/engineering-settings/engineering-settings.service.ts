/**
 * Engineering settings: the default block must be an active block type (the engineering settings calls at /api/docs).
 */
import type { EngineeringSettings, EngineeringSettingsPreview, EngineeringSettingsUpdate } from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import { changedFields, recordedWrite, type Actor } from '../../db/history-rows.js';
import { advanceLockVersion, staleRecord } from '../../db/lock-version.js';
import { engineeringSettings } from '../../db/tables.js';
import { ApiError } from '../../errors.js';
import { findBlockType } from '../block-types/index.js';
import { previewSettings } from '../mount-search/index.js';
import * as repository from './engineering-settings.repository.js';

export { readEngineeringSettings } from './engineering-settings.repository.js';

export const NOT_AN_ACTIVE_BLOCK_TYPE = 'is not an active block type';

/** The settings' history entity; the one row is record 1. */
const HISTORY_ENTITY = 'engineering_settings';

/** A default block that is not an active block type is a 422, for a save and for its preview alike. */
async function checkDefaultBlock(db: Db, input: EngineeringSettingsUpdate): Promise<void> {
  if (input.default_block_type_id === undefined) return;
  const block = await findBlockType(db, input.default_block_type_id, { includeInactive: false });
  if (!block) throw ApiError.validation({ default_block_type_id: [NOT_AN_ACTIVE_BLOCK_TYPE] });
}

/** The effect of `input` (fields not sent keep their value) on example searches, before and after; writes nothing. */
export async function previewEngineeringSettings(
  db: Db,
  input: EngineeringSettingsUpdate,
): Promise<EngineeringSettingsPreview> {
  await checkDefaultBlock(db, input);
  const current = await repository.readEngineeringSettings(db);
  const defined = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  return previewSettings(db, { ...current, ...defined });
}

export async function changeEngineeringSettings(
  db: Db,
  input: EngineeringSettingsUpdate,
  lockVersion: number,
  actor: Actor,
): Promise<EngineeringSettings> {
  await checkDefaultBlock(db, input);
  const before = await repository.readEngineeringSettings(db);
  const { id: _id, ...after } = await recordedWrite(db, {
    actor,
    entity: HISTORY_ENTITY,
    action: 'update',
    before,
    write: async (tx) => {
      // A save made on settings read before another one landed is refused (docs/api.md, "Concurrent edits").
      if (!(await advanceLockVersion(tx, engineeringSettings, repository.SETTINGS_ID, lockVersion)))
        throw await staleRecord(
          tx,
          HISTORY_ENTITY,
          repository.SETTINGS_ID,
          await repository.readEngineeringSettings(tx),
        );
      return { id: repository.SETTINGS_ID, ...(await repository.updateEngineeringSettings(tx, input)) };
    },
    // The time of the change is the entry's own; only the settings themselves are recorded.
    changes: (was, now) => {
      const { updated_at: _was, ...changes } = changedFields(was, now);
      return changes;
    },
  });
  return after;
}
