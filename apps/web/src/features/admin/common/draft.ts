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

/** The session ended (a 401): the open form keeps its draft, and its page is remembered when it did. */
export function keepDraftForSignIn(): void {
  const page = keeper?.() ?? null;
  if (page) storage()?.setItem(RETURN_KEY, page);
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

/** The admin page a draft was kept on (only an /admin page other than the login), removed as it is read. */
export function takeReturnPage(): string | null {
  const store = storage();
  const page = store?.getItem(RETURN_KEY) ?? null;
  store?.removeItem(RETURN_KEY);
  const login = paths.admin.login.href();
  if (!page || !page.startsWith('/admin/') || page.startsWith(login) || page.startsWith('//')) return null;
  return page;
}
