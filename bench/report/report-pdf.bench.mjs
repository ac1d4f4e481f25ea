// Calculation report PDF figures: a typical report (the demo catalogue's Chicago search, exposure C,
// 30 ft, a Northwind result with its calculation sheet) made by the BUILT server's renderReportPdf, in process.
// Prints its page count, its size, and the render time p50/p95 over BENCH_PDF_RENDERS renders (default 50) after
// 5 warm-up renders (the first parses the fonts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromBuilt, seededInMemoryApp } from '../lib/built.mjs';

const { renderReportPdf, reportBranding } = await fromBuilt('features/report/report-pdf.js');

const RENDERS = Number(process.env.BENCH_PDF_RENDERS ?? 50);
const { database, app } = await seededInMemoryApp();
const id = async (table, where = '') =>
  (await database.db.$client.query(`select id from ${table} ${where} order by id limit 1`)).rows[0].id;
const reseller = await id('resellers', "where domain like 'northwind%'");
const body = {
  reseller_id: reseller,
  antenna: await id('antennas', "where model like 'ePMP%'"),
  location: 'Chicago, IL, United States',
  location_latitude: 41.85003,
  location_longitude: -87.65005,
  building_height: 30,
  roof_type: await id('roof_types'),
  ridge_mount: false,
  wind_exposure: 'C',
  customer_name: 'Bench',
  customer_email: 'bench@example.com',
  customer_company: 'Bench Company',
};
const created = await app.inject({
  method: 'POST',
  url: '/api/mount_search_results',
  payload: body,
  headers: { host: 'northwind.localhost' },
});
if (created.statusCode !== 201) throw new Error(`search answered ${created.statusCode}: ${created.body}`);
const result = created.json();

const times = [];
let pdf;
for (let i = 0; i < RENDERS + 5; i++) {
  const start = performance.now();
  pdf = await renderReportPdf(result, reportBranding(result), { timeZone: 'America/Chicago' });
  if (i >= 5) times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
const dir = mkdtempSync(join(tmpdir(), 'bench-report-'));
writeFileSync(join(dir, 'report.pdf'), pdf);
const pages = /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [join(dir, 'report.pdf')], { encoding: 'utf8' }))?.[1];
rmSync(dir, { recursive: true, force: true });
console.log(`calculation sheet rows: ${result.calculation_steps.length}`);
console.log(`pages: ${pages}`);
console.log(`size: ${(pdf.length / 1024).toFixed(1)} KiB (${pdf.length} bytes)`);
console.log(`render over ${RENDERS}: p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms`);
await app.close();
await database.close();
