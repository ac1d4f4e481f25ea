import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestsTo } from '../../../test/renderPage';
import { AUTH_STORAGE_KEY, readAuth } from '../../../lib/auth';
import { admin, authHeaders } from '../test/fixtures';
import { renderAdmin } from '../test/renderAdmin';

afterEach(() => vi.unstubAllGlobals());

const location = () => screen.getByTestId('location').textContent;

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/Email/), email);
  if (password) await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('/admin/login', () => {
  it('shows "Admin Login" with email and password fields and a Login button (L-01..L-03)', async () => {
    mockApi({});
    renderAdmin('/admin/login', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('requires both email and password before calling the server, in sentence case (V-53, V-54)', async () => {
    const fetchMock = mockApi({});
    renderAdmin('/admin/login', { signedIn: false });
    await screen.findByRole('heading', { name: 'Admin Login' });
    await logIn('admin@example.com', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email and password are both required.');
    await userEvent.setup().clear(screen.getByLabelText(/Email/));
    await logIn('', 'secret');
    expect(screen.getByRole('alert')).toHaveTextContent('Email and password are both required.');
    expect(requestsTo(fetchMock, 'POST /api/auth/sign_in')).toHaveLength(0);
  });

  it('shows the first server error of a failed login (X-14, O-13)', async () => {
    mockApi({
      'POST /api/auth/sign_in': {
        status: 401,
        json: { success: false, errors: ['Invalid login credentials. Please try again.', 'second'] },
      },
    });
    renderAdmin('/admin/login', { signedIn: false });
    await screen.findByRole('heading', { name: 'Admin Login' });
    await logIn('admin@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials. Please try again.');
    expect(location()).toBe('/admin/login');
    expect(readAuth()).toBeNull();
  });

  it('shows "Something went wrong while logging in" when the failure carries no server error (X-15)', async () => {
    mockApi({ 'POST /api/auth/sign_in': { status: 502, text: '<html>Bad gateway</html>' } });
    renderAdmin('/admin/login', { signedIn: false });
    await screen.findByRole('heading', { name: 'Admin Login' });
    await logIn('admin@example.com', 'password-123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while logging in');
  });

  it('signs in, keeps the auth record and lands on /admin → /admin/mounts with the user named (L-04..L-06, A-04, A-09)', async () => {
    const issued = authHeaders('fresh');
    const fetchMock = mockApi({
      'POST /api/auth/sign_in': () =>
        Promise.resolve(
          new Response(JSON.stringify({ data: admin }), {
            status: 200,
            headers: { 'content-type': 'application/json', ...issued },
          }),
        ),
      'GET /api/mounts': { json: [] },
    });
    renderAdmin('/admin/login', { signedIn: false });
    await screen.findByRole('heading', { name: 'Admin Login' });
    await logIn('admin@example.com', 'password-123456');
    await waitFor(() => expect(location()).toBe('/admin/mounts'));
    const [signIn] = requestsTo(fetchMock, 'POST /api/auth/sign_in');
    expect(JSON.parse(signIn?.init?.body as string)).toEqual({
      email: 'admin@example.com',
      password: 'password-123456',
    });
    expect(readAuth()).toEqual(issued);
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}')['access-token']).toBe('fresh');
    expect(await screen.findByText('Ada Admin')).toBeInTheDocument();
    const [list] = requestsTo(fetchMock, 'GET /api/mounts');
    expect(list?.init?.headers).toMatchObject({
      'access-token': 'fresh',
      client: 'client-1',
      uid: admin.uid,
      'token-type': 'Bearer',
    });
  });
});

describe('admin routing and session', () => {
  it('sends visitors without an auth record to /admin/login (A-02, P-17)', async () => {
    mockApi({});
    renderAdmin('/admin/mounts', { signedIn: false });
    await waitFor(() => expect(location()).toBe('/admin/login'));
  });

  it('redirects unknown admin paths to /admin/mounts (A-03)', async () => {
    mockApi({ 'GET /api/mounts': { json: [] } });
    renderAdmin('/admin/no/such/page');
    await waitFor(() => expect(location()).toBe('/admin/mounts'));
  });

  it('validates a stored token on load and clears it when validation fails (L-11, C-03)', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/validate_token': { status: 401, json: { success: false, errors: ['Invalid login credentials'] } },
    });
    renderAdmin('/admin/antennas', { validated: false });
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(readAuth()).toBeNull();
    const [validate] = requestsTo(fetchMock, 'GET /api/auth/validate_token');
    expect(validate?.init?.headers).toMatchObject({ 'access-token': 'token-1', client: 'client-1', uid: admin.uid });
  });

  it('shows the validated user name in the header with the tabs (A-05..A-09)', async () => {
    mockApi({ 'GET /api/mounts': { json: [] }, 'GET /api/antennas': { json: [] }, 'GET /api/resellers': { json: [] } });
    renderAdmin('/admin/mounts');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Mounts' })).toHaveAttribute('href', '/admin/mounts');
    expect(within(nav).getByRole('link', { name: 'Antennas' })).toHaveAttribute('href', '/admin/antennas');
    expect(within(nav).getByRole('link', { name: 'Searches' })).toHaveAttribute('href', '/admin/searches');
    expect(within(nav).getByRole('link', { name: 'Resellers' })).toHaveAttribute('href', '/admin/resellers');
    expect(within(nav).getByRole('link', { name: 'Roof Types' })).toHaveAttribute('href', '/admin/roof-types');
    expect(screen.getByText('Ada Admin')).toBeInTheDocument();
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Antennas' }));
    await waitFor(() => expect(location()).toBe('/admin/antennas'));
  });

  it('a 401 from any call clears the record and goes to /admin/login (X-01, X-02)', async () => {
    mockApi({
      'GET /api/mounts': { status: 401, json: { errors: ['You need to sign in or sign up before continuing.'] } },
    });
    renderAdmin('/admin/mounts');
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(readAuth()).toBeNull();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('Logout calls sign_out and clears the record (A-10, L-12)', async () => {
    const fetchMock = mockApi({
      'GET /api/mounts': { json: [] },
      'DELETE /api/auth/sign_out': { json: { success: true } },
    });
    renderAdmin('/admin/mounts');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(readAuth()).toBeNull();
    expect(requestsTo(fetchMock, 'DELETE /api/auth/sign_out')[0]?.init?.headers).toMatchObject({
      'access-token': 'token-1',
    });
  });

  it('Logout clears the record even when sign_out fails (L-13, C-04)', async () => {
    mockApi({
      'GET /api/mounts': { json: [] },
      'DELETE /api/auth/sign_out': {
        status: 404,
        json: { success: false, errors: ['User was not found or was not logged in.'] },
      },
    });
    renderAdmin('/admin/mounts');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(readAuth()).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });
});
