import './mantine.css';
import { useEffect, useMemo } from 'react';
import { PageLoader } from '../../components/PageLoader';
import { ApiRequestError } from '../../lib/api';
import { useReseller } from '../../lib/reseller';
import { useSavedResult } from '../../lib/savedResult';
import { NoResults } from './NoResults';
import { paramsMatchResult, readResultsRequest } from '../../lib/resultParams';
import { navigate, useSearchParams } from '../../lib/navigation';
import { paths } from '../../lib/paths';
import { ResultsReport } from './ResultsReport';
import { useBrowserValue } from '../../lib/browserValue';
import { browserLocation, resultHomeUrl } from './resultDomain';

/**
 * /results (docs/product.md, results): `?t=` loads the shared result; otherwise the full parameter set names a saved
 * result by its token, and the page shows it only when the parameters match it. Missing parameters, an empty mountId,
 * parameters that do not match and a token that names no result (a no-fit's too) show No Results, as the
 * specification has it; any other failure goes to /error. A result of another reseller leaves for its own domain
 * (R-56).
 */
export function ResultsPage() {
  const search = useSearchParams();
  const request = useMemo(() => readResultsRequest(search), [search]);
  const result = useSavedResult(request.kind === 'none' ? null : request.token);
  const reseller = useReseller();
  const notFound = result.error instanceof ApiRequestError && result.error.status === 404;
  const failed = (result.isError && !notFound) || reseller.isError;

  const shown =
    result.data &&
    (request.kind === 'token' || (request.kind === 'params' && paramsMatchResult(request.params, result.data)));
  // a result opened on another reseller's domain moves to its own. The page's origin is the browser's to know:
  // a page drawn on the server shows the result until the browser, taking it over, decides.
  const origin = useBrowserValue<string | null>(browserLocation.origin, null);
  const home = shown && reseller.data && origin !== null ? resultHomeUrl(result.data, reseller.data, origin) : null;

  useEffect(() => {
    if (failed) navigate(paths.error.href(), { replace: true });
  }, [failed]);
  useEffect(() => {
    if (home) browserLocation.replace(home);
  }, [home]);

  if (!reseller.data) return <PageLoader />;
  if (request.kind === 'none' || notFound) return <NoResults reseller={reseller.data} />;
  if (!result.data) return <PageLoader />;
  if (request.kind === 'params' && !paramsMatchResult(request.params, result.data))
    return <NoResults reseller={reseller.data} />;
  if (home) return <PageLoader />;
  return <ResultsReport result={result.data} reseller={reseller.data} />;
}
