import {
  CATALOGUE_IMPORT_MAX_BYTES,
  catalogueCsvFileName,
  type CatalogueCsvEntity,
  type CatalogueImportReport,
} from '@nprm/contracts';
import { api, ApiRequestError, apiResponse } from '../../../../lib/api';
import { API_PATHS } from '@nprm/contracts/paths';

/** GET /api/{antennas|mounts}/export.csv (docs/api.md, Catalogue CSV): the whole file and its name. */
export async function fetchCatalogueCsv(entity: CatalogueCsvEntity): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiResponse(API_PATHS.catalogueCsvExport(entity), { headers: { accept: 'text/csv' } });
  const blob = await response.blob();
  return { blob: new Blob([blob], { type: 'text/csv;charset=utf-8' }), fileName: catalogueCsvFileName(entity) };
}

/** docs/product.md, catalogue CSV: the file is over the import's limit (10 MB). */
export const FILE_TOO_LARGE = `The file is larger than ${CATALOGUE_IMPORT_MAX_BYTES / (1024 * 1024)} MB`;

/** What an import call answered: a report (200, or 422 with one), or only messages (413, a refused query, …). */
export interface ImportOutcome {
  report: CatalogueImportReport | null;
  /** File-level or call-level messages to show above the report. */
  messages: string[];
}

/**
 * POST /api/{antennas|mounts}/import[?dry_run=true] with the file as a text/csv body. A 422 keeps its report (refused
 * rows, file errors); a 413 says the file is too large; any other failure is thrown.
 */
export async function importCatalogueCsv(
  entity: CatalogueCsvEntity,
  file: Blob,
  dryRun: boolean,
): Promise<ImportOutcome> {
  if (file.size > CATALOGUE_IMPORT_MAX_BYTES) return { report: null, messages: [FILE_TOO_LARGE] };
  try {
    const report = await api<CatalogueImportReport>(API_PATHS.catalogueCsvImport(entity), {
      method: 'POST',
      raw: { body: file, contentType: 'text/csv' },
      query: dryRun ? { dry_run: true } : {},
    });
    return { report, messages: [] };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.status === 413) return { report: null, messages: [FILE_TOO_LARGE] };
    if (error.status !== 422) throw error;
    const report = (error.body as { report?: CatalogueImportReport } | undefined)?.report ?? null;
    if (report) return { report, messages: report.file_errors };
    return { report: null, messages: error.fullMessages.length > 0 ? error.fullMessages : [error.message] };
  }
}
