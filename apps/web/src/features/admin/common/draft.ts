import { paths } from '../../../lib/paths';

/**
 * docs/product.md L-14: a 401 during an admin edit keeps the form's unsaved values in session storage, keyed by the
 * page, and the page to come back to; after login the admin returns there and the form takes the values back.
 */
const DRAFT_PREFIX = 'nprm.admin.draft:';
const RETURN_KEY = 'nprm.admin.return-to';

/** Writes the open form's draft; answers the page it was kept for, or null when there was nothing to keep. */
type Keeper = () => string | null;
let keeper: Keeper | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Names the function that writes the open form's draft when the session ends. One form is open at a time; returns
 * the function that removes it again.
 */
export function keepDraftOnSessionEnd(keep: Keeper): () => void {
  keeper = keep;
  return () => {
    if (keeper === keep) keeper = null;
  };
}

/**
 * The session ended (a 401): the open form keeps its draft, and its page is remembered with who was signed out, so
 * only that person comes back to it (otherwise the next person to sign in lands on the previous user's page).
 */
export function keepDraftForSignIn(uid: string | null): void {
  const page = keeper?.() ?? null;
  if (page && uid) storage()?.setItem(RETURN_KEY, JSON.stringify({ page, uid }));
}

export function writeDraft(page: string, values: unknown): void {
  storage()?.setItem(DRAFT_PREFIX + page, JSON.stringify(values));
}

/** The page's kept draft, if any. */
export function readDraft<V>(page: string): V | null {
  const raw = storage()?.getItem(DRAFT_PREFIX + page) ?? null;
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' ? (value as V) : null;
  } catch {
    return null;
  }
}

export function clearDraft(page: string): void {
  storage()?.removeItem(DRAFT_PREFIX + page);
}

/** The stored return entry, when it is one: a page and the uid it was kept for. */
function readReturn(raw: string | null): { page: string; uid: string } | null {
  try {
    const value = raw === null ? null : (JSON.parse(raw) as { page?: unknown; uid?: unknown } | null);
    return typeof value?.page === 'string' && typeof value.uid === 'string'
      ? { page: value.page, uid: value.uid }
      : null;
  } catch {
    return null;
  }
}

/**
 * The admin page a draft was kept on (only an /admin page other than the login), removed as it is read, when the
 * one signing in (`uid`) is the one who was signed out; someone else gets no page and the draft is dropped.
 */
export function takeReturnPage(uid: string): string | null {
  const store = storage();
  const entry = readReturn(store?.getItem(RETURN_KEY) ?? null);
  store?.removeItem(RETURN_KEY);
  if (!entry) return null;
  if (entry.uid !== uid) {
    clearDraft(entry.page);
    return null;
  }
  const { page } = entry;
  const login = paths.admin.login.href();
  if (!page.startsWith('/admin/') || page.startsWith(login) || page.startsWith('//')) return null;
  return page;
}
