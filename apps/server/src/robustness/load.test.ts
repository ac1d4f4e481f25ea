import { spawnSync } from 'node:child_process';
import { Agent } from 'node:http';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountSearchResults } from '../db/tables.js';
import type { ResultDocument } from '../features/mount-search/index.js';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { countRows, listenOnLoopback, publicCatalogue, searchVariants, send, type HttpAnswer } from './support.js';
import { NO_FIT_REASONS } from '@nprm/contracts';

const SEARCHES = 2_000;
const CLIENTS = 100;

/**
 * Connections per client: every search on its own connection where the open-file limit allows (client and
 * server ends both take a descriptor in this process), fewer where it is low (1,024 is common in containers).
 */
function socketsPerClient(): number {
  const limit = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim());
  const affordable = Number.isFinite(limit) ? Math.floor((limit - 256) / 2 / CLIENTS) : 4;
  return Math.max(1, Math.min(SEARCHES / CLIENTS, affordable));
}

interface Figures {
  mount_id: number | null;
  ballast_weight: number | null;
  roof_load: number | null;
  total_dead_load: number | null;
  wind_speed: number;
}

function figuresOf(answer: HttpAnswer): Figures | 'no fit' {
  if (answer.status === 404) return 'no fit';
  const body = JSON.parse(answer.body) as Figures & { mount: { id: number } };
  return {
    mount_id: body.mount.id,
    ballast_weight: body.ballast_weight,
    roof_load: body.roof_load,
    total_dead_load: body.total_dead_load,
    wind_speed: body.wind_speed,
  };
}

describe('load: 2,000 concurrent searches against a listening server', () => {
  let t: TestApp;
  let baseUrl: string;
  let variants: Record<string, unknown>[];

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { RATE_LIMIT_MAX: '1000000' } });
    baseUrl = await listenOnLoopback(t.app);
    variants = searchVariants(await publicCatalogue(t.app)).slice(0, 24);
  });
  afterAll(() => t.close());

  it('stores every search exactly once with the figures a lone search gets, and keeps answering /api/health', async () => {
    // The answer each variant gets on a quiet server: the reference for the burst.
    const reference = new Map<number, Figures | 'no fit'>();
    for (const [index, variant] of variants.entries()) {
      const answer = await send(baseUrl, {
        method: 'POST',
        path: '/api/mount_search_results',
        body: JSON.stringify(variant),
      });
      expect([201, 404], answer.body).toContain(answer.status);
      reference.set(index, figuresOf(answer));
    }
    expect([...reference.values()].some((figures) => figures !== 'no fit')).toBe(true);
    const before = await countRows(t.database.db);

    // Many clients with their own keep-alive connections send all 2,000 searches at once.
    const maxSockets = socketsPerClient();
    // Each client from its own loopback address (127.0.0.2, 127.0.0.3, …), as distinct visitors are: the server caps
    // the connections one address may hold (MAX_CONNECTIONS_PER_ADDRESS), and 2,000 from one address would be an attack.
    const clients = Array.from(
      { length: CLIENTS },
      (_, i) =>
        new Agent({ keepAlive: true, maxSockets, localAddress: `127.0.${Math.floor(i / 250)}.${(i % 250) + 2}` }),
    );
    let searchesDone = 0;
    // Health checks sent while searches were outstanding, and what they got (PGlite and the pool answer queries
    // in order, so a check sent behind 2,000 inserts is answered when its turn comes: it must come, with 200).
    const healthDuringBurst: number[] = [];
    const healthClient = new Agent({ keepAlive: true, maxSockets: 1 });

    const burst = Promise.all(
      Array.from({ length: SEARCHES }, async (_, i) => {
        const variantIndex = i % variants.length;
        const body = {
          ...variants[variantIndex],
          customer_name: `Load visitor ${i}`,
          customer_email: `load-${i}@example.com`,
        };
        const answer = await send(baseUrl, {
          method: 'POST',
          path: '/api/mount_search_results',
          body: JSON.stringify(body),
          agent: clients[i % CLIENTS]!,
        });
        searchesDone++;
        return { i, variantIndex, answer };
      }),
    );
    const healthLoop = (async () => {
      while (searchesDone < SEARCHES) {
        const health = await send(baseUrl, { path: '/api/health', agent: healthClient });
        healthDuringBurst.push(health.status);
      }
    })();
    const answers = await burst;
    await healthLoop;
    for (const agent of [...clients, healthClient]) agent.destroy();

    expect(healthDuringBurst.length).toBeGreaterThan(0);
    expect(healthDuringBurst.filter((status) => status !== 200)).toEqual([]);

    const unexpected = answers.filter(({ answer }) => answer.status !== 201 && answer.status !== 404);
    expect(unexpected.map(({ answer }) => `${answer.status} ${answer.body.slice(0, 200)}`)).toEqual([]);
    for (const { variantIndex, answer } of answers) {
      expect(figuresOf(answer)).toEqual(reference.get(variantIndex));
    }

    // Exactly one row per search, and nothing else written but each new client address's counters: the API's rate
    // limit and the search's own, a minute's and a day's.
    const after = await countRows(t.database.db);
    expect(after).toEqual({
      ...before,
      mount_search_results: before.mount_search_results! + SEARCHES,
      rate_limit_counters: before.rate_limit_counters! + CLIENTS * 3,
    });
    const rows = await t.database.db
      .select()
      .from(mountSearchResults)
      .where(like(mountSearchResults.customer_name, 'Load visitor %'));
    expect(rows).toHaveLength(SEARCHES);
    const rowsByName = new Map(rows.map((row) => [row.customer_name, row]));
    expect(rowsByName.size).toBe(SEARCHES);
    expect(new Set(rows.map((row) => row.token)).size).toBe(SEARCHES);

    for (const { i, answer } of answers) {
      const row = rowsByName.get(`Load visitor ${i}`);
      expect(row, `search ${i}`).toBeDefined();
      expect(row!.customer_email).toBe(`load-${i}@example.com`);
      if (answer.status === 201) {
        const body = JSON.parse(answer.body) as { token: string };
        expect(row!.token).toBe(body.token);
        expect(figuresOfRow(row!)).toEqual(figuresOf(answer));
      } else {
        expect(JSON.parse(answer.body)).toEqual({
          errors: ['No compatible mount found'],
          no_fit: {
            reason: expect.stringMatching(new RegExp(`^(${NO_FIT_REASONS.join('|')})$`)),
            message: expect.any(String),
          },
          // The stored search's token, for its review and quote requests.
          token: row!.token,
        });
        expect(row!.mount_id).toBeNull();
      }
    }
  }, 180_000);
});

function figuresOfRow(row: typeof mountSearchResults.$inferSelect): Figures {
  const result = row.result as ResultDocument;
  return {
    mount_id: row.mount_id,
    ballast_weight: result.ballast_weight,
    roof_load: result.roof_load,
    total_dead_load: result.total_dead_load,
    wind_speed: result.wind_speed,
  };
}
