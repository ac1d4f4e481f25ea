import { readFileSync } from 'node:fs';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createUnmigratedPglite, testConfig } from '../test/helpers.js';
import { migrationsUpTo } from '../test/migrations.js';
import { readBack, restoreTables, type ResultGenerationsFixture } from '../test/result-generations.js';
import { migrateDatabase } from './client.js';

const read = (name: string) => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
const fixture = read('result-generations.json') as ResultGenerationsFixture;
const answers = read('result-generations.answers.json') as Record<string, unknown>;

describe('saved results of every older generation, upgraded by the migrations', () => {
  it('read back through the API as the code of their time answered them', async () => {
    const database = await createUnmigratedPglite();
    await migrate(database.db as Parameters<typeof migrate>[0], {
      migrationsFolder: migrationsUpTo(fixture.migration),
    });
    await restoreTables(database, fixture.tables);
    await migrateDatabase(database);
    const app = await buildApp({ config: testConfig(), database });
    await app.ready();
    try {
      const now = await readBack(app, Object.values(fixture.generations).flat());
      for (const [generation, tokens] of Object.entries(fixture.generations)) {
        for (const token of tokens) expect(now[token], `${generation}: ${token}`).toEqual(answers[token]);
      }
      expect(now['admin list']).toEqual(answers['admin list']);
      expect(now['admin export']).toEqual(answers['admin export']);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});
