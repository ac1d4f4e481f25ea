/**
 * Thrown for every non-OK answer. It carries the status and its status text (docs/product.md, error messages); the
 * message is the server's first error when it sent one, else the status text. 422 bodies also carry field errors
 * and full messages. `serverMessage` is the server's own first message, absent when it sent none.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly fullMessages: string[] = [],
    readonly serverMessage?: string,
    /** The parsed JSON body of the answer, when it had one. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** What to say of a failed call: the server's own message (a 404, 429 or 503 carries one), else `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.serverMessage ?? error.message;
  return fallback;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** A body sent as is under its own content type (a CSV file), in place of `body`. */
  raw?: { body: Blob | string; contentType: string };
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sent past the hooks: no session headers, and the answer is not taken as the session's (the sign-in). */
  withoutHooks?: boolean;
}

/** Hooks the admin auth layer installs: extra request headers, and what to do with answers (new token, 401). */
export interface ApiHooks {
  requestHeaders(): Record<string, string>;
  onResponse(response: Response): void;
}

const NO_HOOKS: ApiHooks = { requestHeaders: () => ({}), onResponse: () => undefined };
let hooks = NO_HOOKS;

export function setApiHooks(next: ApiHooks): void {
  hooks = next;
}

/**
 * How a request leaves: the browser's fetch, or, when the server draws a page (server.tsx), the server's own routes
 * answering in process for the page request being drawn.
 */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Sends one request to the API and returns the raw Response when OK; throws ApiRequestError otherwise. */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const used = options.withoutHooks ? NO_HOOKS : hooks;
  // No Accept header: the API answers JSON whatever it says, and a preloaded answer (the page's Link hints) serves
  // only a request with no header the preload lacked.
  const headers: Record<string, string> = { ...used.requestHeaders(), ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const init: RequestInit = { method: options.method ?? 'GET', headers };
  if (options.body !== undefined) init.body = JSON.stringify(options.body);
  if (options.raw) {
    headers['content-type'] = options.raw.contentType;
    init.body = options.raw.body;
  }
  if (options.signal) init.signal = options.signal;
  const response = await transport(buildUrl(path, options.query), init);
  used.onResponse(response);
  if (!response.ok) throw await toError(response);
  return response;
}

/** JSON request → parsed JSON answer. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiResponse(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

async function toError(response: Response): Promise<ApiRequestError> {
  const statusText = response.statusText || `Request failed (${response.status})`;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const errors = (body as { errors?: unknown } | undefined)?.errors;
  const full = errors && typeof errors === 'object' ? (body as { full_messages?: unknown }).full_messages : undefined;
  const fullMessages = Array.isArray(full) ? full.filter((m): m is string => typeof m === 'string') : [];
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
    const fieldErrors = errors as Record<string, string[]>;
    const message = fullMessages.join(', ') || statusText;
    return new ApiRequestError(response.status, statusText, message, fieldErrors, fullMessages, fullMessages[0], body);
  }
  const first = Array.isArray(errors) && typeof errors[0] === 'string' ? errors[0] : undefined;
  const serverMessage = first?.trim() ? first : fullMessages[0];
  return new ApiRequestError(response.status, statusText, first ?? statusText, {}, [], serverMessage, body);
}
