/**
 * Saved results as every older release stored them, and what the API answered for them: the fixture
 * (db/fixtures/result-generations.json) holds the demo catalogue's tables and mount_search_results rows as they stood
 * before the result became one document; the answers (result-generations.answers.json) are what the code of that
 * time served for each row. Both were written once by that code and are never regenerated, but for the reports'
 * text: the report's wording changes by design (its layout version), so those texts are what the report prints now.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { createTestAdmin, signInHeaders } from './admin-sessions.js';

/** Table name to its rows, in an order that restores them (the searches last). */
export type TableRows = Record<string, Record<string, unknown>[]>;

export interface ResultGenerationsFixture {
  /** The migration the rows were stored under. */
  migration: string;
  tables: TableRows;
  /** Per generation, the tokens of its rows. */
  generations: Record<string, string[]>;
}

/**
 * Restores `tables` row for row (foreign keys unchecked while loading; rows the migrations wrote already kept), then
 * moves each id sequence past its rows.
 */
export async function restoreTables(database: Database, tables: TableRows): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const [table, rows] of Object.entries(tables)) {
      if (rows.length === 0) continue;
      await tx.execute(
        sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json) on conflict do nothing`,
      );
      if ('id' in rows[0]!) {
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
        );
      }
    }
  });
}

function pdfText(body: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'nprm-generation-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, body);
    return execFileSync('pdftotext', ['-nodiag', '-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What the API answers for each token (the result, its text, its report's text, its what-if cases) and for the
 * searches as the administrator lists and exports them.
 */
export async function readBack(app: FastifyInstance, tokens: readonly string[]): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  const get = (url: string) => app.inject({ method: 'GET', url });
  for (const token of tokens) {
    const base = `/api/mount_search_results/token/${token}`;
    const [result, text, report, whatIf] = await Promise.all([
      get(base),
      get(`${base}/calculations.txt`),
      get(`${base}/report.pdf`),
      get(`${base}/what_if`),
    ]);
    answers[token] = {
      result: { status: result.statusCode, body: result.json<unknown>() },
      text: { status: text.statusCode, body: text.body },
      report: {
        status: report.statusCode,
        text: report.statusCode === 200 ? pdfText(report.rawPayload) : report.json<unknown>(),
      },
      what_if: { status: whatIf.statusCode, body: whatIf.json<unknown>() },
    };
  }
  await createTestAdmin(app);
  const headers = await signInHeaders(app);
  const list = await app.inject({ method: 'GET', url: '/api/mount_search_results?limit=100', headers });
  const csv = await app.inject({
    method: 'GET',
    url: '/api/mount_search_results',
    headers: { ...headers, accept: 'text/csv' },
  });
  answers['admin list'] = { status: list.statusCode, body: list.json<unknown>() };
  answers['admin export'] = { status: csv.statusCode, body: csv.body };
  return answers;
}
