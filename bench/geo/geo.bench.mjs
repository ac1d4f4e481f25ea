// @nprm/geo figures: load time and memory of the embedded data, place-search and wind look-up latency.
// Needs the built package: `npx tsc -b packages/geo` (or `npm run build`), then `node --expose-gc bench/geo/geo.bench.mjs`.
// Prints one line per figure.
import { performance } from 'node:perf_hooks';
import { preloadPlaces, preloadWindData, searchPlaces, windSpeedAt } from '../../packages/geo/dist/index.js';

const gc = globalThis.gc ?? (() => {});
const mib = (bytes) => (bytes / 1024 / 1024).toFixed(1);

function memory() {
  gc();
  gc();
  const m = process.memoryUsage();
  return { heap: m.heapUsed + m.arrayBuffers, rss: m.rss };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function time(label, iterations, fn) {
  const samples = new Float64Array(iterations);
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    fn(i);
    samples[i] = (performance.now() - start) * 1000;
  }
  samples.sort();
  console.log(
    `${label}: p50 ${percentile(samples, 50).toFixed(1)} µs, p99 ${percentile(samples, 99).toFixed(1)} µs, max ${samples[iterations - 1].toFixed(0)} µs (n=${iterations})`,
  );
}

// Deterministic pseudo-random numbers so runs compare.
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

const before = memory();
let start = performance.now();
const places = preloadPlaces();
const placesMs = performance.now() - start;
const afterPlaces = memory();
start = performance.now();
const counties = preloadWindData();
const windMs = performance.now() - start;
const afterWind = memory();

console.log(
  `geo gazetteer load: ${placesMs.toFixed(0)} ms, ${places} places, heap +${mib(afterPlaces.heap - before.heap)} MiB, RSS +${mib(afterPlaces.rss - before.rss)} MiB`,
);
console.log(
  `geo wind data load: ${windMs.toFixed(0)} ms, ${counties} counties, heap +${mib(afterWind.heap - afterPlaces.heap)} MiB, RSS +${mib(afterWind.rss - afterPlaces.rss)} MiB`,
);

// Warm up the JIT before measuring.
for (let i = 0; i < 2000; i++) searchPlaces(['chi', 'san jose', 'new york'][i % 3], { limit: 8 });
for (let i = 0; i < 2000; i++) windSpeedAt(25 + random() * 24, -124 + random() * 57);

const typed = [
  'c',
  'ch',
  'chi',
  'chica',
  'chicago',
  's',
  'sa',
  'san',
  'san j',
  'san jose',
  'new y',
  'new york',
  'st louis',
  'saint louis',
  'mont',
  'montréal',
  'l',
  'lo',
  'lon',
  'springf',
  'houston',
  'xq',
];
time('geo searchPlaces (typed prefixes 1-11 chars, limit 8)', 20_000, (i) =>
  searchPlaces(typed[i % typed.length], { limit: 8 }),
);
const single = ['a', 'b', 'c', 'm', 's'];
time('geo searchPlaces (1-letter prefixes, worst case, limit 8)', 5_000, (i) =>
  searchPlaces(single[i % single.length], { limit: 8 }),
);
time('geo searchPlaces (countries filter US, limit 8)', 10_000, (i) =>
  searchPlaces(typed[i % typed.length], { limit: 8, countries: ['US'] }),
);

const conus = Array.from({ length: 20_000 }, () => [25 + random() * 24, -124 + random() * 57]);
time('geo windSpeedAt (random points in the CONUS box)', conus.length, (i) => windSpeedAt(conus[i][0], conus[i][1]));
const cities = [
  [41.85, -87.65],
  [29.76, -95.37],
  [25.77, -80.19],
  [40.71, -74.0],
  [39.96, -83.0],
  [18.47, -66.11],
  [21.31, -157.86],
];
time('geo windSpeedAt (city points)', 20_000, (i) =>
  windSpeedAt(cities[i % cities.length][0], cities[i % cities.length][1]),
);
const outside = Array.from({ length: 5_000 }, () => [50 + random() * 10, -120 + random() * 50]);
time('geo windSpeedAt (not found: Canada, worst case)', outside.length, (i) =>
  windSpeedAt(outside[i][0], outside[i][1]),
);

const total = memory();
console.log(
  `geo data in memory: heap +${mib(total.heap - before.heap)} MiB, RSS +${mib(total.rss - before.rss)} MiB (after both loads and the runs above)`,
);
