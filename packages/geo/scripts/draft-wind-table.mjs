#!/usr/bin/env node
// Drafts data/county-wind-speeds.csv: one row per county in us-atlas counties-10m.
//
// The CSV is the reviewed source the runtime reads; this script is how its rows were produced, kept so every
// estimate can be reproduced and re-derived when a better source appears. Put a newly found code value in CITED
// (wind-table-inputs.mjs, with its source) and rerun: cited rows always win over the model.
//
//   node packages/geo/scripts/draft-wind-table.mjs            (rewrites data/county-wind-speeds.csv)
//
// Model for hurricane-coast counties (Texas to Maine), used only where no cited value exists:
//   - The coastline is the county edges that no other county shares (us-atlas arcs used once), on the Gulf and
//     Atlantic, kept within the radius of one of the hand-placed ANCHORS (wind-table-inputs.mjs).
//   - Each anchor carries our reading of the ASCE 7-10 Risk Category II speed at that stretch of coast (vc) and how
//     far inland speeds take to fall back towards 115 mph (decay). These readings are NOT digitised from the figure:
//     they are estimates, checked against the few cited values (Miami-Dade 175, Broward 170, Franklin FL 130,
//     Stafford CT 125, Indian River FL >= 140).
//   - A county's value is the modelled speed at its most exposed point (the map permits linear interpolation
//     between contours), rounded UP to a multiple of 5 mph: never below the highest contour crossing it. Counties
//     that model below 117.5 mph are interior (115). Rows modelled this way are marked `model=coast`: the runtime
//     (src/coast-model.ts) takes the value at the site's own point from data/coast-model.csv (this script writes
//     it: the coastline points and their anchor readings), rounded up the same way, never below `model_floor_mph`
//     (a cited county-wide value, else 115) and never above the county's value (docs/engineering.md, "Wind speed
//     by location"). A cited point value inside a modelled county must be what the site model gives there.
//   - Counties in a special wind region (SPECIAL_WIND_REGIONS) are flagged and approximate whatever their value.
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { FIPS_STATES, HURRICANE_COAST_STATES } from './fips-states.mjs';

const require = createRequire(import.meta.url);
const out = new URL('../data/county-wind-speeds.csv', import.meta.url);
const coastOut = new URL('../data/coast-model.csv', import.meta.url);

import {
  ALASKA,
  ALASKA_BASIS,
  ANCHORS,
  CITED,
  INTERIOR_POINTS,
  INTERIOR_SOURCE,
  MODEL_CHECKS,
  PNW_BASIS,
  SPECIAL_REGION_BASIS,
  SPECIAL_WIND_REGIONS,
  TERRITORY_ESTIMATES,
  CONFIRM,
  ESTIMATE_SOURCE,
} from './wind-table-inputs.mjs';

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

// Special wind regions by FIPS; a name the shapes do not know stops the draft.
const special = new Map();
for (const [area, source, counties] of SPECIAL_WIND_REGIONS) {
  for (const [state, name] of counties) {
    const g = geometries.find((c) => c.properties.name === name && FIPS_STATES[c.id.slice(0, 2)] === state);
    if (!g) throw new Error(`special wind region ${area}: no county ${name}, ${state}`);
    special.set(g.id, { area, source });
  }
}

/** The modelled speed at one point (lon, lat): the highest over the coastline, as the runtime computes it. */
function modelAt(x, y) {
  let best = { v: -Infinity };
  for (const c of coast) {
    const [, , , vc, decay] = c.anchor;
    const d = km(c.x, c.y, x, y);
    const v = 115 + (vc - 115) * Math.exp(-d / decay);
    if (v > best.v) best = { v, d, anchor: c.anchor };
  }
  return best;
}

const rows = [];
const stats = { cited: 0, estimate: 0, interior: 0, special: 0, modelled: 0 };
for (const g of geometries) {
  const fips = g.id;
  const stateFips = fips.slice(0, 2);
  const state = FIPS_STATES[stateFips];
  const name = g.properties.name;
  let row;
  let modelled = false;
  let floor = '';
  if (CITED[fips]) {
    const [v, basis, source, approximate] = CITED[fips];
    row = [v, basis, approximate, source];
  } else if (TERRITORY_ESTIMATES[stateFips]) {
    const [v, basis, source] = TERRITORY_ESTIMATES[stateFips];
    row = [v, `Estimate: ${basis}`, true, source];
  } else if (state === 'AK') {
    const v = Object.entries(ALASKA).find(([, list]) => list.includes(fips))?.[0];
    if (!v) throw new Error(`Alaska borough ${fips} ${name} has no group`);
    row = [Number(v), `Estimate: ${ALASKA_BASIS}`, true, ESTIMATE_SOURCE];
  } else if (HURRICANE_COAST_STATES.has(state)) {
    const m = model(g);
    const checks = MODEL_CHECKS.filter(([f]) => f === fips);
    const countyWide = checks.find(([, , , how]) => how.countyWide);
    if (m.v >= 117.5) {
      const v = Math.ceil(m.v / 5 - 1e-9) * 5;
      for (const [, mph, , how] of checks) {
        if (v < mph) throw new Error(`model gives ${v} for ${fips} ${name}, below cited ${mph}`);
        if (how.at) {
          const site = modelAt(...how.at);
          const atSite = Math.max(115, site.v >= 117.5 ? Math.ceil(site.v / 5 - 1e-9) * 5 : 115);
          if (atSite !== mph)
            throw new Error(`site model gives ${atSite} at ${how.at} (${fips} ${name}), cited ${mph}`);
        }
      }
      const [anchorName, , , vc, decay] = m.anchor;
      modelled = true;
      floor = countyWide ? countyWide[1] : 115;
      row = [
        v,
        `Estimate: no published value for this county. Our reading of ASCE 7-10 Fig. 26.5-1A at the ${anchorName} coast is ${vc} mph, falling towards the inland 115 mph over about ${decay} km; the county's most exposed point, ${Math.round(m.d)} km inland, models ${m.v.toFixed(1)} mph, so no site in it is above ${v} mph${checks.length ? `; checked against ${checks.map(([, mph, doc]) => `${doc} (${mph} mph)`).join('; ')}` : ''}; ${CONFIRM}`,
        true,
        ESTIMATE_SOURCE,
      ];
    } else if (m.v >= 115.5) {
      row = [
        115,
        `Estimate: interior value of ASCE 7-10 Fig. 26.5-1A; the county lies just inland of the hurricane-prone region (its most exposed point models ${m.v.toFixed(1)} mph); ${CONFIRM}`,
        true,
        ESTIMATE_SOURCE,
      ];
    } else row = null;
  }
  if (!row && (state === 'WA' || state === 'OR')) row = [115, `Estimate: ${PNW_BASIS}`, true, ESTIMATE_SOURCE];
  if (!row) {
    row = [
      115,
      'Interior: the county lies outside the hurricane contours of the ASCE 7-10 map, where the map gives 115 mph',
      false,
      INTERIOR_POINTS[fips] ?? INTERIOR_SOURCE,
    ];
  }
  const region = special.get(fips);
  if (region) {
    const [v] = row;
    row = [
      v,
      `${SPECIAL_REGION_BASIS}. The ASCE 7-10 map greys out ${region.area}, where wind speeds depend on the terrain; ${v} mph is the surrounding map value, a starting point only`,
      true,
      region.source,
    ];
  }
  const [v, basis, approximate, source] = row;
  if (region) stats.special++;
  else if (approximate) stats.estimate++;
  else if (basis.startsWith('Interior')) stats.interior++;
  else stats.cited++;
  if (modelled) stats.modelled++;
  rows.push(
    [fips, name, state, v, basis, approximate, source, modelled ? 'coast' : '', floor, Boolean(region)]
      .map(csvField)
      .join(','),
  );
}
rows.sort();
writeFileSync(
  out,
  ['fips,county,state,wind_speed_mph,basis,approximate,source,model,model_floor_mph,special_wind_region', ...rows].join(
    '\n',
  ) + '\n',
);
// The coastline the site model measures from: one row per coastline point with its anchor's reading.
const coastRows = coast.map(({ x, y, anchor: [anchorName, , , vc, decay] }) =>
  [x.toFixed(4), y.toFixed(4), vc, decay, anchorName].map(csvField).join(','),
);
writeFileSync(coastOut, ['longitude,latitude,coast_mph,decay_km,anchor', ...coastRows].join('\n') + '\n');
console.log(
  `${rows.length} counties: ${stats.cited} cited, ${stats.interior} interior, ${stats.estimate} estimates, ${stats.special} special wind regions; ${stats.modelled} modelled at the site; ${coast.length} coastline points`,
);
