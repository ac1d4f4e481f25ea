// A throw-away database on the PostgreSQL server of TEST_DATABASE_URL, so a benchmark never runs on (or leaves
// rows in) a database someone uses: createScratchDatabase(url) → { url, drop() }.
import { randomBytes } from 'node:crypto';
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
