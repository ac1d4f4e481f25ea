// The inputs of draft-wind-table.mjs: the hand-placed coast anchors of its model, the values read from sources
// (which win over the model), the checks the model must pass, and the territory, Alaska and Pacific Northwest
// estimates. Kept apart from the script so the reasoning behind each figure reads as a list (data/README.md).

// [name, lon, lat, vc (mph at the coast), decay (km), radius (km of coastline the anchor speaks for)]
// Inland of the coast the modelled speed falls as 115 + (vc - 115) x exp(-distance / decay): steep near the coast,
// flattening towards the interior 115 mph, as the hurricane contours do. Decay lengths: Texas 80 km, the northern
// Gulf 90 km, the Florida peninsula 120 km (storms cross it), Georgia to North Carolina 75 km, further north 70 km.
export const ANCHORS = [
  ['Brownsville TX', -97.15, 25.95, 150, 80, 90],
  ['Port Mansfield TX', -97.35, 26.55, 150, 80, 90],
  ['Baffin Bay TX', -97.4, 27.25, 150, 80, 90],
  ['Corpus Christi TX', -97.15, 27.8, 150, 80, 90],
  ['Rockport TX', -96.95, 28.1, 150, 80, 90],
  ["Port O'Connor TX", -96.4, 28.45, 150, 80, 90],
  ['Matagorda TX', -95.95, 28.7, 150, 80, 90],
  ['Freeport TX', -95.35, 28.95, 150, 80, 90],
  ['Galveston TX', -94.8, 29.28, 150, 80, 60],
  ['Galveston Bay TX', -95.0, 29.62, 140, 80, 30],
  ['Bolivar TX', -94.4, 29.55, 150, 80, 90],
  ['Sabine Pass TX', -93.85, 29.7, 150, 80, 90],
  ['Cameron LA', -93.3, 29.77, 150, 90, 90],
  ['Vermilion Bay LA', -92.1, 29.6, 150, 90, 90],
  ['Terrebonne LA', -90.7, 29.1, 150, 90, 90],
  ['Grand Isle LA', -90.0, 29.2, 150, 90, 90],
  ['Mississippi delta LA', -89.3, 29.2, 150, 90, 90],
  ['Lake Pontchartrain LA', -90.1, 30.15, 140, 90, 40],
  ['Lake Borgne LA', -89.7, 30.1, 150, 90, 40],
  ['Gulfport MS', -89.1, 30.35, 150, 90, 90],
  ['Pascagoula MS', -88.55, 30.35, 150, 90, 90],
  ['Mobile Bay AL', -88.0, 30.45, 150, 90, 60],
  ['Gulf Shores AL', -87.7, 30.25, 150, 90, 90],
  ['Pensacola FL', -87.2, 30.35, 150, 90, 90],
  ['Destin FL', -86.5, 30.38, 150, 90, 70],
  ['Panama City FL', -85.7, 30.15, 140, 90, 60],
  ['Cape San Blas FL', -85.35, 29.67, 140, 90, 40],
  ['Apalachicola FL', -84.98, 29.7, 130, 90, 60],
  ['Apalachee Bay FL', -84.2, 30.05, 130, 90, 70],
  ['Steinhatchee FL', -83.4, 29.65, 130, 120, 70],
  ['Cedar Key FL', -83.03, 29.14, 130, 120, 60],
  ['Crystal River FL', -82.7, 28.9, 140, 120, 50],
  ['Tarpon Springs FL', -82.8, 28.15, 150, 120, 50],
  ['Tampa Bay FL', -82.5, 27.85, 150, 120, 40],
  ['Sarasota FL', -82.6, 27.3, 150, 120, 60],
  ['Boca Grande FL', -82.25, 26.75, 160, 120, 50],
  ['Fort Myers FL', -81.95, 26.45, 160, 120, 50],
  ['Naples FL', -81.8, 26.1, 160, 120, 50],
  ['Everglades City FL', -81.4, 25.85, 170, 120, 60],
  ['Cape Sable FL', -81.1, 25.2, 170, 120, 60],
  ['Florida Keys', -81.0, 24.75, 180, 120, 150],
  ['Miami FL', -80.15, 25.75, 175, 120, 40],
  ['Fort Lauderdale FL', -80.1, 26.15, 170, 120, 40],
  ['Palm Beach FL', -80.03, 26.7, 170, 120, 40],
  ['Jupiter FL', -80.07, 27.0, 160, 120, 30],
  ['Stuart FL', -80.2, 27.2, 160, 120, 30],
  ['Fort Pierce FL', -80.3, 27.45, 150, 120, 50],
  ['Vero Beach FL', -80.37, 27.65, 150, 120, 50],
  ['Melbourne FL', -80.6, 28.1, 150, 120, 60],
  ['Cape Canaveral FL', -80.6, 28.45, 150, 120, 50],
  ['New Smyrna FL', -80.9, 29.0, 140, 120, 50],
  ['Daytona FL', -81.0, 29.25, 140, 120, 40],
  ['Flagler FL', -81.15, 29.5, 140, 120, 40],
  ['St. Augustine FL', -81.28, 29.9, 130, 120, 50],
  ['Jacksonville FL', -81.4, 30.3, 130, 120, 50],
  ['Fernandina FL', -81.45, 30.65, 130, 120, 50],
  ['St. Marys GA', -81.45, 30.85, 130, 75, 50],
  ['Brunswick GA', -81.4, 31.15, 130, 75, 60],
  ['Sapelo GA', -81.25, 31.5, 130, 75, 60],
  ['Ossabaw GA', -81.1, 31.8, 140, 75, 40],
  ['Tybee GA', -80.85, 32.0, 140, 75, 40],
  ['Hilton Head SC', -80.7, 32.2, 140, 75, 50],
  ['Edisto SC', -80.3, 32.5, 150, 75, 50],
  ['Charleston SC', -79.9, 32.75, 150, 75, 60],
  ['Georgetown SC', -79.2, 33.3, 150, 75, 60],
  ['Myrtle Beach SC', -78.85, 33.7, 150, 75, 60],
  ['Cape Fear NC', -77.95, 33.9, 150, 75, 60],
  ['Topsail NC', -77.6, 34.45, 150, 75, 60],
  ['Cape Lookout NC', -76.55, 34.65, 150, 75, 60],
  ['Pamlico Sound NC', -76.3, 35.3, 140, 75, 70],
  ['Cape Hatteras NC', -75.55, 35.25, 150, 75, 60],
  ['Nags Head NC', -75.6, 35.95, 140, 75, 60],
  ['Albemarle Sound NC', -76.3, 36.05, 130, 75, 60],
  ['Virginia Beach VA', -75.95, 36.85, 140, 70, 40],
  ['Hampton Roads VA', -76.3, 36.95, 130, 70, 40],
  ['Eastern Shore VA', -75.55, 37.6, 130, 70, 60],
  ['Chesapeake Bay VA', -76.3, 37.5, 120, 70, 40],
  ['Chincoteague VA', -75.35, 37.95, 130, 70, 50],
  ['Ocean City MD', -75.08, 38.35, 130, 70, 50],
  ['Lewes DE', -75.1, 38.75, 130, 70, 40],
  ['Delaware Bay', -75.2, 39.1, 120, 70, 30],
  ['Cape May NJ', -74.9, 38.95, 130, 70, 40],
  ['Atlantic City NJ', -74.4, 39.35, 130, 70, 60],
  ['Barnegat NJ', -74.1, 39.75, 130, 70, 60],
  ['Sandy Hook NJ', -74.0, 40.4, 130, 70, 40],
  ['New York Harbor NY', -74.05, 40.6, 120, 70, 25],
  ['Jones Beach NY', -73.5, 40.6, 130, 70, 50],
  ['Fire Island NY', -73.0, 40.65, 140, 70, 50],
  ['Montauk NY', -71.95, 41.05, 140, 70, 60],
  ['Long Island Sound west', -73.5, 40.95, 120, 70, 40],
  ['New Haven CT', -72.9, 41.25, 130, 70, 40],
  ['New London CT', -72.1, 41.3, 140, 70, 40],
  ['Westerly RI', -71.8, 41.33, 140, 70, 40],
  ['Narragansett Bay RI', -71.35, 41.5, 140, 70, 40],
  ['Block Island RI', -71.58, 41.17, 150, 70, 15],
  ['Buzzards Bay MA', -70.85, 41.55, 140, 70, 40],
  ["Martha's Vineyard MA", -70.6, 41.4, 150, 70, 30],
  ['Nantucket MA', -70.1, 41.28, 150, 70, 30],
  ['Cape Cod MA', -70.0, 41.8, 150, 70, 40],
  ['Plymouth MA', -70.6, 41.95, 140, 70, 30],
  ['Boston MA', -71.0, 42.35, 130, 70, 30],
  ['Cape Ann MA', -70.65, 42.65, 130, 70, 30],
  ['Portsmouth NH', -70.75, 43.05, 130, 70, 40],
  ['Portland ME', -70.2, 43.65, 120, 70, 60],
  ['Penobscot Bay ME', -68.9, 44.2, 120, 70, 80],
  ['Eastport ME', -67.0, 44.9, 120, 70, 60],
];

// Values from sources (see data/README.md). These win over the model and are not approximate unless flagged.
// [mph, basis (plain words, shown to visitors), source (the document, cited by name: never a URL or a path), approximate]
// Shown to visitors, so both name the code, figure or table and edition, never a secondary publication; the pages
// each value was read from are listed for maintainers in data/README.md and docs/engineering.md ("Provenance").
const FBC_HVHZ =
  'Florida Building Code 2010 (3rd edition), Building, High-Velocity Hurricane Zone county-wide ultimate design wind speed (Risk Category II, ASCE 7-10 basis)';
const USVI = [
  165,
  'Cited: the U.S. Virgin Islands adopted the 2018 IRC, whose wind map is the ASCE 7-10 Risk Category II map, and its planning department states 165 mph for the territory',
  '2018 International Residential Code as adopted by the U.S. Virgin Islands (Department of Planning and Natural Resources): 165 mph',
  false,
];
/** The words every estimate ends with: where a reviewer confirms it. */
export const CONFIRM = 'confirm at ATC Hazards by Location';
export const CITED = {
  12086: [
    175,
    'Cited: the Florida Building Code fixes one value for all of Miami-Dade County (High-Velocity Hurricane Zone)',
    `${FBC_HVHZ}: Miami-Dade 175 mph`,
    false,
  ],
  12011: [
    170,
    'Cited: the Florida Building Code fixes one value for all of Broward County (High-Velocity Hurricane Zone)',
    `${FBC_HVHZ}: Broward 170 mph`,
    false,
  ],
  12037: [
    130,
    'Cited: the county planner reported that single-family homes (Risk Category II) anywhere in Franklin County design for 130 mph under the Florida Building Code 2010',
    'Florida Building Code 2010 (3rd edition), Building, as applied county-wide by the Franklin County planning office: 130 mph (Risk Category II)',
    false,
  ],
  12087: [
    180,
    "Cited: the Florida Building Code's wind map puts its highest contour, 180 mph, at the Keys (Monroe County)",
    'Florida Building Code 2010, Figure 1609A (the ASCE 7-10 Fig. 26.5-1A map): 180 mph contour at the Keys',
    false,
  ],
  66010: [
    195,
    'Cited: the ASCE 7-10 Risk Category II map runs from 110 to 195 mph, and 195 mph is the Guam value',
    "ASCE 7-10 Fig. 26.5-1A (Risk Category II): 195 mph, the map's highest value, at Guam",
    false,
  ],
  78010: USVI,
  78020: USVI,
  78030: USVI,
};
// Interior counties with an ASCE 7-10-basis point value of their own: the document cited.
export const INTERIOR_POINTS = {
  16065: 'City of Rexburg ID tower permit file, 2015 IBC (ASCE 7-10 basis): 115 mph',
  39049: 'City of Dublin OH tower application (June 2021), 2017 Ohio Building Code (ASCE 7-10 basis): 115 mph',
  47165: 'City of Portland TN design criteria: Vult 115 mph (Vasd 90 mph)',
};
export const INTERIOR_SOURCE = 'ASCE 7-10 Fig. 26.5-1A: 115 mph outside the hurricane contours';
// Checks the model must pass: cited points inside counties the model estimates.
// Checks the model must pass. A county-wide constraint is also the floor of the site model in that county (never
// below a cited county value); a point value must be what the site model gives at that point.
// [fips, mph, the document, {county-wide} or {at: [lon, lat]}]
export const MODEL_CHECKS = [
  [
    '09013',
    125,
    'Stafford CT tower filing, 2018 Connecticut State Building Code (ASCE 7-10 basis): 125 mph at 175 Stafford St',
    { at: [-72.26, 41.99] },
  ],
  [
    '12061',
    140,
    'Indian River County Ordinance 2012-005: the whole county lies in the 140 mph wind-borne debris region',
    { countyWide: true },
  ],
];

const ISLANDS_NOTE = 'the island value of ASCE 7-10 Fig. 26.5-1A (Risk Category II), not taken from a tabulated text';
const ISLANDS_SOURCE = 'ASCE 7-10 Fig. 26.5-1A (Risk Category II), island value';
// [mph, basis, source]: estimates, each with its method and where to confirm it.
export const TERRITORY_ESTIMATES = {
  15: [
    130,
    `Hawaii: 130 mph (58 m/s), ${ISLANDS_NOTE}; Hawaii is a special wind region and the county codes apply topographic wind maps that can raise site values, so confirm with the county; ${CONFIRM}`,
    ISLANDS_SOURCE,
  ],
  72: [
    145,
    `Puerto Rico: 145 mph (65 m/s), ${ISLANDS_NOTE}; the 2011 Puerto Rico Building Code also uses 145 mph, on an ASCE 7-05 basis; ${CONFIRM}`,
    `${ISLANDS_SOURCE}; Puerto Rico Building Code 2011 (ASCE 7-05 basis): base wind speed 145 mph`,
  ],
  60: [160, `American Samoa: 160 mph (72 m/s), ${ISLANDS_NOTE}; ${CONFIRM}`, ISLANDS_SOURCE],
  69: [
    195,
    `Northern Mariana Islands: not on the ASCE 7-10 map; Guam's 195 mph (ASCE 7-10 Fig. 26.5-1A) used because FEMA ranks the CNMI with Guam for typhoon risk; ${CONFIRM}`,
    'FEMA glossary, "Hurricane wind risk": the CNMI ranks with Guam',
  ],
};

// Alaska inset values were not found in any reachable source (data/README.md, "Estimates"). Conservative borough
// groups: the older (ASCE 7-05) Alaska contours as we remember them, scaled by sqrt(1.6) to the strength level
// and rounded up. All approximate; the visitor reads the method, not how it was found.
export const ALASKA_BASIS = `estimate for the Alaska inset of ASCE 7-10 Fig. 26.5-1A (Risk Category II): conservative borough groups from the ASCE 7-05 Alaska contours, scaled by √1.6 to the strength level and rounded up; ${CONFIRM}`;
export const ESTIMATE_SOURCE = 'ASCE 7-10 Fig. 26.5-1A (Risk Category II): estimate, method in the basis';
export const ALASKA = {
  160: ['02013', '02016', '02050', '02158', '02180', '02185', '02188', '02070', '02164', '02060', '02150'],
  130: [
    '02020',
    '02170',
    '02122',
    '02261',
    '02110',
    '02220',
    '02130',
    '02100',
    '02230',
    '02105',
    '02195',
    '02275',
    '02198',
    '02282',
  ],
  120: ['02090', '02068', '02240', '02290'],
};

export const PNW_BASIS = `interior value 115 mph of ASCE 7-10 Fig. 26.5-1A kept as a conservative upper bound: the map shows 110 mph in parts of the Pacific Northwest (the codes of Tigard OR and Lakewood WA give 110), and that region is not drawn county by county here; ${CONFIRM}`;

// Special wind regions: the areas ASCE 7-10 Fig. 26.5-1A greys out, where the local building department sets the
// value (2013 California Building Code 1609.3; SEAOC's survey of county building officials). FEMA's wind-zone
// page lists where they lie; each area is assigned to the counties its mountains or gorge cover (data/README.md,
// "Special wind regions"). A county is flagged when any part of it lies in the area: the flag only asks the
// visitor to confirm the value with the building department, so flagging a whole county errs the safe way.
export const SPECIAL_REGION_BASIS = 'Special wind region: the local building department sets the value';
const FEMA_ZONES =
  'FEMA, "Wind zones in the United States" (safe-room fact sheet): special wind regions in isolated areas of WA, OR, CA, ID, UT, AZ, MT, WY, CO and NM, on the Vermont/New Hampshire border, the New York/Massachusetts/Connecticut border and the Tennessee/North Carolina border';
const MA_780_CMR =
  'Massachusetts State Building Code, 780 CMR Table 1604.11, note 2 (Special Wind Region) for towns of Berkshire, Franklin and Hampshire counties';
// [area in words, the document, [state, county name as in the county shapes]...]
export const SPECIAL_WIND_REGIONS = [
  [
    'the Cascades and the Columbia River Gorge',
    FEMA_ZONES,
    [
      ['WA', 'Skamania'],
      ['WA', 'Klickitat'],
      ['WA', 'Kittitas'],
      ['WA', 'Chelan'],
      ['OR', 'Hood River'],
      ['OR', 'Wasco'],
    ],
  ],
  [
    'the Sierra Nevada',
    FEMA_ZONES,
    [
      ['CA', 'Alpine'],
      ['CA', 'Mono'],
      ['CA', 'Inyo'],
      ['CA', 'Sierra'],
      ['CA', 'Plumas'],
      ['CA', 'Tuolumne'],
      ['CA', 'Mariposa'],
    ],
  ],
  [
    "central Idaho's mountains",
    FEMA_ZONES,
    [
      ['ID', 'Custer'],
      ['ID', 'Lemhi'],
      ['ID', 'Valley'],
      ['ID', 'Boise'],
      ['ID', 'Blaine'],
    ],
  ],
  [
    'the Wasatch Front',
    FEMA_ZONES,
    [
      ['UT', 'Davis'],
      ['UT', 'Weber'],
      ['UT', 'Morgan'],
      ['UT', 'Summit'],
      ['UT', 'Wasatch'],
    ],
  ],
  [
    "Arizona's high country",
    FEMA_ZONES,
    [
      ['AZ', 'Coconino'],
      ['AZ', 'Gila'],
    ],
  ],
  [
    'the Rocky Mountain Front in Montana',
    FEMA_ZONES,
    [
      ['MT', 'Glacier'],
      ['MT', 'Pondera'],
      ['MT', 'Teton'],
      ['MT', 'Lewis and Clark'],
      ['MT', 'Park'],
      ['MT', 'Sweet Grass'],
      ['MT', 'Gallatin'],
    ],
  ],
  [
    "Wyoming's mountains and wind corridors",
    FEMA_ZONES,
    [
      ['WY', 'Albany'],
      ['WY', 'Laramie'],
      ['WY', 'Carbon'],
      ['WY', 'Natrona'],
      ['WY', 'Converse'],
      ['WY', 'Fremont'],
      ['WY', 'Park'],
      ['WY', 'Teton'],
      ['WY', 'Sublette'],
    ],
  ],
  [
    "Colorado's Front Range",
    FEMA_ZONES,
    [
      ['CO', 'Boulder'],
      ['CO', 'Larimer'],
      ['CO', 'Jefferson'],
      ['CO', 'Clear Creek'],
      ['CO', 'Gilpin'],
      ['CO', 'Grand'],
      ['CO', 'Summit'],
      ['CO', 'Park'],
      ['CO', 'Teller'],
      ['CO', 'El Paso'],
      ['CO', 'Custer'],
      ['CO', 'Huerfano'],
      ['CO', 'Las Animas'],
    ],
  ],
  [
    "New Mexico's Sangre de Cristo and Sacramento mountains",
    FEMA_ZONES,
    [
      ['NM', 'Taos'],
      ['NM', 'Colfax'],
      ['NM', 'Mora'],
      ['NM', 'Santa Fe'],
      ['NM', 'Rio Arriba'],
      ['NM', 'Otero'],
      ['NM', 'Lincoln'],
    ],
  ],
  [
    'the Vermont/New Hampshire border',
    FEMA_ZONES,
    [
      ['VT', 'Essex'],
      ['VT', 'Caledonia'],
      ['VT', 'Orange'],
      ['VT', 'Windsor'],
      ['VT', 'Windham'],
      ['NH', 'Coos'],
      ['NH', 'Grafton'],
      ['NH', 'Sullivan'],
      ['NH', 'Cheshire'],
    ],
  ],
  [
    'the Berkshires (New York/Massachusetts/Connecticut border)',
    MA_780_CMR,
    [
      ['MA', 'Berkshire'],
      ['MA', 'Franklin'],
      ['MA', 'Hampshire'],
    ],
  ],
  [
    'the Taconic and Litchfield hills (New York/Massachusetts/Connecticut border)',
    FEMA_ZONES,
    [
      ['CT', 'Litchfield'],
      ['NY', 'Columbia'],
      ['NY', 'Rensselaer'],
    ],
  ],
  [
    'the Great Smoky and Blue Ridge mountains (Tennessee/North Carolina border)',
    FEMA_ZONES,
    [
      ['TN', 'Johnson'],
      ['TN', 'Carter'],
      ['TN', 'Unicoi'],
      ['TN', 'Greene'],
      ['TN', 'Cocke'],
      ['TN', 'Sevier'],
      ['TN', 'Blount'],
      ['TN', 'Monroe'],
      ['NC', 'Ashe'],
      ['NC', 'Avery'],
      ['NC', 'Watauga'],
      ['NC', 'Mitchell'],
      ['NC', 'Yancey'],
      ['NC', 'Madison'],
      ['NC', 'Buncombe'],
      ['NC', 'Haywood'],
      ['NC', 'Swain'],
      ['NC', 'Graham'],
    ],
  ],
];
