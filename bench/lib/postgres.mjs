// A throw-away database on the PostgreSQL server of TEST_DATABASE_URL, so a benchmark never runs on (or leaves
// rows in) a database someone uses: createScratchDatabase(url) → { url, drop() }.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(serverUrl, prefix = 'nprm_bench') {
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/**
 * The CPU time (user + system, seconds) the PostgreSQL server of `url` has used so far, summed over the postmaster's
 * child processes (backends, WAL writer, checkpointer, and those that have exited) from /proc, when that server runs
 * on this machine; returns a function to read it, or null where /proc does not show it (another machine, another
 * OS).
 */
export async function postgresCpuMeter(url) {
  const statOf = (pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // Field 4 of stat, the parent process id, is 2 after the command name; read while the backend runs.
  const postmaster = await withClient(url, async (client) => {
    const { pid } = (await client.query('select pg_backend_pid() as pid')).rows[0];
    try {
      return Number(statOf(pid)[1]);
    } catch {
      return null;
    }
  });
  if (postmaster === null) return null;
  return () => {
    // The children that have exited (a pool's idle connections close mid-run) count through the postmaster's
    // cutime and cstime (fields 16 and 17 of stat, 13 and 14 after the command name), which gather a child's time
    // when it is reaped; the live children count through their own utime and stime.
    const own = statOf(postmaster);
    let ticks = Number(own[13]) + Number(own[14]);
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const fields = statOf(name);
        if (Number(fields[1]) === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // the process ended meanwhile
      }
    }
    return ticks / 100;
  };
}

/**
 * The mean stored size of a saved search on the database of `url`, as PostgreSQL keeps it: the table's heap and TOAST
 * (pg_table_size, indexes left out) over its rows, and the calculation sheet column alone (pg_column_size, after
 * compression).
 */
export async function storedSearchBytes(url) {
  return withClient(url, async (client) => {
    const { rows } = await client.query(
      `select count(*)::int as rows, pg_table_size('mount_search_results')::float / greatest(count(*), 1) as row,
              avg(pg_column_size(s.calculation_steps))::float as sheet
         from mount_search_results s`,
    );
    return rows[0];
  });
}
