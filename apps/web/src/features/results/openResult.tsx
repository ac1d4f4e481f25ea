import type { MountSearchResult } from '@nprm/contracts';
import { mockApi, renderPage } from '../../test/renderPage';
import { summit } from '../../test/publicFixtures';
import { whatIf } from './reportFixtures';
import { ResultsPage } from './ResultsPage';

/** Opens the results page of `result` on Summit's site, the API answering the result and its what-ifs (tests only). */
export function openResult(result: MountSearchResult): void {
  mockApi({
    'GET /api/resellers/init': { json: summit },
    [`GET /api/mount_search_results/token/${result.token}`]: { json: result },
    [`GET /api/mount_search_results/token/${result.token}/what_if`]: { json: whatIf },
  });
  renderPage(<ResultsPage />, `/results?t=${result.token}`);
}
