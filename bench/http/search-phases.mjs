// Where a search's server CPU goes, by phase: each busy sample of a .cpuprofile goes to the innermost frame on its
// stack that names a phase (walking from the leaf up). Idle time and the server's start (module loading, the wind and
// gazetteer files) are left out, so the shares are of the time spent answering.

/** [phase, test of a call frame]: the first phase whose test a frame passes names it. */
const PHASES = [
  ['idle', (f) => f.functionName === '(idle)'],
  [
    'start-up',
    (f) =>
      /^(main|buildApp|loadWindData|loadGazetteer|compileSourceTextModule|wrapSafe|readFileSync|openFileHandle)$/.test(
        f.functionName,
      ) || /internal\/modules\//.test(f.url),
  ],
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  ['socket writes (writev)', (f) => /^writev/.test(f.functionName)],
  ['engine: recording the sheet', (f) => /packages\/calc\/dist\/(recorder|formula|values|steps)\.js/.test(f.url)],
  ['engine: arithmetic and selection', (f) => /packages\/calc\/dist\//.test(f.url)],
  [
    'site: place and wind look-up',
    (f) => /packages\/geo\/dist\/|mount-search\/(site|wind-speed)\.js|wind-speed-overrides\//.test(f.url),
  ],
  ['insert: row mapping and Drizzle', (f) => /saved-result\.repository\.js/.test(f.url)],
  ['rate limit and coalesced reads', (f) => /rate-limit|coalesce/.test(f.url)],
  ['result record and bill of materials', (f) => /saved-result\.js|bill-of-materials|price-lists/.test(f.url)],
  // fastify-type-provider-zod's validator precedes its serializer in its one file.
  ['request validation (zod)', (f) => f.url.includes('fastify-type-provider-zod') && f.lineNumber < 110],
  ['response: schema encode and JSON', (f) => f.url.includes('fastify-type-provider-zod')],
  ['pg driver: protocol and rows, every statement', (f) => /node_modules\/pg/.test(f.url)],
];
const REST = 'fastify, HTTP and the rest';

/** Shares of the busy time by phase, largest first: [phase, share 0–1]. */
export function searchPhases(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const sums = new Map();
  let busy = 0;
  for (let k = 0; k < profile.samples.length; k++) {
    let phase = REST;
    for (let id = profile.samples[k]; id !== undefined; id = parent.get(id)) {
      const hit = PHASES.find(([, test]) => test(byId.get(id).callFrame));
      if (hit) {
        phase = hit[0];
        break;
      }
    }
    if (phase === 'idle' || phase === 'start-up') continue;
    const micros = profile.timeDeltas[k] ?? 0;
    sums.set(phase, (sums.get(phase) ?? 0) + micros);
    busy += micros;
  }
  return [...sums].map(([phase, micros]) => [phase, micros / busy]).sort((a, b) => b[1] - a[1]);
}
