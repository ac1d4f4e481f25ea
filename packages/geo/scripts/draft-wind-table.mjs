#!/usr/bin/env node
// Drafts data/county-wind-speeds.csv: one row per county in us-atlas counties-10m.
//
// The CSV is the reviewed source the runtime reads; this script is how its rows were produced, kept so every
// estimate can be reproduced and re-derived when a better source appears. Put a newly found code value in CITED
// below (with its source) and rerun: cited rows always win over the model.
//
//   node packages/geo/scripts/draft-wind-table.mjs            (rewrites data/county-wind-speeds.csv)
//
// Model for hurricane-coast counties (Texas to Maine), used only where no cited value exists:
//   - The coastline is the county edges that no other county shares (us-atlas arcs used once), on the Gulf and
//     Atlantic, kept within the radius of one of the hand-placed ANCHORS below.
//   - Each anchor carries our reading of the ASCE 7-10 Risk Category II speed at that stretch of coast (vc) and how
//     far inland speeds take to fall back towards 115 mph (decay). These readings are NOT digitised from the figure:
//     they are estimates, checked against the few cited values (Miami-Dade 175, Broward 170, Franklin FL 130,
//     Stafford CT 125, Indian River FL >= 140).
//   - A county's modelled speed is the highest over coastline points, i.e. the speed at its most exposed point
//     (the map permits linear interpolation between contours), rounded UP to a multiple of 5 mph. That is never
//     below the highest contour crossing the county. Counties that model below 117.5 mph are interior (115).
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { FIPS_STATES, HURRICANE_COAST_STATES } from './fips-states.mjs';

const require = createRequire(import.meta.url);
const out = new URL('../data/county-wind-speeds.csv', import.meta.url);

const CONTOURS = [115, 120, 130, 140, 150, 160, 170, 180];

// [name, lon, lat, vc (mph at the coast), decay (km), radius (km of coastline the anchor speaks for)]
// Inland of the coast the modelled speed falls as 115 + (vc - 115) x exp(-distance / decay): steep near the coast,
// flattening towards the interior 115 mph, as the hurricane contours do. Decay lengths: Texas 80 km, the northern
// Gulf 90 km, the Florida peninsula 120 km (storms cross it), Georgia to North Carolina 75 km, further north 70 km.
const ANCHORS = [
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
const CITED = {
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
const INTERIOR_POINTS = {
  16065:
    'Rexburg ID tower site, 2015 IBC (ASCE 7-10 basis): 115 mph, https://laserfiche.rexburg.org/WebLink/DocView.aspx?dbid=0&id=413691&repo=Rexburg',
  39049:
    'Dublin OH tower site, 2017 Ohio Building Code (ASCE 7-10 basis): 115 mph, https://vdocuments.net/date-june-29-2021.html',
  47165: 'Portland TN design criteria, Vult 115 mph, https://www.cityofportlandtn.gov/381/Design-Criteria',
};
// Checks the model must pass: cited points inside counties the model estimates.
const MODEL_CHECKS = [
  [
    '09013',
    125,
    'Stafford CT tower site 125 mph (2018 CT code, ASCE 7-10 basis; https://fdokumen.com/documents/em-t-mobile-134-211102filingstaffordst-ctgov.html)',
  ],
  ['12061', 140, 'Indian River County Ord. 2012-005: whole county in the 140 mph wind-borne debris region'],
];

const ISLANDS_NOTE = 'island value recalled from ASCE 7-10 Fig. 26.5-1A';
const TERRITORY_ESTIMATES = {
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
const ALASKA_BASIS =
  'Alaska inset values not found in any reachable source; conservative estimate from the older (ASCE 7-05) Alaska contours as remembered, scaled by sqrt(1.6) to strength level and rounded up';
const ALASKA = {
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

const PNW_BASIS =
  'Interior value 115 mph used as a conservative upper bound: ASCE 7-10 shows 110 mph in parts of the Pacific Northwest (Tigard OR and Lakewood WA cite 110), but the extent of that region is not verified';

// ---------------------------------------------------------------------------------------------------------------

const atlas = JSON.parse(readFileSync(require.resolve('us-atlas/counties-10m.json'), 'utf8'));
const [sx, sy] = atlas.transform.scale;
const [tx, ty] = atlas.transform.translate;
const arcs = atlas.arcs.map((arc) => {
  let x = 0;
  let y = 0;
  return arc.map(([dx, dy]) => {
    x += dx;
    y += dy;
    return [x * sx + tx, y * sy + ty];
  });
});
const geometries = atlas.objects.counties.geometries;

const arcUse = new Map();
const arcOwner = new Map();
function walk(a, fips) {
  if (Array.isArray(a)) {
    a.forEach((b) => walk(b, fips));
    return;
  }
  const arc = a < 0 ? ~a : a;
  arcUse.set(arc, (arcUse.get(arc) ?? 0) + 1);
  arcOwner.set(arc, fips);
}
geometries.forEach((g) => walk(g.arcs, g.id));

const KM_LAT = 110.57;
const km = (ax, ay, bx, by) =>
  Math.hypot((ax - bx) * 111.32 * Math.cos((((ay + by) / 2) * Math.PI) / 180), (ay - by) * KM_LAT);

// Coastline points: exterior arcs of hurricane-coast-state counties, each tied to its nearest anchor in range.
const coast = [];
for (const [arc, uses] of arcUse) {
  if (uses !== 1) continue;
  const state = FIPS_STATES[arcOwner.get(arc).slice(0, 2)];
  if (!HURRICANE_COAST_STATES.has(state)) continue;
  for (const [x, y] of arcs[arc]) {
    if (y > 45.0) continue; // St. Croix river / Canada border, Lake Champlain, St. Lawrence
    if (x < -97.45 && y < 27.0) continue; // Rio Grande (Mexico border)
    let best = null;
    let bestKm = Infinity;
    for (const a of ANCHORS) {
      const d = km(x, y, a[1], a[2]);
      if (d <= a[5] && d < bestKm) {
        best = a;
        bestKm = d;
      }
    }
    if (best) coast.push({ x, y, anchor: best });
  }
}

function countyPoints(g) {
  const pts = [];
  const rings = g.type === 'Polygon' ? g.arcs : g.arcs.flat();
  for (const ring of rings) for (const i of ring) for (const p of arcs[i < 0 ? ~i : i]) pts.push(p);
  return pts;
}

function model(g) {
  const pts = countyPoints(g);
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const [bx0, bx1, by0, by1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  let best = { v: -Infinity };
  for (const c of coast) {
    const [, , , vc, decay] = c.anchor;
    const speed = (d) => 115 + (vc - 115) * Math.exp(-d / decay);
    const cx = Math.min(Math.max(c.x, bx0), bx1);
    const cy = Math.min(Math.max(c.y, by0), by1);
    if (speed(km(c.x, c.y, cx, cy)) <= best.v) continue;
    let d = Infinity;
    for (const [x, y] of pts) d = Math.min(d, km(c.x, c.y, x, y));
    const v = speed(d);
    if (v > best.v) best = { v, d, anchor: c.anchor };
  }
  return best;
}

const csvField = (s) => (/[",\n]/.test(String(s)) ? `"${String(s).replace(/"/g, '""')}"` : String(s));
const rows = [];
const stats = { cited: 0, estimate: 0, interior: 0 };
for (const g of geometries) {
  const fips = g.id;
  const stateFips = fips.slice(0, 2);
  const state = FIPS_STATES[stateFips];
  const name = g.properties.name;
  let row;
  if (CITED[fips]) {
    const [v, basis, source, approximate] = CITED[fips];
    row = [v, basis, approximate, source];
  } else if (TERRITORY_ESTIMATES[stateFips]) {
    const [v, basis, source] = TERRITORY_ESTIMATES[stateFips];
    row = [v, `Estimate: ${basis}`, true, source];
  } else if (state === 'AK') {
    const v = Object.entries(ALASKA).find(([, list]) => list.includes(fips))?.[0];
    if (!v) throw new Error(`Alaska borough ${fips} ${name} has no group`);
    row = [Number(v), `Estimate: ${ALASKA_BASIS}`, true, ''];
  } else if (HURRICANE_COAST_STATES.has(state)) {
    const m = model(g);
    if (m.v >= 117.5) {
      const v = Math.ceil(m.v / 5 - 1e-9) * 5;
      const check = MODEL_CHECKS.find(([f]) => f === fips);
      if (check && v < check[1]) throw new Error(`model gives ${v} for ${fips} ${name}, below cited ${check[1]}`);
      const [anchorName, , , vc, decay] = m.anchor;
      const contour = CONTOURS.filter((c) => c <= m.v + 1e-9).pop() ?? 115;
      row = [
        v,
        `Estimate: no county value found in public sources. Modelled ${m.v.toFixed(1)} mph at the county's most exposed point, ${Math.round(m.d)} km from the ${anchorName} coast (read as ${vc} mph on ASCE 7-10 Fig. 26.5-1A; decay ${decay} km inland), rounded up to ${v} mph; highest contour crossing: ${contour} mph${check ? `; consistent with ${check[2]}` : ''}`,
        true,
        '',
      ];
    } else if (m.v >= 115.5) {
      row = [
        115,
        `Estimate: interior value; modelled ${m.v.toFixed(1)} mph at the county's most exposed point, just inland of the hurricane-prone region (above 115 mph)`,
        true,
        '',
      ];
    } else row = null;
  }
  if (!row && (state === 'WA' || state === 'OR')) row = [115, `Estimate: ${PNW_BASIS}`, true, ''];
  if (!row) {
    row = [
      115,
      'Interior: outside the hurricane contours of ASCE 7-10 Fig. 26.5-1A (special wind regions not modelled)',
      false,
      INTERIOR_POINTS[fips] ?? 'ASCE 7-10 Fig. 26.5-1A (interior value outside the hurricane contours)',
    ];
  }
  const [v, basis, approximate, source] = row;
  if (approximate) stats.estimate++;
  else if (basis.startsWith('Interior')) stats.interior++;
  else stats.cited++;
  rows.push([fips, name, state, v, basis, approximate, source].map(csvField).join(','));
}
rows.sort();
writeFileSync(out, ['fips,county,state,wind_speed_mph,basis,approximate,source', ...rows].join('\n') + '\n');
console.log(
  `${rows.length} counties: ${stats.cited} cited, ${stats.interior} interior, ${stats.estimate} estimates; ${coast.length} coastline points`,
);
