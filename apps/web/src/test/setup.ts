import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure, getConfig } from '@testing-library/react';
import * as React from 'react';
import { afterAll, afterEach, vi } from 'vitest';

// Waits for what the page shows next allow five seconds, not one: the machine running the tests may be busy, and a
// failing wait only costs its own test the time.
configure({ asyncUtilTimeout: 5000 });

// A query that finds nothing prints the whole document in its error. waitFor and findBy* run their query on every
// change and every 50 ms until it succeeds, with Testing Library's "expensive diagnostics" off, and keep only the last
// error, which they pass through getElementError again when they give up: the document is printed then, once, not
// at every try (the prints were a few percent of this project's CPU). Testing Library's own function is kept on ours,
// as this file runs again for each test file in the same worker.
type GetElementError = ReturnType<typeof getConfig>['getElementError'];
const configured: GetElementError & { printDocument?: GetElementError } = getConfig().getElementError;
const printDocument = configured.printDocument ?? configured;
configure({
  getElementError: Object.assign(
    (message: string | null, container: Element) => {
      if (!(getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics)
        return printDocument(message, container);
      const error = new Error(message ?? '');
      error.name = 'TestingLibraryElementError';
      return error;
    },
    { printDocument },
  ),
});

// A file that runs as the server does (`@vitest-environment node`: server.test.tsx) has no document or window.
const inBrowser = typeof window !== 'undefined';

afterEach(() => {
  cleanup();
  if (!inBrowser) return;
  // The calculator remembers forms in session storage, the admin its sign-in in local storage: every test starts
  // without them.
  window.sessionStorage.clear();
  window.localStorage.clear();
});

// The web project's files share one worker, one document and one module registry (isolate: false in
// vitest.config.ts: a fresh document and module graph per file cost most of the project's CPU). Each file leaves the
// next one what a fresh page would have: real timers and globals, no spies or toasts, the first address, and modules that load
// again (the page-lifetime state some keep: the auth hooks, each list's last query).
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  notifications.clean();
  if (inBrowser) window.history.replaceState(null, '', '/');
  vi.resetModules();
});

// Browser APIs Mantine calls, stubbed so every test sees the same page: no media query matches, nothing is observed.
if (inBrowser) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  class IntersectionObserverStub {
    root = null;
    rootMargin = '';
    thresholds = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.ResizeObserver = ResizeObserverStub;
  window.IntersectionObserver = IntersectionObserverStub as unknown as typeof IntersectionObserver;
  window.HTMLElement.prototype.scrollIntoView = vi.fn();
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element, pseudo?: string | null) => getComputedStyle(element, pseudo);
}

// React's development build captures a stack (`new Error()`) for each of the first 10,000 elements of every render, to
// show which component created which in its warnings and DevTools ("owner stacks"). The tests read none of them, and
// the capture was about a tenth of this project's CPU (80 s against 72 s of user time, measured over the whole web
// project): the counter it checks is pinned past the limit, so every element takes the shared "unknown owner" stack.
const reactInternals = (React as unknown as Record<string, Record<string, unknown> | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.MAX_SAFE_INTEGER,
    set: () => {},
  });
}
