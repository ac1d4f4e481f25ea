import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestsTo } from '../../../test/renderPage';
import { readAuth } from '../../../lib/auth';
import { admin, authHeaders, roofType } from '../test/fixtures';
import { renderAdmin } from '../test/renderAdmin';
import { DRAFT_RESTORED } from '../common/EntityFormLayout';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const location = () => screen.getByTestId('location').textContent;
const nameField = () => screen.getByRole('textbox', { name: /^Name/ });

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }),
  );
}

describe('a 401 during an admin edit keeps the draft (L-14)', () => {
  it('keeps the unsaved values, signs in, comes back to the same page and says they were restored', async () => {
    let revoked = true;
    const fetchMock = mockApi({
      'GET /api/roof_types/3': () => json(roofType(3, { name: 'Gravel' })),
      'PUT /api/roof_types/3': () =>
        revoked
          ? json({ errors: ['You need to sign in or sign up before continuing.'] }, 401)
          : json(roofType(3, { name: 'Gravel ballasted' })),
      'POST /api/auth/sign_in': () => {
        revoked = false;
        return json({ data: admin }, 200, authHeaders('fresh'));
      },
      'GET /api/roof_types': () => json([roofType(3, { name: 'Gravel ballasted' })]),
    });
    renderAdmin('/admin/roof-type/3');
    await screen.findByRole('heading', { name: 'Edit Roof Type' });
    const user = userEvent.setup({ delay: null });
    await user.clear(nameField());
    await user.type(nameField(), 'Gravel ballasted');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(readAuth()).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('nprm.admin.draft:/admin/roof-type/3') ?? '{}')).toMatchObject({
      name: 'Gravel ballasted',
    });

    await user.type(screen.getByLabelText(/Email/), admin.email);
    await user.type(screen.getByLabelText(/Password/), 'password-123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe('/admin/roof-type/3'));
    expect(await screen.findByText(DRAFT_RESTORED)).toBeInTheDocument();
    expect(nameField()).toHaveValue('Gravel ballasted');
    expect(sessionStorage.getItem('nprm.admin.draft:/admin/roof-type/3')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated Roof Type')).toBeInTheDocument();
    const saves = requestsTo(fetchMock, 'PUT /api/roof_types/3');
    expect(saves).toHaveLength(2);
    expect(JSON.parse(saves[1]?.init?.body as string)).toMatchObject({ name: 'Gravel ballasted' });
    expect(saves[1]?.init?.headers).toMatchObject({ 'access-token': 'fresh' });
  });

  it('sends someone else who signs in next to /admin, not to the page (and draft) the previous user left', async () => {
    const other = { ...admin, id: 2, email: 'bea@example.com', uid: 'bea@example.com', name: 'Bea' };
    mockApi({
      'GET /api/roof_types/3': () => json(roofType(3, { name: 'Gravel' })),
      'PUT /api/roof_types/3': () => json({ errors: ['You need to sign in or sign up before continuing.'] }, 401),
      'POST /api/auth/sign_in': () => json({ data: other }, 200, { ...authHeaders('bea'), uid: other.uid }),
      'GET /api/users/me': () => json({ ...other, role: 'administrator', reseller_id: null, deleted_at: null }),
      'GET /api/mounts': () => json([]),
    });
    renderAdmin('/admin/roof-type/3');
    await screen.findByRole('heading', { name: 'Edit Roof Type' });
    const user = userEvent.setup({ delay: null });
    await user.type(nameField(), ' ballasted');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(sessionStorage.getItem('nprm.admin.draft:/admin/roof-type/3')).not.toBeNull();

    await user.type(screen.getByLabelText(/Email/), other.email);
    await user.type(screen.getByLabelText(/Password/), 'password-123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe('/admin/mounts'));
    // The previous user's unsaved values are not left for anyone.
    expect(sessionStorage.getItem('nprm.admin.draft:/admin/roof-type/3')).toBeNull();
  });

  it('keeps nothing and goes to /admin after login when the form had no unsaved change', async () => {
    mockApi({
      'GET /api/roof_types/3': () => json({ errors: ['You need to sign in or sign up before continuing.'] }, 401),
      'POST /api/auth/sign_in': () => json({ data: admin }, 200, authHeaders('fresh')),
      'GET /api/mounts': () => json([]),
    });
    renderAdmin('/admin/roof-type/3');
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(sessionStorage.length).toBe(0);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/Email/), admin.email);
    await user.type(screen.getByLabelText(/Password/), 'password-123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe('/admin/mounts'));
    expect(screen.queryByText(DRAFT_RESTORED)).toBeNull();
  });
});
