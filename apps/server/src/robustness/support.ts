// Shared by the load, fuzz, client and restart tests (test-only: excluded from the build).
import { request as httpRequest, type Agent, type IncomingHttpHeaders } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import * as schema from '../db/tables.js';

const tableNames = Object.values(schema as Record<string, unknown>)
  .filter((value: unknown): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

export type RowCounts = Record<string, number>;

/** Rows in every table of the schema, in one statement (a consistent picture). */
export async function countRows(db: Db): Promise<RowCounts> {
  const columns = tableNames.map((name) => `(select count(*)::int from "${name}") as "${name}"`).join(', ');
  const result = (await db.execute(sql.raw(`select ${columns}`))) as { rows: Record<string, unknown>[] };
  const row = result.rows[0] ?? {};
  return Object.fromEntries(tableNames.map((name) => [name, Number(row[name])]));
}

/** The tables whose row count differs, with the change: `{ mount_search_results: 1 }`. */
export function rowChanges(before: RowCounts, after: RowCounts): Record<string, number> {
  const changes: Record<string, number> = {};
  for (const name of Object.keys(after)) {
    const delta = (after[name] ?? 0) - (before[name] ?? 0);
    if (delta !== 0) changes[name] = delta;
  }
  return changes;
}

/** Listens on a free loopback port; returns the base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the server has no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

export interface HttpAnswer {
  status: number;
  body: string;
  headers: IncomingHttpHeaders;
}

/** One HTTP request over node:http (its own connection unless an agent is given). */
export function send(
  baseUrl: string,
  options: { method?: string; path: string; body?: string; headers?: Record<string, string>; agent?: Agent | false },
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(options.path, baseUrl);
    const request = httpRequest(
      url,
      {
        method: options.method ?? 'GET',
        agent: options.agent ?? false,
        headers: {
          ...(options.body !== undefined
            ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(options.body)) }
            : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: response.headers,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

export interface Catalogue {
  resellerId: number | undefined;
  antennaIds: number[];
  roofTypeIds: number[];
}

/** The public catalogue the way a visitor's browser reads it (antennas, roof types, the host's reseller). */
export async function publicCatalogue(app: FastifyInstance): Promise<Catalogue> {
  const antennas = (await app.inject({ method: 'GET', url: '/api/antennas' })).json<{ id: number }[]>();
  const roofTypes = (await app.inject({ method: 'GET', url: '/api/roof_types' })).json<{ id: number }[]>();
  const init = await app.inject({ method: 'GET', url: '/api/resellers/init', headers: { host: 'localhost' } });
  return {
    resellerId: init.statusCode === 200 ? init.json<{ id: number }>().id : undefined,
    antennaIds: antennas.map((antenna) => antenna.id),
    roofTypeIds: roofTypes.map((roofType) => roofType.id),
  };
}

const SITES = [
  { location: 'Chicago, IL, United States', location_latitude: 41.8781, location_longitude: -87.6298 },
  { location: 'Miami, FL, United States', location_latitude: 25.7617, location_longitude: -80.1918 },
  { location: 'Denver, CO, United States', location_latitude: 39.7392, location_longitude: -104.9903 },
  // Text kept as typed: it names no listed place, clearly abroad (decision 0059).
  { location: 'Back lot 7, Kenya', wind_speed: 140 },
];

/** Valid search bodies over the catalogue: every antenna × roof type, varied exposure, height, site and ridge. */
export function searchVariants(catalogue: Catalogue): Record<string, unknown>[] {
  const variants: Record<string, unknown>[] = [];
  let n = 0;
  for (const antenna of catalogue.antennaIds) {
    for (const roofType of catalogue.roofTypeIds) {
      n++;
      variants.push({
        ...(catalogue.resellerId ? { reseller_id: catalogue.resellerId } : {}),
        antenna,
        roof_type: roofType,
        wind_exposure: (['B', 'C', 'D'] as const)[n % 3],
        ridge_mount: n % 5 === 0,
        building_height: [12, 30, 55, 120][n % 4],
        ...SITES[n % SITES.length],
        customer_name: 'Robust Visitor',
        customer_email: 'visitor@example.com',
        customer_company: 'Robust Roofing',
      });
    }
  }
  return variants;
}

let gcFunction: (() => void) | undefined;

/** A full garbage collection, also when Node was started without --expose-gc. */
export function collectGarbage(): void {
  if (!gcFunction) {
    setFlagsFromString('--expose-gc');
    gcFunction = runInNewContext('gc') as () => void;
  }
  gcFunction();
  gcFunction();
}

/** Open connections of the listening server. */
export function openConnections(app: FastifyInstance): Promise<number> {
  return new Promise((resolve, reject) =>
    app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}
