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
//   - A county's modelled speed is the highest over coastline points, i.e. the speed at its most exposed point
//     (the map permits linear interpolation between contours), rounded UP to a multiple of 5 mph. That is never
//     below the highest contour crossing the county. Counties that model below 117.5 mph are interior (115).
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { FIPS_STATES, HURRICANE_COAST_STATES } from './fips-states.mjs';

const require = createRequire(import.meta.url);
const out = new URL('../data/county-wind-speeds.csv', import.meta.url);

import {
  ALASKA,
  ALASKA_BASIS,
  ANCHORS,
  CITED,
  CONTOURS,
  INTERIOR_POINTS,
  MODEL_CHECKS,
  PNW_BASIS,
  TERRITORY_ESTIMATES,
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
