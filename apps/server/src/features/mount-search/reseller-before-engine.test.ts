import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  antennaId,
  northwind,
  request,
  storedSearches,
  summit,
  t,
  useSeededSearchApp,
} from '../../test/mount-search.js';
import { runSelection } from './engine-adapter.js';

// The engine as the service calls it, counted: the reseller check must refuse before any of its work.
vi.mock('./engine-adapter.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./engine-adapter.js')>();
  return { ...original, runSelection: vi.fn(original.runSelection) };
});

useSeededSearchApp();

const searchFrom = (host: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/mount_search_results', payload: body, headers: { host } });

describe('POST /api/mount_search_results: the reseller is checked before the engine runs', () => {
  beforeEach(() => {
    vi.mocked(runSelection).mockClear();
  });

  it('refuses another site’s reseller_id with the 422 before any engine work, and stores nothing', async () => {
    const before = await storedSearches();
    const response = await searchFrom('localhost', request({ reseller_id: northwind, antenna: antennaId.ptp }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: { reseller_id: ['does not match this site'] },
      full_messages: ['Reseller Id does not match this site'],
    });
    expect(runSelection).not.toHaveBeenCalled();
    expect(await storedSearches()).toBe(before);
  });

  it('runs the engine once for the site’s own reseller', async () => {
    const response = await searchFrom('localhost', request({ reseller_id: summit, antenna: antennaId.ptp }));
    expect(response.statusCode).toBe(201);
    expect(runSelection).toHaveBeenCalledTimes(1);
  });
});
