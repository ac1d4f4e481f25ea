import type { MountSearchResult } from '@nprm/contracts';
import { FIRST_ENTRY_KEY } from '../../lib/navigation';
import { EMPTY_LOCATION, type LocationValue } from '../../lib/places';
import { EMPTY_ANTENNA_LINE, INITIAL_CALCULATOR_VALUES, type CalculatorValues } from './calculatorForm';

/**
 * The calculator remembers its work (docs/decisions/0014-calculator-form-memory.md):
 * - in this tab's session storage, the values a search left the form with, under the form's history entry, so Back
 *   (from Results or No Results) returns to the filled form, while "New Ballast Calculation" (a new entry) starts
 *   blank but for the visitor's details;
 * - in this device's local storage, the visitor's own details (name, e-mail, company), which a saved result does not
 *   return (decision 0005): an installer calculates site after site, so the next calculation and "Edit these inputs"
 *   start with them, until "Forget me".
 */
const ENTRY_PREFIX = 'nprm.calculator.entry.';
const CONTACT_KEY = 'nprm.calculator.contact';

export type Contact = Pick<CalculatorValues, 'customer_name' | 'customer_email' | 'customer_company'>;

const session = () => window.sessionStorage;
const device = () => window.localStorage;

function read(storage: () => Storage, key: string): unknown {
  try {
    const stored = storage().getItem(key);
    return stored === null ? null : (JSON.parse(stored) as unknown);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: unknown): void {
  try {
    storage().setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or switched off: Back then shows a blank form, as before.
  }
}

/** Keeps the values a search leaves the form with, for the form's history entry `entryKey`, and the details. */
export function rememberForm(entryKey: string, values: CalculatorValues): void {
  write(session, `${ENTRY_PREFIX}${entryKey}`, values);
  const contact: Contact = {
    customer_name: values.customer_name,
    customer_email: values.customer_email,
    customer_company: values.customer_company,
  };
  write(device, CONTACT_KEY, contact);
}

/** "Forget me": the details leave this device (the form's own entries keep what was typed until the tab closes). */
export function forgetContact(): void {
  try {
    device().removeItem(CONTACT_KEY);
  } catch {
    // Storage switched off: nothing was kept.
  }
}

let firstEntryChecked = false;

/**
 * A document opened afresh (an address typed, a link followed: not Back, Forward or a reload) starts blank. Its first
 * history entry has the key every first entry has, so what an earlier visit in this tab left under it is not this
 * visit's work (lib/navigation.tsx: the key every first entry has); within this document, Back to that entry
 * restores as usual.
 */
function forgetEarlierVisit(entryKey: string): void {
  // The server draws a page with no storage: nothing to forget there (it draws the blank form).
  if (entryKey !== FIRST_ENTRY_KEY || firstEntryChecked || typeof window === 'undefined') return;
  firstEntryChecked = true;
  const [navigation] = window.performance?.getEntriesByType?.('navigation') ?? [];
  if ((navigation as PerformanceNavigationTiming | undefined)?.type !== 'navigate') return;
  try {
    session().removeItem(`${ENTRY_PREFIX}${entryKey}`);
  } catch {
    // Storage switched off: nothing was remembered.
  }
}

/** The values remembered for the history entry `entryKey`, or null. */
export function rememberedForm(entryKey: string): CalculatorValues | null {
  forgetEarlierVisit(entryKey);
  const stored = read(session, `${ENTRY_PREFIX}${entryKey}`);
  if (!stored || typeof stored !== 'object') return null;
  const values = { ...INITIAL_CALCULATOR_VALUES, ...(stored as Partial<CalculatorValues>) };
  return { ...values, location: { ...EMPTY_LOCATION, ...values.location } };
}

/** The details kept on this device, each only when it is text. */
export function rememberedContact(): Partial<Contact> {
  const stored = read(device, CONTACT_KEY);
  if (!stored || typeof stored !== 'object') return {};
  const kept: Partial<Contact> = {};
  for (const field of ['customer_name', 'customer_email', 'customer_company'] as const) {
    const value = (stored as Record<string, unknown>)[field];
    if (typeof value === 'string' && value !== '') kept[field] = value;
  }
  return kept;
}

/**
 * A blank form with the details kept on this device; the blank form itself when none are kept (so the form knows it
 * starts blank and loads its rules on the first touch).
 */
export function blankFormWithContact(): CalculatorValues {
  const contact = rememberedContact();
  return Object.keys(contact).length === 0 ? INITIAL_CALCULATOR_VALUES : { ...INITIAL_CALCULATOR_VALUES, ...contact };
}

/**
 * The form filled from a saved result ("Edit these inputs"): antenna, site with its coordinates, height, roof type,
 * ridge mount, exposure, the ballast block, and the wind speed when the visitor gave one; the visitor's details as remembered, else the
 * company printed on the result.
 */
export function valuesFromResult(result: MountSearchResult): CalculatorValues {
  const located = result.location_latitude !== null && result.location_longitude !== null;
  const location: LocationValue = located
    ? {
        location: result.location ?? '',
        latitude: result.location_latitude,
        longitude: result.location_longitude,
        status: 'picked',
        dropped: null,
      }
    : { ...EMPTY_LOCATION, location: result.location ?? '' };
  const contact = rememberedContact();
  return {
    antenna: String(result.antenna_id),
    // Several antennas come back as their lines at their heights; one as the antenna at its own.
    antennas:
      result.antennas.length > 1
        ? result.antennas.map((line) => ({
            antenna: String(line.id),
            additional_height_to_centerline: String(line.additional_height_to_centerline),
          }))
        : [EMPTY_ANTENNA_LINE],
    location,
    building_height: String(result.building_height),
    roof_type: String(result.roof_type_id),
    ridge_mount: result.ridge_mount,
    wind_exposure: result.wind_exposure,
    wind_speed: result.wind_speed_source === 'given' ? String(result.wind_speed) : '',
    wind_speed_reason: result.wind_speed_reason ?? '',
    risk_category: result.code_basis.risk_category,
    code_edition: result.code_basis.edition_chosen ? result.code_basis.edition : '',
    ground_elevation: result.ground_elevation === null ? '' : String(result.ground_elevation),
    wind_speed_citation: result.wind_speed_citation ?? '',
    seismic_sds: result.seismic.sds === null ? '' : String(result.seismic.sds),
    seismic_sd1: result.seismic.sd1 === null ? '' : String(result.seismic.sd1),
    seismic_source: result.seismic.source ?? '',
    block_type: result.block_type ? String(result.block_type.id) : null,
    customer_name: contact.customer_name ?? '',
    customer_email: contact.customer_email ?? '',
    customer_company: contact.customer_company ?? result.customer_company,
    project_name: result.project_name ?? '',
    site_address: result.site_address ?? '',
    roof_allowable_load: result.roof_allowable_load === null ? '' : String(result.roof_allowable_load),
    roof_edge_distance: result.roof_edge_distance === null ? '' : String(result.roof_edge_distance),
  };
}
