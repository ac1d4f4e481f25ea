import { ApiRequestError } from './api';

/**
 * Why a search found no mount: the 404 of POST /api/mount_search_results carries `no_fit` (docs/api.md, "Mount
 * search"), and the calculator hands it to No Results in the history entry's state (never in the URL).
 */
export interface NoFit {
  reason: string;
  message: string;
}

export interface NoResultsState {
  noFit: NoFit | null;
  /** The stored search's token (the 404 names it): an engineer review or a quote request takes it. */
  token: string | null;
  /** The form's history entry, whose values the calculator remembered ("Edit these inputs" brings them back). */
  formEntry: string | null;
}

/** The history state for /results after a search from the form entry `formEntry` that found no mount. */
export function noResultsState(error: ApiRequestError, formEntry: string | null = null): NoResultsState {
  const body = error.body as { no_fit?: unknown; token?: unknown } | undefined;
  const token = typeof body?.token === 'string' && body.token !== '' ? body.token : null;
  return { noFit: isNoFit(body?.no_fit) ? body.no_fit : null, token, formEntry };
}

/** The no-fit search's token a history entry carries, if any. */
export function noFitTokenFromState(state: unknown): string | null {
  const token = (state as Partial<NoResultsState> | null | undefined)?.token;
  return typeof token === 'string' && token !== '' ? token : null;
}

/** The form entry a No Results history entry came from, if any. */
export function formEntryFromState(state: unknown): string | null {
  const entry = (state as Partial<NoResultsState> | null | undefined)?.formEntry;
  return typeof entry === 'string' && entry !== '' ? entry : null;
}

/** The history state that opens the calculator filled with what form entry `formEntry` was left with. */
export interface EditInputsState {
  editEntry: string;
}

/** The form entry whose values the calculator should start from, if the navigation asked for one. */
export function editEntryFromState(state: unknown): string | null {
  const entry = (state as Partial<EditInputsState> | null | undefined)?.editEntry;
  return typeof entry === 'string' && entry !== '' ? entry : null;
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
