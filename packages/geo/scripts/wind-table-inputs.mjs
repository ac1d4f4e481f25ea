// The inputs of draft-wind-table.mjs: the hand-placed coast anchors of its model, the values read from sources
// (which win over the model), the checks the model must pass, and the territory, Alaska and Pacific Northwest
// estimates. Kept apart from the script so the reasoning behind each figure reads as a list (data/README.md).
export const CONTOURS = [115, 120, 130, 140, 150, 160, 170, 180];

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
// Each source is the public page the value was read from; the row shows it to visitors, so no repository path.
const FBC_SOURCE = 'http://chaos.owiki.org/wiki/Florida_Building_Code (FBC 2010-2017 HVHZ values)';
export const CITED = {
  12086: [
    175,
    'Florida Building Code 2010-2017 (ASCE 7-10 basis): HVHZ fixed county-wide Risk Category II value',
    FBC_SOURCE,
    false,
  ],
  12011: [
    170,
    'Florida Building Code 2010-2017 (ASCE 7-10 basis): HVHZ fixed county-wide Risk Category II value',
    FBC_SOURCE,
    false,
  ],
  12037: [
    130,
    'FBC 2010 (ASCE 7-10 basis) as reported by the county planner: single-family (Risk Category II) anywhere in Franklin County designs for 130 mph',
    'http://oysterradio.blogspot.com/2012/03/florida-building-code-changes-wind.html',
    false,
  ],
  12087: [
    180,
    'FBC Fig. 1609A (= ASCE 7-10 Fig. 26.5-1A) carries its highest contour, 180 mph, at the Keys (Monroe) end; the highest contour crossing the county',
    'https://documents.pub/document/0-3-1-ultimate-design-wind-speeds-risk-category-ii-1-4-0-1-3-0-volusia-1-3-0-1-2.html (FBC Fig. 1609A label text)',
    false,
  ],
  66010: [
    195,
    'ASCE 7-10 Risk Category II map runs 110-195 mph; 195 is the Guam island value (the map maximum)',
    'https://awc.org/faqs/awc-standards/wfcm/what-load-combinations-are-taken-into-account-in-the-2015-wfcm (AWC FAQ: ASCE 7-10 Risk Category II speeds run 110-195 mph)',
    false,
  ],
  78010: [
    165,
    'U.S. Virgin Islands basic wind speed 165 mph as stated by DPNR from the 2018 IRC (whose map is the ASCE 7-10 Risk Category II map)',
    'https://wp.viconsortium.com/?p=67794 (DPNR announcement)',
    false,
  ],
  78020: [
    165,
    'U.S. Virgin Islands basic wind speed 165 mph as stated by DPNR from the 2018 IRC (whose map is the ASCE 7-10 Risk Category II map)',
    'https://wp.viconsortium.com/?p=67794 (DPNR announcement)',
    false,
  ],
  78030: [
    165,
    'U.S. Virgin Islands basic wind speed 165 mph as stated by DPNR from the 2018 IRC (whose map is the ASCE 7-10 Risk Category II map)',
    'https://wp.viconsortium.com/?p=67794 (DPNR announcement)',
    false,
  ],
};
// Interior counties with an ASCE 7-10-basis point value of their own.
export const INTERIOR_POINTS = {
  16065:
    'Rexburg ID tower site, 2015 IBC (ASCE 7-10 basis): 115 mph, https://laserfiche.rexburg.org/WebLink/DocView.aspx?dbid=0&id=413691&repo=Rexburg',
  39049:
    'Dublin OH tower site, 2017 Ohio Building Code (ASCE 7-10 basis): 115 mph, https://vdocuments.net/date-june-29-2021.html',
  47165: 'Portland TN design criteria, Vult 115 mph, https://www.cityofportlandtn.gov/381/Design-Criteria',
};
// Checks the model must pass: cited points inside counties the model estimates.
export const MODEL_CHECKS = [
  [
    '09013',
    125,
    'Stafford CT tower site 125 mph (2018 CT code, ASCE 7-10 basis; https://fdokumen.com/documents/em-t-mobile-134-211102filingstaffordst-ctgov.html)',
  ],
  ['12061', 140, 'Indian River County Ord. 2012-005: whole county in the 140 mph wind-borne debris region'],
];

const ISLANDS_NOTE = 'island value recalled from ASCE 7-10 Fig. 26.5-1A';
export const TERRITORY_ESTIMATES = {
  15: [
    130,
    `Hawaii: 130 mph (58 m/s) ${ISLANDS_NOTE}, not verified against the standard; Hawaii is a Special Wind Region and the county codes apply topographic wind maps that can raise site values, so confirm with the county`,
    '',
  ],
  72: [
    145,
    `Puerto Rico: 145 mph (65 m/s) ${ISLANDS_NOTE}, not verified against the standard; the 2011 Puerto Rico Building Code also uses 145 mph but on an ASCE 7-05 basis`,
    'https://caribbeanbusiness.com/puerto-rico-house-receives-construction-code-revision-report/ (2011 code base speed 145 mph; ASCE 7-05 basis)',
  ],
  60: [160, `American Samoa: 160 mph (72 m/s) ${ISLANDS_NOTE}, not verified against the standard`, ''],
  69: [
    195,
    "Northern Mariana Islands: not on the ASCE 7-10 map; Guam's 195 mph used because FEMA ranks the CNMI with Guam for typhoon risk",
    'https://www.fema.gov/glossary/hurricane-wind-risk (CNMI high hurricane risk, proximity to Guam)',
  ],
};

// Alaska inset values were not found in any reachable source (data/README.md, "Estimates"). Conservative borough
// groups: the older (ASCE 7-05) Alaska contours as we remember them, scaled by sqrt(1.6) to the strength level
// and rounded up. All approximate.
export const ALASKA_BASIS =
  'Alaska inset values not found in any reachable source; conservative estimate from the older (ASCE 7-05) Alaska contours as remembered, scaled by sqrt(1.6) to strength level and rounded up';
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

export const PNW_BASIS =
  'Interior value 115 mph used as a conservative upper bound: ASCE 7-10 shows 110 mph in parts of the Pacific Northwest (Tigard OR and Lakewood WA cite 110), but the extent of that region is not verified';
