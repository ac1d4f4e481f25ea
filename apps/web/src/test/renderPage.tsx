import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { useLocation } from '../lib/navigation';
import { theme } from '../lib/theme';

/** One mocked API answer: a JSON body (status 200 unless given), text, or a status with an error body. */
export type MockAnswer =
  { status?: number; json: unknown } | { status?: number; text: string } | { status: number } | Promise<Response>;

export type MockRoute = (url: URL, init: RequestInit | undefined) => MockAnswer | undefined;

/**
 * Stubs fetch with `routes`: keys are "METHOD /path" (query ignored), values an answer or a function of the URL.
 * Unmatched requests fail the test loudly with a 599. Returns the mock, whose calls record every request.
 */
export function mockApi(routes: Record<string, MockAnswer | MockRoute>) {
  const fetchMock = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    const answer = typeof route === 'function' ? route(url, init) : route;
    if (answer === undefined) return new Response(JSON.stringify({ errors: [`unmocked ${key}`] }), { status: 599 });
    if (answer instanceof Promise) return answer;
    return toResponse(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function toResponse(answer: Exclude<MockAnswer, Promise<Response>>): Response {
  const status = answer.status ?? 200;
  if ('json' in answer)
    return new Response(JSON.stringify(answer.json), { status, headers: { 'content-type': 'application/json' } });
  if ('text' in answer) return new Response(answer.text, { status, headers: { 'content-type': 'text/plain' } });
  return new Response(JSON.stringify({ errors: status === 404 ? ['Not found'] : ['Internal server error'] }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The requests the mock saw, as URLs, for one "METHOD /path". */
export function requestsTo(
  fetchMock: ReturnType<typeof mockApi>,
  key: string,
): { url: URL; init: RequestInit | undefined }[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => `${init?.method ?? 'GET'} ${url.pathname}` === key);
}

/** Shows the current URL in the element with test id "location". */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** A query client for one test: no retries, so a failed call fails at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders `ui` inside the app's providers (theme, toasts, queries). */
export function renderWithProviders(ui: React.ReactElement, queryClient = testQueryClient()) {
  const view = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, queryClient };
}

/** Opens `path` in this document's history, in place of the current entry, as a freshly opened page. */
export function openAt(path: string): void {
  window.history.replaceState(null, '', path);
}

/** `element` at its path, a stand-in elsewhere (test id "elsewhere"). */
function PageAt({ path, children }: { path: string; children: React.ReactElement }) {
  const here = useLocation().pathname === path;
  return (
    <>
      <LocationProbe />
      {here ? children : <div data-testid="elsewhere" />}
    </>
  );
}

/**
 * Renders `element` at `path` inside the app's providers, with a stand-in for the pages it may navigate to; the
 * current URL is in the element with test id "location".
 */
export function renderPage(element: React.ReactElement, path = '/', routePath = path.split('?')[0] ?? '/') {
  openAt(path);
  return renderWithProviders(<PageAt path={routePath}>{element}</PageAt>);
}

/** Back (or Forward, `delta` 1) in this document's history; resolves when the page has the entry's location. */
export async function goThroughHistory(delta: -1 | 1): Promise<void> {
  const arrived = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  await act(async () => {
    window.history.go(delta);
    await arrived;
  });
}

/**
 * Clicks the text box named `name` and pastes `text` into it. For free text whose keys the test does not care about:
 * typed key by key, each key re-renders the whole calculator form (about 40 ms of CPU a key).
 */
export async function pasteInto(user: UserEvent, name: string, text: string): Promise<void> {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(text);
}

/** Opens the select (or autocomplete) labelled `label` and clicks the option named `option`. */
export async function chooseOption(user: UserEvent, label: string, option: string | RegExp): Promise<void> {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}
