import { ApiRequestError } from './api';

/**
 * Why a search found no mount: the 404 of POST /api/mount_search_results carries `no_fit` (docs/api.md, Mount
 * search), and the calculator hands it to No Results in the history entry's state (never in the URL).
 */
export interface NoFit {
  reason: string;
  message: string;
}

export interface NoResultsState {
  noFit: NoFit | null;
}

/** The history state for /results after a search that found no mount. */
export function noResultsState(error: ApiRequestError): NoResultsState {
  const noFit = (error.body as { no_fit?: unknown } | undefined)?.no_fit;
  return { noFit: isNoFit(noFit) ? noFit : null };
}

/** The reason a history entry carries, if any. */
export function noFitFromState(state: unknown): NoFit | null {
  const noFit = (state as Partial<NoResultsState> | null | undefined)?.noFit;
  return isNoFit(noFit) ? noFit : null;
}

function isNoFit(value: unknown): value is NoFit {
  const candidate = value as Partial<NoFit> | null | undefined;
  return (
    typeof candidate?.message === 'string' && candidate.message.trim() !== '' && typeof candidate.reason === 'string'
  );
}
