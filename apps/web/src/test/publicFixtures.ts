import { roofCheckOf, unscreenedSeismic, type MountSearchResult } from '@nprm/contracts';
import type { PageReseller } from '../lib/reseller';

export const summit: PageReseller = {
  id: 1,
  name: 'Summit Roof Mounts',
  domain: 'localhost',
  logo_url: '/demo/summit-logo.svg',
  hero_image_url: '/demo/hero-rooftop.svg',
  website_url: 'https://example.com/summit',
  contact_email: 'sales@example.com',
  is_baird: true,
  antenna_ids: [],
};

export const antennas = [
  { id: 11, make: 'Ubiquiti', model: 'NanoStation 5AC', mount_ids: [] },
  { id: 12, make: 'Prodelin', model: '1.2 m Dish', mount_ids: [] },
];

export const roofTypes = [
  { id: 1, name: 'EPDM membrane', friction_coefficient: 0.5, deleted_at: null },
  { id: 7, name: 'Metal', friction_coefficient: 0.3, deleted_at: null },
];

export const chicago = {
  id: 4887398,
  name: 'Chicago, IL, United States',
  latitude: 41.85003,
  longitude: -87.65005,
  kind: 'city' as const,
};

export const savedResult: MountSearchResult = {
  token: 'tok_ABC-123',
  reference: 'R-PT4K-Y00G',
  result_url: 'http://localhost:3000/results?t=tok_ABC-123',
  created_at: '2026-11-21T15:04:05.000Z',
  reseller_id: 1,
  mount_id: 5,
  antenna_id: 12,
  location: 'Chicago, IL, United States',
  location_latitude: 41.85003,
  location_longitude: -87.65005,
  building_height: 40,
  roof_type_id: 1,
  ridge_mount: false,
  wind_exposure: 'C',
  wind_speed: 115,
  default_wind_speed: false,
  wind_speed_source: 'location',
  wind_speed_approximate: false,
  mapped_wind_speed: 115,
  wind_speed_place: 'Cook, IL',
  wind_speed_note: '115 mph for Cook, IL, from ASCE 7-10 Fig. 26.5-1A: 115 mph outside the hurricane contours.',
  wind_speed_basis:
    'Interior: the county lies outside the hurricane contours of the ASCE 7-10 map, where the map gives 115 mph.',
  wind_speed_reason: null,
  code_basis: {
    edition: 'ASCE 7-10',
    edition_chosen: false,
    edition_in_force: 'ASCE 7-10',
    adopted_code: null,
    risk_category: 'II',
    jurisdiction: 'none',
    load_combination: 'lrfd',
  },
  wind_speed_citation: null,
  ground_elevation: null,
  planning_only: false,
  planning_reasons: [],
  seismic: unscreenedSeismic('Seismic not checked: no seismic values were given.', false),
  ballast_weight: 1230,
  ballast_blocks: { count: 41, block_weight: 30 },
  block_type: { id: 1, name: 'Solid concrete block', nominal_size: '4" × 8" × 16"', weight: 30 },
  trays: { count: 4, blocks_per_tray: 11 },
  footprint: { base_length: null, base_width: null, half_base_width: 2 },
  assumptions: [
    { code: 'no_seismic', text: 'No seismic check: the ballast resists wind only.' },
    {
      code: 'weigh_blocks',
      text: 'Weigh the ballast blocks on site: use their actual weight, not the nominal one, and add blocks if lighter.',
    },
  ],
  governing: 'overturning',
  roof_load: 23.46,
  roof_allowable_load: null,
  roof_edge_distance: null,
  roof_check: roofCheckOf({
    roof_load: 23.46,
    mount: { max_roof_load: 40 },
    roof_allowable_load: null,
    roof_edge_distance: null,
  }),
  total_dead_load: 1410,
  customer_company: 'Acme Towers',
  project_name: null,
  site_address: null,
  calculation_steps: [],
  engine_version: '1.0.0',
  bill_of_materials: { currency: null, lines: [], total: null },
  mount: {
    id: 5,
    name: '8×8 ft Dish Sled',
    part_number: 'DEMO-S8',
    max_roof_load: 40,
    mount_images: [
      { id: 1, image_url: '/demo/mounts/sled.svg' },
      { id: 2, image_url: '/demo/mounts/sled-top.svg' },
    ],
    product_url: 'https://example.com/buy/s8',
    assembly_instructions_url: 'https://example.com/s8/assembly.pdf',
    product_sheet_url: null,
  },
  antenna: { id: 12, make: 'Prodelin', model: '1.2 m Dish' },
  antennas: [
    {
      id: 12,
      make: 'Prodelin',
      model: '1.2 m Dish',
      additional_height_to_centerline: 0,
      height: 43,
      kz: 1.047264,
      qz: 33.68213,
      epa: 12.2,
      force: 780.7519,
      lever_arm: 3,
      moment: 2342.256,
      weight: 60,
    },
  ],
  roof_type: {
    id: 1,
    name: 'EPDM membrane',
    friction_coefficient_source:
      'IBC SOLAR AeroFix/AeroFlat installation instructions v20.01 (2020), Tab. 2: 0.6 for EPDM',
  },
  reseller: { id: 1, name: 'Summit Roof Mounts', contact_email: 'sales@example.com' },
};
