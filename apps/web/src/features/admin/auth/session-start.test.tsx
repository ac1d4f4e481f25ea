import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { mockApi, requestsTo } from '../../../test/renderPage';
import { readAuth } from '../../../lib/auth';
import { admin } from '../test/fixtures';
import { renderAdmin } from '../test/renderAdmin';

afterEach(() => vi.unstubAllGlobals());

// Alone in its file, so no earlier test has touched the api client: the very first request of a page load (the
// token validation) must already carry the stored record (L-07, L-08).
it('validates a stored record on a fresh page load with its headers and keeps the session', async () => {
  const fetchMock = mockApi({
    'GET /api/auth/validate_token': { json: { success: true, data: admin } },
    'GET /api/mounts': { json: [] },
  });
  renderAdmin('/admin/mounts', { validated: false });
  expect(await screen.findByText('Ada Admin')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/mounts'));
  const [validate] = requestsTo(fetchMock, 'GET /api/auth/validate_token');
  expect(validate?.init?.headers).toMatchObject({ 'access-token': 'token-1', client: 'client-1', uid: admin.uid });
  expect(readAuth()?.['access-token']).toBe('token-1');
});
