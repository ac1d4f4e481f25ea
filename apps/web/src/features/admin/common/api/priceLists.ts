import {
  priceListCsvFileName,
  type PriceList,
  type PriceListImportReport,
  type PriceListUpdateInput,
} from '@nprm/contracts';
import { API_PATHS } from '@nprm/contracts/paths';
import { api, ApiRequestError, apiResponse } from '../../../../lib/api';

/** GET /api/resellers/{id}/price_list (the price list calls at /api/docs). */
export const fetchPriceList = (resellerId: number) => api<PriceList>(API_PATHS.priceList(resellerId));

/** PUT /api/resellers/{id}/price_list: the list as saved. */
export const savePriceList = (resellerId: number, body: PriceListUpdateInput) =>
  api<PriceList>(API_PATHS.priceList(resellerId), { method: 'PUT', body });

/** GET /api/resellers/{id}/price_list.csv: the whole file and its name. */
export async function fetchPriceListCsv(resellerId: number): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiResponse(API_PATHS.priceListCsv(resellerId), { headers: { accept: 'text/csv' } });
  const blob = await response.blob();
  return { blob: new Blob([blob], { type: 'text/csv;charset=utf-8' }), fileName: priceListCsvFileName(resellerId) };
}

/** What an import answered: its report (200, or 422 with one) or only messages. */
export interface PriceListImportOutcome {
  report: PriceListImportReport | null;
  messages: string[];
}

/** POST /api/resellers/{id}/price_list/import[?dry_run=true] with the file as text/csv. */
export async function importPriceListCsv(
  resellerId: number,
  file: Blob,
  dryRun: boolean,
): Promise<PriceListImportOutcome> {
  try {
    const report = await api<PriceListImportReport>(API_PATHS.priceListImport(resellerId), {
      method: 'POST',
      raw: { body: file, contentType: 'text/csv' },
      query: dryRun ? { dry_run: true } : {},
    });
    return { report, messages: [] };
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 422) throw error;
    const report = (error.body as { report?: PriceListImportReport } | undefined)?.report ?? null;
    return { report, messages: error.fullMessages.length > 0 ? error.fullMessages : [error.message] };
  }
}
