/**
 * The catalogue files (the catalogue CSV calls at /api/docs): the export, and the import that checks every row first
 * and then writes all of them in one transaction, or none.
 */
import {
  CATALOGUE_IMPORT_STATUSES,
  CSV_LIST_SEPARATOR,
  type CatalogueImportReport,
  type CatalogueImportRow,
} from '@nprm/contracts';
import { csvRows, type Cell } from '../../csv.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../db/history-rows.js';
import { isUniqueViolation } from '../../db/records.js';
import { ApiError } from '../../errors.js';
import type { CsvEntity } from './catalogue-csv.entities.js';
import { readCsvFile } from './catalogue-csv.file.js';
import { planImport } from './catalogue-csv.plan.js';
import { readCsvRecords, writeCsvRecords } from './catalogue-csv.repository.js';

/** Every record of the entity, inactive ones included, as CSV text with its header. */
export async function exportCatalogue(db: Db, entity: CsvEntity): Promise<string> {
  const records = await readCsvRecords(db, entity);
  const rows = records.map((record) => {
    const cells: Record<string, Cell> = {
      id: record.id,
      ...(record.fields as Record<string, Cell>),
      lock_version: record.lockVersion,
    };
    cells[entity.linkColumn] = record.links.join(CSV_LIST_SEPARATOR);
    if (entity.images) cells[entity.images.column] = record.images.join(CSV_LIST_SEPARATOR);
    return entity.columns.map((column) => cells[column] ?? null);
  });
  return csvRows([[...entity.columns], ...rows]);
}

function report(
  entity: CsvEntity,
  dryRun: boolean,
  fileErrors: string[],
  rows: CatalogueImportRow[],
): CatalogueImportReport {
  const counts = Object.fromEntries(
    CATALOGUE_IMPORT_STATUSES.map((status) => [status, 0]),
  ) as CatalogueImportReport['counts'];
  for (const row of rows) counts[row.status]++;
  return { entity: entity.entity, dry_run: dryRun, applied: false, counts, file_errors: fileErrors, rows };
}

const CHANGED_DURING_IMPORT = 'the record was changed while the file was imported; run the import again';

/** The most messages the 422's full_messages lists; the report holds them all. */
const MESSAGES_SHOWN = 50;

/** 422 with the report: the file's errors and each refused row's messages, line first, as full messages. */
function refusal(result: CatalogueImportReport): ApiError {
  const messages = [
    ...result.file_errors,
    ...result.rows
      .filter((row) => row.status === 'refused')
      .flatMap((row) => row.messages.map((message) => `Line ${row.line}: ${message}`)),
  ];
  const shown =
    messages.length > MESSAGES_SHOWN
      ? [...messages.slice(0, MESSAGES_SHOWN), `and ${messages.length - MESSAGES_SHOWN} more`]
      : messages;
  return new ApiError(422, { errors: { base: shown }, full_messages: shown, report: result });
}

const isRefused = (result: CatalogueImportReport) => result.file_errors.length > 0 || result.counts.refused > 0;

/**
 * Checks the file and, unless `dryRun`, applies it: created and updated rows written with their history entries
 * in one transaction. Answers the report; a bad file or any refused row is a 422 with the report and changes
 * nothing.
 */
export async function importCatalogue(
  db: Db,
  entity: CsvEntity,
  body: unknown,
  options: { dryRun: boolean; actor: Actor },
): Promise<CatalogueImportReport> {
  const file = readCsvFile(body, entity.columns);
  if (file.fileErrors.length > 0) throw refusal(report(entity, options.dryRun, file.fileErrors, []));
  if (options.dryRun) {
    const checked = report(entity, true, [], (await planImport(db, entity, file.rows)).rows);
    if (isRefused(checked)) throw refusal(checked);
    return checked;
  }
  try {
    return await db.transaction(async (tx) => {
      // Checked again inside the transaction: what is written is what was checked.
      const plan = await planImport(tx, entity, file.rows);
      const checked = report(entity, false, [], plan.rows);
      if (isRefused(checked)) throw refusal(checked);
      const written = await writeCsvRecords(tx, entity, plan.writes, options.actor);
      if ('changedLine' in written) {
        throw new ApiError(409, { errors: [`Line ${written.changedLine}: ${CHANGED_DURING_IMPORT}`] });
      }
      const { ids } = written;
      plan.writes.forEach((write, index) => (plan.rows[write.rowIndex]!.id = ids[index]!));
      return { ...checked, applied: true };
    });
  } catch (error) {
    // Two rows exchanging a part number (or make and model) collide while the rows are written one by one.
    if (isUniqueViolation(error))
      throw refusal(
        report(entity, false, [`Rows exchange a unique ${entity.uniqueColumn}: change them in two imports`], []),
      );
    throw error;
  }
}
