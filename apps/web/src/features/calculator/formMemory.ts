import type { MountSearchResult } from '@nprm/contracts';
import { FIRST_ENTRY_KEY } from '../../lib/navigation';
import { EMPTY_LOCATION, type LocationValue } from '../../lib/places';
import { INITIAL_CALCULATOR_VALUES, type CalculatorValues } from './calculatorForm';

/**
 * The calculator remembers its work in this tab's session storage (docs/decisions/0014-calculator-form-memory.md):
 * - the values a search left the form with, under the form's history entry, so Back (from Results or No Results)
 *   returns to the filled form, while "New Ballast Calculation" (a new entry) starts blank;
 * - the visitor's own details (name, e-mail, company), which a saved result does not return (decision 0005), so
 *   "Edit these inputs" can fill them in again.
 */
const ENTRY_PREFIX = 'nprm.calculator.entry.';
const CONTACT_KEY = 'nprm.calculator.contact';

type Contact = Pick<CalculatorValues, 'customer_name' | 'customer_email' | 'customer_company'>;

function read(key: string): unknown {
  try {
    const stored = window.sessionStorage.getItem(key);
    return stored === null ? null : (JSON.parse(stored) as unknown);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or switched off: Back then shows a blank form, as before.
  }
}

/** Keeps the values a search leaves the form with, for the form's history entry `entryKey`. */
export function rememberForm(entryKey: string, values: CalculatorValues): void {
  write(`${ENTRY_PREFIX}${entryKey}`, values);
  const contact: Contact = {
    customer_name: values.customer_name,
    customer_email: values.customer_email,
    customer_company: values.customer_company,
  };
  write(CONTACT_KEY, contact);
}

let firstEntryChecked = false;

/**
 * A document opened afresh (an address typed, a link followed: not Back, Forward or a reload) starts blank. Its first
 * history entry has the key every first entry has, so what an earlier visit in this tab left under it is not this
 * visit's work (lib/navigation.tsx: the key every first entry has); within this document, Back to that entry
 * restores as usual.
 */
function forgetEarlierVisit(entryKey: string): void {
  if (entryKey !== FIRST_ENTRY_KEY || firstEntryChecked) return;
  firstEntryChecked = true;
  const [navigation] = window.performance?.getEntriesByType?.('navigation') ?? [];
  if ((navigation as PerformanceNavigationTiming | undefined)?.type !== 'navigate') return;
  try {
    window.sessionStorage.removeItem(`${ENTRY_PREFIX}${entryKey}`);
  } catch {
    // Storage switched off: nothing was remembered.
  }
}

/** The values remembered for the history entry `entryKey`, or null. */
export function rememberedForm(entryKey: string): CalculatorValues | null {
  forgetEarlierVisit(entryKey);
  const stored = read(`${ENTRY_PREFIX}${entryKey}`);
  if (!stored || typeof stored !== 'object') return null;
  const values = { ...INITIAL_CALCULATOR_VALUES, ...(stored as Partial<CalculatorValues>) };
  return { ...values, location: { ...EMPTY_LOCATION, ...values.location } };
}

function rememberedContact(): Partial<Contact> {
  const stored = read(CONTACT_KEY);
  return stored && typeof stored === 'object' ? stored : {};
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
