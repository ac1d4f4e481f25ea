import type {
  Antenna,
  AuthUser,
  CurrentUser,
  Mount,
  Reseller,
  ResellerMount,
  RoofType,
  SearchExportRow,
} from '@nprm/contracts';
import type { AuthRecord } from '../../../lib/auth';

export const admin: AuthUser = {
  id: 1,
  email: 'admin@example.com',
  uid: 'admin@example.com',
  provider: 'email',
  name: 'Ada Admin',
};

/** GET /api/users/me of the signed-in administrator (docs/api.md, "Users and roles"). */
export const adminMe: CurrentUser = {
  id: 1,
  email: admin.email,
  name: admin.name,
  role: 'administrator',
  reseller_id: null,
  deleted_at: null,
  lock_version: 3,
  reseller_name: null,
};

export function authRecord(token = 'token-1'): AuthRecord {
  return {
    'access-token': token,
    'token-type': 'Bearer',
    client: 'client-1',
    expiry: String(Math.floor(Date.now() / 1000) + 3600),
    uid: admin.uid,
  };
}

export function authHeaders(token = 'token-1'): Record<string, string> {
  return { ...authRecord(token) };
}

export function mount(id: number, overrides: Partial<Mount> = {}): Mount {
  return {
    id,
    part_number: `P-${id}`,
    name: `Sled ${id}`,
    weight: 45,
    half_base_width: 2,
    height_to_antenna_centerline: 3,
    mast_diameter: 1.66,
    mast_length: 5,
    max_roof_load: 35,
    ridge_mount: false,
    square_footage: 1.2,
    minimum_ballast_weight: 120,
    ballast_trays: null,
    tray_capacity: null,
    trays_separate_parts: false,
    tray_part_number: null,
    base_length: null,
    base_width: null,
    max_epa: null,
    max_overturning_moment: null,
    product_url: `https://example.com/mounts/${id}`,
    assembly_instructions_url: null,
    product_sheet_url: null,
    deleted_at: null,
    lock_version: 3,
    mount_images: [],
    ...overrides,
  };
}

export function antenna(id: number, overrides: Partial<Antenna> = {}): Antenna {
  return {
    id,
    make: 'Ubiquiti',
    model: `Model ${id}`,
    weight: 1,
    mast_diameter: 1.66,
    mast_length: 5,
    square_footage: 0.45,
    additional_height_to_centerline: 0,
    horizontal_area: 0,
    deleted_at: null,
    lock_version: 3,
    mount_ids: [],
    ...overrides,
  };
}

export function reseller(id: number, overrides: Partial<Reseller> = {}): Reseller {
  return {
    id,
    name: `Reseller ${id}`,
    domain: `reseller${id}.example.com`,
    logo_url: '/demo/logo.svg',
    hero_image_url: null,
    website_url: null,
    contact_email: null,
    is_baird: false,
    notify_new_leads: false,
    antenna_ids: [],
    embed_origins: [],
    deleted_at: null,
    lock_version: 3,
    ...overrides,
  };
}

export function resellerMount(
  id: number,
  resellerId: number,
  linked: Mount,
  overrides: Partial<ResellerMount> = {},
): ResellerMount {
  return {
    id,
    reseller_id: resellerId,
    mount_id: linked.id,
    product_url: null,
    assembly_instructions_url: null,
    product_sheet_url: null,
    deleted_at: null,
    lock_version: 3,
    mount: linked,
    ...overrides,
  };
}

export function roofType(id: number, overrides: Partial<RoofType> = {}): RoofType {
  return {
    id,
    name: `Roof ${id}`,
    friction_coefficient: 0.5,
    friction_coefficient_source: null,
    deleted_at: null,
    lock_version: 3,
    ...overrides,
  };
}

/** A saved search as the JSON search list gives it; search 1 is from January 1, 2026, each later one a day on. */
export function searchRow(id: number, overrides: Partial<SearchExportRow> = {}): SearchExportRow {
  return {
    id,
    token: `token-${id}`,
    reseller_id: 2,
    created_at: new Date(Date.UTC(2026, 0, id, 12)).toISOString(),
    reseller: 'Acme Roofing',
    customer_name: `Customer ${id}`,
    customer_email: `customer${id}@example.com`,
    customer_company: `Company ${id}`,
    project_name: null,
    site_address: null,
    antenna: 'Winegard RT-2035',
    location: 'Chicago, IL, United States',
    latitude: 41.85,
    longitude: -87.65,
    building_height: 30,
    roof_type: 'EPDM membrane',
    ridge_mount: false,
    wind_exposure: 'C',
    wind_speed: 115,
    default_wind_speed: false,
    risk_category: 'II',
    wind_speed_reason: null,
    wind_speed_citation: null,
    code_edition: 'ASCE 7-16',
    planning_only: null,
    mount_part_number: 'P-1',
    mount_name: 'Sled 1',
    ballast_weight: 1234,
    roof_load: 21.46,
    total_dead_load: 1300,
    bom_lines: null,
    bom_currency: null,
    bom_total: null,
    no_fit: null,
    result_url: `https://acme.example.com/results?t=token-${id}`,
    roof_allowable_load: null,
    roof_edge_distance: null,
    lead_status: 'new',
    assigned_to: null,
    lead_notes: null,
    quote_requests: null,
    lead_next_step: null,
    lead_next_step_due: null,
    lead_lock_version: 0,
    ...overrides,
  };
}
