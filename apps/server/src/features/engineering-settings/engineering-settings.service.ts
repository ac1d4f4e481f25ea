/** Engineering settings: the default block must be an active block type (docs/api.md, "Engineering settings"). */
import type { EngineeringSettings, EngineeringSettingsUpdate } from '@nprm/contracts';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../errors.js';
import { findBlockType } from '../block-types/block-types.repository.js';
import * as repository from './engineering-settings.repository.js';

export { readEngineeringSettings } from './engineering-settings.repository.js';

export const NOT_AN_ACTIVE_BLOCK_TYPE = 'is not an active block type';

export async function changeEngineeringSettings(
  db: Db,
  input: EngineeringSettingsUpdate,
): Promise<EngineeringSettings> {
  if (input.default_block_type_id !== undefined) {
    const block = await findBlockType(db, input.default_block_type_id, { includeInactive: false });
    if (!block) throw ApiError.validation({ default_block_type_id: [NOT_AN_ACTIVE_BLOCK_TYPE] });
  }
  return repository.updateEngineeringSettings(db, input);
}
