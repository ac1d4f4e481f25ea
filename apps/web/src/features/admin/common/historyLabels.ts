/**
 * How a history entry reads to a person (docs/product.md, activity): field labels instead of keys, role and record
 * names instead of values and ids, times in the reader's own time zone, and the admin page of the record.
 */
import {
  fieldName,
  HISTORY_REFERENCES,
  historyNameKey,
  ROLE_LABELS,
  type HistoryEntry,
  type UserRole,
} from '@nprm/contracts';
import { paths } from '../../../lib/paths';

/** Fields the forms label otherwise than their key in start case ("Is Baird"). */
const FIELD_LABELS: Record<string, string> = {
  is_baird: 'Show White-Label Invitation',
  notify_new_leads: 'E-mail New Leads',
  antenna_ids: 'Antennas',
  mount_ids: 'Compatible Mounts',
  reseller_id: 'Reseller',
  mount_id: 'Mount',
  default_block_type_id: 'Default Block Type',
  deleted_at: 'Deactivated',
  mount_images: 'Images',
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? fieldName(field);
}

/** Each history entity as one record of it is called. */
export const ENTITY_LABELS: Record<string, string> = {
  mounts: 'Mount',
  antennas: 'Antenna',
  resellers: 'Reseller',
  reseller_mounts: 'Reseller mount',
  roof_types: 'Roof type',
  block_types: 'Block type',
  engineering_settings: 'Engineering settings',
  wind_speed_overrides: 'Wind speed',
  users: 'User',
  leads: 'Lead',
  price_lists: 'Price list',
};

export const entityLabel = (entity: string): string => ENTITY_LABELS[entity] ?? fieldName(entity);

const { admin } = paths;

/** The admin page of the entry's record; null when it has none (a reseller mount whose reseller is gone). */
export function recordHref(entry: Pick<HistoryEntry, 'entity' | 'entity_id' | 'parent_id'>): string | null {
  const id = entry.entity_id;
  switch (entry.entity) {
    case 'mounts':
      return admin.mounts.edit.href(id);
    case 'antennas':
      return admin.antennas.edit.href(id);
    case 'resellers':
      return admin.resellers.edit.href(id);
    case 'reseller_mounts':
      return entry.parent_id === null ? null : admin.resellerMounts.edit.href(entry.parent_id, id);
    case 'roof_types':
      return admin.roofTypes.edit.href(id);
    case 'block_types':
      return admin.blockTypes.edit.href(id);
    case 'engineering_settings':
      return admin.engineeringSettings.href();
    case 'wind_speed_overrides':
      return admin.windSpeeds.edit.href(id);
    case 'users':
      return admin.users.edit.href(id);
    case 'leads':
      return admin.lead.href(id);
    case 'price_lists':
      return admin.resellerPrices.href(id);
    default:
      return null;
  }
}

/** "Reseller: Summit Roof Mounts", or "Reseller #3" when the record has no name today. */
export function recordText(entry: Pick<HistoryEntry, 'entity' | 'entity_id' | 'record_label'>): string {
  if (entry.entity === 'engineering_settings') return entityLabel(entry.entity);
  return entry.record_label
    ? `${entityLabel(entry.entity)}: ${entry.record_label}`
    : `${entityLabel(entry.entity)} #${entry.entity_id}`;
}

/** "Nora Named (nora@example.com)", or the e-mail alone. */
export const authorText = (entry: Pick<HistoryEntry, 'user_name' | 'user_email'>): string =>
  entry.user_name ? `${entry.user_name} (${entry.user_email})` : entry.user_email;

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const EMPTY = '—';

/** A moment in the reader's own time zone: "Jan 10, 2026, 2:05 PM". */
export function localMoment(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function primitive(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return ISO_MOMENT.test(value) ? localMoment(value) : value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** One side of a change as a person reads it: names for ids, role names, local times, Yes/No. */
export function changeValue(entry: Pick<HistoryEntry, 'names'>, field: string, value: unknown): string {
  const entity = HISTORY_REFERENCES[field];
  const one = (item: unknown): string => {
    if (entity && typeof item === 'number') return entry.names[historyNameKey(entity, item)] ?? `#${item}`;
    if (field === 'role' && typeof item === 'string' && item in ROLE_LABELS) return ROLE_LABELS[item as UserRole];
    return primitive(item);
  };
  if (Array.isArray(value)) return value.length === 0 ? EMPTY : value.map(one).join(', ');
  return one(value);
}
