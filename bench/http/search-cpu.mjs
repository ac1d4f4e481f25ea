// A search's server CPU, this tree's build beside another commit's (`node bench/http/search-cpu.mjs <commit>`,
// bench/lib/worktree.mjs), measured in one run on the embedded database: BENCH_SEARCH_ROUNDS rounds (default 6), each
// sending BENCH_SEARCH_COUNT searches (default 120, 4 at a time, the seed's fitting bodies in turn) to one server
// then the other, alternating which goes first. The figure is the server process's CPU time (from /proc) per search,
// which other load on the machine disturbs far less than a latency. Goal: within 15 % of the commit's.
import { fmt } from '../lib/built.mjs';
import { cpuSeconds, percentile, startServer } from '../lib/server.mjs';
import { builtCommit, currentCommit } from '../lib/worktree.mjs';
import { fittingSearches } from './searches.mjs';

const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 6);
const COUNT = Number(process.env.BENCH_SEARCH_COUNT ?? 120);
const PARALLEL = 4;
const GOAL = 0.15;

if (!process.argv[2]) throw new Error('name the commit to compare with: node bench/http/search-cpu.mjs main');
const builds = [{ name: currentCommit(), root: undefined }, builtCommit(process.argv[2])];

/** `COUNT` searches, `PARALLEL` at a time; the server's CPU µs per search. */
async function round(build) {
  const before = cpuSeconds(build.server.pid);
  let next = 0;
  const worker = async () => {
    while (next < COUNT) {
      const body = build.bodies[next++ % build.bodies.length];
      const response = await fetch(`${build.server.url}/api/mount_search_results`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`a search answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return ((cpuSeconds(build.server.pid) - before) * 1e6) / COUNT;
}

try {
  for (const build of builds) {
    build.server = await startServer({ root: build.root });
    build.bodies = (await fittingSearches(build.server.url)).fitting.map(({ body }) => body);
    build.cpu = [];
    await round(build); // warm-up: the first searches load the catalogue and compile the code
  }
  for (let r = 0; r < ROUNDS; r++) {
    for (const build of r % 2 === 0 ? builds : [...builds].reverse()) build.cpu.push(await round(build));
  }
  const [mine, theirs] = builds.map((build) =>
    percentile(
      [...build.cpu].sort((a, b) => a - b),
      50,
    ),
  );
  for (const build of builds) {
    console.log(
      `[${build.name}] a search's server CPU, median of ${ROUNDS} rounds of ${COUNT}: ` +
        `${fmt(
          percentile(
            [...build.cpu].sort((a, b) => a - b),
            50,
          ),
        )} µs (rounds: ${build.cpu.map((us) => fmt(us)).join(', ')})`,
    );
  }
  const ratio = mine / theirs;
  console.log(
    `search server CPU ${builds[0].name} ÷ ${builds[1].name}: ${ratio.toFixed(2)} ` +
      `(goal within ${GOAL * 100} %: ${Math.abs(ratio - 1) <= GOAL ? 'met' : 'MISSED'})`,
  );
} finally {
  for (const build of builds) await build.server?.stop();
}
