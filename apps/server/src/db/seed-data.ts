/**
 * The demo catalogue: plausible, invented figures for trying the product out. Every antenna, mount and reseller
 * is labelled "[demo]" so no one mistakes it for a manufacturer's data sheet.
 */
export const DEMO_LABEL = '[demo]';

/** Where a demo μ comes from (docs/engineering.md, "Friction"): the published planning value, less about 20 %. */
const IBC_SOLAR_TABLE = 'IBC SOLAR AeroFix/AeroFlat installation instructions v20.01 (2020), Tab. 2';
const LESS_FOR_WET_ROOFS = 'on a rubber mat (a planning value), less about 20 % for wet or aged roofs';

/** The demo roof types; null source: engineering judgement, printed "Source not given". */
export const demoRoofTypes = [
  {
    name: 'EPDM membrane',
    friction_coefficient: 0.5,
    friction_coefficient_source: `${IBC_SOLAR_TABLE}: 0.6 for EPDM ${LESS_FOR_WET_ROOFS}`,
  },
  {
    name: 'TPO / PVC membrane',
    friction_coefficient: 0.4,
    friction_coefficient_source: `${IBC_SOLAR_TABLE}: 0.5 for TPO or PVC ${LESS_FOR_WET_ROOFS}`,
  },
  {
    name: 'Modified bitumen',
    friction_coefficient: 0.5,
    friction_coefficient_source: `${IBC_SOLAR_TABLE}: 0.6 for polymer bitumen ${LESS_FOR_WET_ROOFS}`,
  },
  {
    name: 'Built-up (smooth)',
    friction_coefficient: 0.5,
    friction_coefficient_source: `Taken as modified bitumen: ${IBC_SOLAR_TABLE}: 0.6 for bitumen ${LESS_FOR_WET_ROOFS}`,
  },
  { name: 'Gravel ballasted', friction_coefficient: 0.4, friction_coefficient_source: null },
  { name: 'Concrete deck / pavers', friction_coefficient: 0.5, friction_coefficient_source: null },
  { name: 'Metal', friction_coefficient: 0.3, friction_coefficient_source: null },
  { name: 'Asphalt shingle', friction_coefficient: 0.4, friction_coefficient_source: null },
] as const;

/**
 * key → antenna; weight lb, mast_diameter in, mast_length ft, square_footage = EPA ft², heights ft, horizontal_area
 * = A_r ft² for uplift (dishes: aperture area × sin 30°, a northern-US Ku-band look angle; docs/engineering.md, "Uplift").
 */
export const demoAntennas = {
  cpe: {
    make: 'Ubiquiti',
    model: `NanoStation 5AC CPE ${DEMO_LABEL}`,
    weight: 1,
    mast_diameter: 1.66,
    mast_length: 5,
    square_footage: 0.45,
    additional_height_to_centerline: 0,
    horizontal_area: 0,
  },
  ptp: {
    make: 'Cambium Networks',
    model: `ePMP Force 300-25 ${DEMO_LABEL}`,
    weight: 6.5,
    mast_diameter: 1.66,
    mast_length: 5,
    square_footage: 1.4,
    additional_height_to_centerline: 0,
    horizontal_area: 0.3,
  },
  omni: {
    make: 'Laird',
    model: `FG4500 6 dBi Omni ${DEMO_LABEL}`,
    weight: 3,
    mast_diameter: 1.66,
    mast_length: 5,
    square_footage: 0.6,
    additional_height_to_centerline: 1.5,
    horizontal_area: 0,
  },
  yagi: {
    make: 'Wade Antenna',
    model: `UHF 12-element Yagi ${DEMO_LABEL}`,
    weight: 8,
    mast_diameter: 2.375,
    mast_length: 6,
    square_footage: 2.5,
    additional_height_to_centerline: 0.5,
    horizontal_area: 0.5,
  },
  panel: {
    make: 'CommScope',
    model: `65° Sector Panel 4 ft ${DEMO_LABEL}`,
    weight: 30,
    mast_diameter: 2.375,
    mast_length: 6,
    square_footage: 4.5,
    additional_height_to_centerline: 0,
    horizontal_area: 0.5,
  },
  dish075: {
    make: 'Skyware Global',
    model: `0.75 m Ku-band Dish ${DEMO_LABEL}`,
    weight: 25,
    mast_diameter: 2.375,
    mast_length: 5,
    square_footage: 5.5,
    additional_height_to_centerline: 0.5,
    horizontal_area: 2.4,
  },
  dish090: {
    make: 'Skyware Global',
    model: `0.9 m Ku-band Dish ${DEMO_LABEL}`,
    weight: 38,
    mast_diameter: 2.375,
    mast_length: 5,
    square_footage: 7.6,
    additional_height_to_centerline: 0.5,
    horizontal_area: 3.4,
  },
  dish120: {
    make: 'Prodelin',
    model: `1.2 m Series 1134 Dish ${DEMO_LABEL}`,
    weight: 70,
    mast_diameter: 2.875,
    mast_length: 6,
    square_footage: 13,
    additional_height_to_centerline: 0.75,
    horizontal_area: 6.1,
  },
  dish180: {
    make: 'Prodelin',
    model: `1.8 m Series 1183 Dish ${DEMO_LABEL}`,
    weight: 165,
    mast_diameter: 3.5,
    mast_length: 8,
    square_footage: 30,
    additional_height_to_centerline: 1,
    horizontal_area: 13.7,
  },
} as const;

export type DemoAntennaKey = keyof typeof demoAntennas;

const productBase = 'https://example.com/demo-mounts';

/**
 * key → mount; weights lb, lengths ft, mast diameter in, max_roof_load psf; sleds: trays of 10 to 20 blocks, their
 * square base given as base_length × base_width, and demo manufacturer ratings (max_epa ft², max_overturning_moment
 * ft·lb) above every antenna linked to them; ridge mounts: ballast trays on both sides of the ridge (a ridge mount
 * without trays has no place for ballast and is offered only where it needs none, decision 0060).
 */
export const demoMounts = {
  sled4: {
    part_number: 'DEMO-S4',
    name: `4×4 ft Flat-Roof Sled ${DEMO_LABEL}`,
    weight: 45,
    half_base_width: 2,
    height_to_antenna_centerline: 3,
    mast_diameter: 1.66,
    mast_length: 5,
    max_roof_load: 35,
    ridge_mount: false,
    square_footage: 1.2,
    minimum_ballast_weight: 120,
    ballast_trays: 2,
    tray_capacity: 300,
    base_length: 4,
    base_width: 4,
    max_epa: 10,
    images: ['/demo/mounts/sled.svg'],
  },
  sled6: {
    part_number: 'DEMO-S6',
    name: `6×6 ft Flat-Roof Sled ${DEMO_LABEL}`,
    weight: 95,
    half_base_width: 3,
    height_to_antenna_centerline: 4,
    mast_diameter: 2.375,
    mast_length: 6,
    max_roof_load: 35,
    ridge_mount: false,
    square_footage: 2,
    minimum_ballast_weight: 240,
    ballast_trays: 4,
    tray_capacity: 300,
    // Its trays are sold as parts of their own: a line of the bill of materials.
    trays_separate_parts: true,
    tray_part_number: 'DEMO-S6-TRAY',
    base_length: 6,
    base_width: 6,
    max_epa: 15,
    images: ['/demo/mounts/sled.svg', '/demo/mounts/sled-top.svg'],
  },
  sled8: {
    part_number: 'DEMO-S8',
    name: `8×8 ft Dish Sled ${DEMO_LABEL}`,
    weight: 180,
    half_base_width: 4,
    height_to_antenna_centerline: 5,
    mast_diameter: 2.875,
    mast_length: 8,
    max_roof_load: 40,
    ridge_mount: false,
    square_footage: 3.5,
    minimum_ballast_weight: 450,
    ballast_trays: 4,
    tray_capacity: 480,
    base_length: 8,
    base_width: 8,
    images: ['/demo/mounts/sled.svg', '/demo/mounts/sled-top.svg'],
  },
  sled12: {
    part_number: 'DEMO-S12',
    name: `12×12 ft Heavy Dish Sled ${DEMO_LABEL}`,
    weight: 380,
    half_base_width: 6,
    height_to_antenna_centerline: 6,
    mast_diameter: 3.5,
    mast_length: 9,
    max_roof_load: 45,
    ridge_mount: false,
    square_footage: 6,
    minimum_ballast_weight: 900,
    ballast_trays: 12,
    tray_capacity: 600,
    base_length: 12,
    base_width: 12,
    max_epa: 40,
    max_overturning_moment: 150_000,
    images: ['/demo/mounts/sled-top.svg'],
  },
  tripod5: {
    part_number: 'DEMO-T5',
    name: `5 ft Tripod ${DEMO_LABEL}`,
    weight: 38,
    half_base_width: 2.5,
    height_to_antenna_centerline: 5,
    mast_diameter: 1.66,
    mast_length: 7,
    max_roof_load: 30,
    ridge_mount: false,
    square_footage: 1.5,
    minimum_ballast_weight: 90,
    images: ['/demo/mounts/tripod.svg'],
  },
  tripod8: {
    part_number: 'DEMO-T8',
    name: `8 ft Tall Tripod ${DEMO_LABEL}`,
    weight: 120,
    half_base_width: 3.5,
    height_to_antenna_centerline: 8,
    mast_diameter: 2.375,
    mast_length: 10,
    max_roof_load: 35,
    ridge_mount: false,
    square_footage: 3,
    minimum_ballast_weight: 300,
    images: ['/demo/mounts/tripod.svg'],
  },
  ridge3: {
    part_number: 'DEMO-R3',
    name: `Ridge Mount 3 ft ${DEMO_LABEL}`,
    weight: 28,
    half_base_width: 2,
    height_to_antenna_centerline: 3,
    mast_diameter: 1.66,
    mast_length: 5,
    max_roof_load: 30,
    ridge_mount: true,
    square_footage: 1,
    minimum_ballast_weight: 60,
    ballast_trays: 2,
    tray_capacity: 300,
    images: ['/demo/mounts/ridge.svg'],
  },
  ridge5: {
    part_number: 'DEMO-R5',
    name: `Heavy Ridge Mount 5 ft ${DEMO_LABEL}`,
    weight: 55,
    half_base_width: 3.5,
    height_to_antenna_centerline: 4,
    mast_diameter: 2.375,
    mast_length: 6,
    max_roof_load: 35,
    ridge_mount: true,
    square_footage: 1.8,
    minimum_ballast_weight: 120,
    ballast_trays: 4,
    tray_capacity: 480,
    images: ['/demo/mounts/ridge.svg'],
  },
} as const;

export type DemoMountKey = keyof typeof demoMounts;

export function demoMountUrls(key: DemoMountKey) {
  const slug = demoMounts[key].part_number.toLowerCase();
  return {
    product_url: `${productBase}/${slug}`,
    assembly_instructions_url: `${productBase}/${slug}/assembly-instructions.pdf`,
    product_sheet_url: `${productBase}/${slug}/product-sheet.pdf`,
  };
}

/** Which mounts each antenna fits on. */
export const demoCompatibility: Record<DemoAntennaKey, DemoMountKey[]> = {
  cpe: ['sled4', 'sled6', 'tripod5', 'ridge3', 'ridge5'],
  ptp: ['sled4', 'sled6', 'tripod5', 'tripod8', 'ridge3', 'ridge5'],
  omni: ['sled4', 'sled6', 'tripod5', 'tripod8', 'ridge3', 'ridge5'],
  yagi: ['sled4', 'sled6', 'tripod5', 'tripod8', 'ridge3', 'ridge5'],
  panel: ['sled6', 'sled8', 'tripod8', 'ridge5'],
  dish075: ['sled6', 'sled8', 'ridge5'],
  dish090: ['sled6', 'sled8', 'sled12', 'ridge5'],
  dish120: ['sled8', 'sled12'],
  dish180: ['sled12'],
};

export const demoResellers = [
  {
    name: 'Summit Roof Mounts [demo]',
    domain: 'localhost',
    logo_url: '/demo/summit-logo.svg',
    hero_image_url: '/demo/hero-rooftop.svg',
    website_url: 'https://example.com/summit-roof-mounts',
    contact_email: 'sales@example.com',
    is_baird: true,
    antennas: 'all' as const,
    mounts: 'all' as const,
    mountUrlOverrides: {} as Partial<Record<DemoMountKey, { product_url: string }>>,
  },
  {
    name: 'Northwind Wireless [demo]',
    domain: 'northwind.localhost',
    logo_url: '/demo/northwind-logo.svg',
    hero_image_url: null,
    website_url: 'https://example.com/northwind-wireless',
    contact_email: 'support@example.com',
    is_baird: false,
    antennas: ['cpe', 'ptp', 'omni', 'yagi'] as DemoAntennaKey[],
    mounts: ['sled4', 'sled6', 'tripod5', 'ridge3'] as DemoMountKey[],
    mountUrlOverrides: { sled4: { product_url: 'https://example.com/northwind-wireless/shop/demo-s4' } } as Partial<
      Record<DemoMountKey, { product_url: string }>
    >,
  },
];
