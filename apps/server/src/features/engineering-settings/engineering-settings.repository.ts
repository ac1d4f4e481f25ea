import { eq } from 'drizzle-orm';
import type { EngineeringSettings, EngineeringSettingsUpdate } from '@nprm/contracts';
import type { Db, Tx } from '../../db/client.js';
import { engineeringSettings } from '../../db/tables.js';

/** The one settings row (id 1). */
export const SETTINGS_ID = 1;

export type EngineeringSettingsRow = typeof engineeringSettings.$inferSelect;

export function toEngineeringSettings(row: EngineeringSettingsRow): EngineeringSettings {
  return {
    kd: row.kd,
    gcr_policy: row.gcr_policy,
    load_combination: row.load_combination,
    florida_hvhz_rule: row.florida_hvhz_rule,
    default_block_type_id: row.default_block_type_id,
    updated_at: row.updated_at.toISOString(),
    lock_version: row.lock_version,
  };
}

/** The settings row; the migration creates it, so it is always there. */
export async function readEngineeringSettingsRow(db: Db | Tx): Promise<EngineeringSettingsRow> {
  const [row] = await db.select().from(engineeringSettings).where(eq(engineeringSettings.id, SETTINGS_ID)).limit(1);
  if (!row) throw new Error('engineering_settings has no row: the migrations create it');
  return row;
}

export async function readEngineeringSettings(db: Db | Tx): Promise<EngineeringSettings> {
  return toEngineeringSettings(await readEngineeringSettingsRow(db));
}

/** Changes the fields sent. */
export async function updateEngineeringSettings(
  db: Db | Tx,
  input: EngineeringSettingsUpdate,
): Promise<EngineeringSettings> {
  const [row] = await db
    .update(engineeringSettings)
    .set({ ...input, updated_at: new Date() })
    .where(eq(engineeringSettings.id, SETTINGS_ID))
    .returning();
  if (!row) throw new Error('engineering_settings has no row: the migrations create it');
  return toEngineeringSettings(row);
}
