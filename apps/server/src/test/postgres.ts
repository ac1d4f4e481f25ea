import pg from 'pg';

/** Name of the migrated template database the PostgreSQL test run copies for each test file. */
export function postgresTemplateName(): string {
  return 'nprm_test_template';
}

export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
