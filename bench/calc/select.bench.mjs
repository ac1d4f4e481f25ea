// Times @nprm/calc selectMount over 50 candidate mounts (the size of a large reseller catalogue for one antenna).
// Run after building the package:  npx tsc -b packages/calc && node bench/calc/select.bench.mjs
// Prints e.g. "calc.selectMount 50 candidates: 12.3 µs/search (n=20000)". Target: below 50 µs per search.
import { performance } from 'node:perf_hooks';
import { designMount, formatTrace, selectMount } from '../../packages/calc/dist/index.js';

const CANDIDATES = 50;
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 20_000);
const WARMUP = 2_000;

/** A deterministic catalogue: sleds and tripods from 1 to 6 ft half width, some with a minimum, some low roof loads. */
function catalogue() {
  const mounts = [];
  for (let i = 0; i < CANDIDATES; i++) {
    mounts.push({
      id: i + 1,
      name: `NPRM-${i + 1}`,
      weight: 40 + (i % 10) * 35,
      halfBaseWidth: 1 + (i % 11) * 0.5,
      heightToAntennaCenterline: 3 + (i % 5) * 2,
      mastDiameter: [1.66, 1.9, 2.375, 2.875][i % 4],
      mastLength: 4 + (i % 4) * 2,
      squareFootage: 1 + (i % 6) * 0.75,
      maxRoofLoad: [20, 40, 60, 150][i % 4],
      minimumBallastWeight: i % 7 === 0 ? 224 : 0,
    });
  }
  return mounts;
}

/** A few searches, cycled, so the timing is not of one memorised input. */
const SEARCH_INPUTS = [
  { site: { windSpeed: 115, exposure: 'B', buildingHeight: 30 }, frictionCoefficient: 0.4 },
  { site: { windSpeed: 140, exposure: 'C', buildingHeight: 65 }, frictionCoefficient: 0.5 },
  { site: { windSpeed: 175, exposure: 'D', buildingHeight: 110 }, frictionCoefficient: 0.3 },
  { site: { windSpeed: 105, exposure: 'C', buildingHeight: 12 }, frictionCoefficient: 0.5 },
].map((s, i) => ({
  ...s,
  antenna: {
    weight: 10 + i * 15,
    mastDiameter: 2.375,
    mastLength: 0,
    squareFootage: [1.5, 6, 12.2, 3][i],
    additionalHeightToCenterline: [0, -2, 1, 0][i],
  },
}));

const mounts = catalogue();
let sink = 0;
for (let i = 0; i < WARMUP; i++) {
  sink += selectMount(SEARCH_INPUTS[i % SEARCH_INPUTS.length], mounts).designs.length;
}

const cpuStart = process.cpuUsage();
const start = performance.now();
let chosen = 0;
for (let i = 0; i < SEARCHES; i++) {
  const selection = selectMount(SEARCH_INPUTS[i % SEARCH_INPUTS.length], mounts);
  if (selection.chosen) chosen++;
  sink += selection.designs.length;
}
const elapsedMs = performance.now() - start;
const cpu = process.cpuUsage(cpuStart);
if (sink === 0) throw new Error('no designs');

const perSearch = (elapsedMs * 1000) / SEARCHES;
console.log(`calc.selectMount ${CANDIDATES} candidates: ${perSearch.toFixed(1)} µs/search (n=${SEARCHES})`);
// CPU time (user + system, all threads of this process): on a busy machine the wall figure above also counts time
// the OS gave to other processes.
const cpuPerSearch = (cpu.user + cpu.system) / SEARCHES;
console.log(
  `calc.selectMount ${CANDIDATES} candidates, CPU time: ${cpuPerSearch.toFixed(1)} µs/search (n=${SEARCHES})`,
);

// The text rendering runs once per saved result or diagnostics call, not per search: reported for reference.
const selection = selectMount(SEARCH_INPUTS[0], mounts);
const textRuns = 200;
const textStart = performance.now();
let chars = 0;
for (let i = 0; i < textRuns; i++) chars += formatTrace(selection).length;
const textUs = ((performance.now() - textStart) * 1000) / textRuns;
console.log(
  `calc.formatTrace ${CANDIDATES} candidates: ${textUs.toFixed(0)} µs/render, ${Math.round(chars / textRuns)} chars ` +
    `(n=${textRuns}; searches with a fit: ${chosen}/${SEARCHES})`,
);

// What a search with a fit renders of its chosen design: its calculation sheet, which is the design's steps (recorded
// on the first read of design.trace, by running the calculation again with a recorder), and its text.
// Each input's chosen design in turn.
const chosenDesigns = SEARCH_INPUTS.map((input) => selectMount(input, mounts).chosen).filter(Boolean);
/** Mean µs per call of `render` over the chosen designs, after a warm-up. */
function perDesign(render) {
  const runs = 20_000;
  let size = 0;
  for (let i = 0; i < 2_000; i++) size += render(chosenDesigns[i % chosenDesigns.length]).length;
  const cpu = process.cpuUsage();
  for (let i = 0; i < runs; i++) size += render(chosenDesigns[i % chosenDesigns.length]).length;
  const used = process.cpuUsage(cpu);
  if (size === 0) throw new Error('nothing rendered');
  return (used.user + used.system) / runs;
}
// A fresh design each time, so the steps are recorded every time: the sheet's whole cost per design, the design's
// own figures (about 1 µs, the search's share) included.
console.log(
  `calc sheet of the chosen design (design + steps recorded), CPU time: ${perDesign((design) => designMount(design.input, design.options).trace).toFixed(1)} µs/design (n=20000, ${chosenDesigns.length} designs)`,
);
console.log(
  `calc.formatTrace of the chosen design, CPU time: ${perDesign((design) => formatTrace(design)).toFixed(1)} µs/design (n=20000)`,
);
console.log(
  `calc sheet as JSON (steps recorded once), CPU time: ${perDesign((design) => JSON.stringify(design.trace)).toFixed(1)} µs/design (n=20000)`,
);
