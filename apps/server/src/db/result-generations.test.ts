import { readFileSync } from 'node:fs';
import { parse as parseCsv } from 'csv-parse/sync';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { printedFigure } from '@nprm/calc';
import { buildApp } from '../app.js';
import { createUnmigratedPglite, testConfig } from '../test/helpers.js';
import { migrationsUpTo } from '../test/migrations.js';
import { readBack, restoreTables, type ResultGenerationsFixture } from '../test/result-generations.js';
import { migrateDatabase } from './client.js';

const read = (name: string) => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
const fixture = read('result-generations.json') as ResultGenerationsFixture;
const answers = read('result-generations.answers.json') as Record<string, unknown>;

type Body = Record<string, unknown>;
interface Answer {
  result: { status: number; body: unknown };
  report: { status: number; text: unknown };
}

/** The lines of a report's text but its block layout page's (pages end in a form feed) and blank lines, spaced alike. */
function printedLines(text: string): string[] {
  return (
    text
      .split('\f')
      .filter((page) => !page.trimStart().startsWith('Block layout') && !/\n\s*Block layout\b/.test(page.slice(0, 400)))
      .flatMap((page) => page.split('\n'))
      // A row added may move a line to a continued page, whose labels align at another column.
      .map((line) => line.trim().replace(/\s+/g, ' '))
      .filter((line) => line !== '')
  );
}

/**
 * Later code may add rows to the report (the roof structure's check), which can move lines to a continued page,
 * and redraws the block layout page (the ballast plan to scale); every other line printed then is still printed.
 * The page furniture (page numbers, the continued page's head) is left out.
 */
function expectStillPrinted(now: string, then: string): void {
  const furniture = (line: string) => /Page \d+ of \d+$/.test(line) || line.includes('(continued)');
  const left = printedLines(now).filter((line) => !furniture(line));
  const missing = printedLines(then)
    .filter((line) => !furniture(line))
    .filter((line) => {
      const found = left.indexOf(line);
      if (found === -1) return true;
      left.splice(found, 1);
      return false;
    });
  expect(missing).toEqual([]);
}

/** Stored before sources were kept, μ's row of the text now says so; the rest of the text is as it was. */
function withoutFrictionSource(text: { status: number; body: string }): { status: number; body: string } {
  return { ...text, body: text.body.replace(/^( {2}μ .*); Source not given( \[[^\]\n]*\].*)$/gm, '$1$2') };
}

/** The what-if now repeats the roof's allowable load: none was given to an older search. */
function withoutRoofAllowable(whatIf: { status: number; body: Body }): { status: number; body: Body } {
  if (whatIf.status !== 200) return whatIf;
  const { roof_allowable_load, ...body } = whatIf.body;
  expect(roof_allowable_load).toBeNull();
  return { ...whatIf, body };
}

/**
 * The admin list and its CSV now end with the optional roof inputs and the lead's next step (the list also with the
 * lead's version): none given to an older search, its lead never saved.
 */
function withoutRoofInputs(list: { status: number; body: Body[] }): { status: number; body: Body[] } {
  return {
    ...list,
    body: list.body.map(
      ({ roof_allowable_load, roof_edge_distance, lead_next_step, lead_next_step_due, lead_lock_version, ...row }) => {
        expect([roof_allowable_load, roof_edge_distance, lead_next_step, lead_next_step_due]).toEqual([
          null,
          null,
          null,
          null,
        ]);
        expect(lead_lock_version).toBe(0);
        return row;
      },
    ),
  };
}
function csvWithoutRoofInputs(csv: { status: number; body: string }): string[][] {
  const [header, ...rows]: string[][] = parseCsv(csv.body, { bom: true });
  expect(header!.slice(-4)).toEqual([
    'roof_allowable_load',
    'roof_edge_distance',
    'lead_next_step',
    'lead_next_step_due',
  ]);
  for (const row of rows) expect(row.slice(-4)).toEqual(['', '', '', '']);
  return [header!, ...rows].map((row) => row.slice(0, -4));
}

/**
 * Stored with one antenna, a result now lists it with its figures, read from its sheet's rows by the migration
 * (the moment F_a·y_a to 7 significant digits); a result stored without a sheet lists none.
 */
function oneAntennaLine(result: Body): unknown[] {
  const steps = result['calculation_steps'] as { symbol: string; value: number }[];
  if (steps.length === 0) return [];
  const row = (symbol: string) => steps.find((step) => step.symbol === symbol)!.value;
  const antenna = result['antenna'] as { id: number; make: string; model: string };
  return [
    {
      ...antenna,
      additional_height_to_centerline: row('Δa'),
      height: row('z_a'),
      kz: row('K_z,a'),
      qz: row('q_z,a'),
      epa: row('A_a'),
      force: row('F_a'),
      lever_arm: row('y_a'),
      moment: printedFigure(row('F_a') * row('y_a')),
      weight: row('W_a'),
    },
  ];
}

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
        for (const token of tokens) {
          const answer = answers[token] as Answer;
          const { result, report, text, what_if, ...rest } = now[token] as Answer & {
            text: { status: number; body: string };
            what_if: { status: number; body: Body };
          };
          const { roof_allowable_load, roof_edge_distance, roof_check, antennas, ...then } = (result.body ??
            {}) as Body;
          if (result.status === 200) {
            // Stored before the roof inputs: neither given, the roof structure and the setback not checked.
            expect([roof_allowable_load, roof_edge_distance]).toEqual([null, null]);
            expect(roof_check).toMatchObject({ roof_utilisation: null, edge_setback_met: null });
            expect(antennas, `${generation}: ${token}`).toEqual(oneAntennaLine(then));
          }
          const { result: resultThen, report: reportThen, ...restThen } = answer;
          expect(
            {
              ...rest,
              text: withoutFrictionSource(text),
              what_if: withoutRoofAllowable(what_if),
              result: { ...result, body: then },
            },
            `${generation}: ${token}`,
          ).toEqual({
            ...restThen,
            result: resultThen,
          });
          expect(report.status).toBe(reportThen.status);
          if (report.status === 200) expectStillPrinted(report.text as string, reportThen.text as string);
          else expect(report.text).toEqual(reportThen.text);
        }
      }
      expect(withoutRoofInputs(now['admin list'] as { status: number; body: Body[] })).toEqual(answers['admin list']);
      const exported = answers['admin export'] as { status: number; body: string };
      expect(csvWithoutRoofInputs(now['admin export'] as typeof exported)).toEqual(
        parseCsv(exported.body, { bom: true }),
      );
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});
