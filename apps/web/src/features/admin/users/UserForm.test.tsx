import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@nprm/contracts';
import { chooseOption, mockApi, requestsTo } from '../../../test/renderPage';
import { adminMe, reseller } from '../test/fixtures';
import { renderAdmin } from '../test/renderAdmin';

afterEach(() => vi.unstubAllGlobals());

function user(id: number, overrides: Partial<User> = {}): User {
  return {
    id,
    email: `user${id}@example.com`,
    name: `User ${id}`,
    role: 'administrator',
    reseller_id: null,
    deleted_at: null,
    lock_version: 0,
    ...overrides,
  };
}

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, route: string) =>
  JSON.parse(requestsTo(fetchMock, route)[0]?.init?.body as string) as Record<string, unknown>;

describe('the Users form saves (it once stopped at "Role must be administrator or reseller_user")', () => {
  it('creates a reseller user with the role and reseller picked by mouse', async () => {
    const fetchMock = mockApi({
      'GET /api/resellers': { json: [reseller(2, { name: 'Northwind' }), reseller(3, { name: 'Southwind' })] },
      'POST /api/users': { status: 201, json: user(9, { role: 'reseller_user', reseller_id: 3 }) },
      'GET /api/users': { json: [] },
    });
    renderAdmin('/admin/user/new');
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('textbox', { name: /^Name/ }));
    await u.paste('Rita Reseller');
    await u.click(screen.getByRole('textbox', { name: /^Email/ }));
    await u.paste('rita@example.com');
    await chooseOption(u, 'Role', 'Reseller User');
    await chooseOption(u, 'Reseller', 'Southwind');
    await u.click(screen.getByLabelText(/^Password/));
    await u.paste('a-long-and-unusual-passphrase-91');
    await u.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Created User')).toBeInTheDocument();
    expect(screen.queryByText(/Role must be/)).toBeNull();
    expect(bodyOf(fetchMock, 'POST /api/users')).toEqual({
      name: 'Rita Reseller',
      email: 'rita@example.com',
      role: 'reseller_user',
      reseller_id: 3,
      password: 'a-long-and-unusual-passphrase-91',
    });
  });

  it('creates an administrator with the role chosen by keyboard, sending no reseller', async () => {
    const fetchMock = mockApi({
      'GET /api/resellers': { json: [reseller(2)] },
      'POST /api/users': { status: 201, json: user(10) },
      'GET /api/users': { json: [] },
    });
    renderAdmin('/admin/user/new');
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('textbox', { name: /^Name/ }));
    await u.paste('Ada Two');
    await u.click(screen.getByRole('textbox', { name: /^Email/ }));
    await u.paste('ada2@example.com');
    await u.click(screen.getByRole('combobox', { name: 'Role' }));
    await u.keyboard('Admin{ArrowDown}{Enter}');
    await u.click(screen.getByLabelText(/^Password/));
    await u.paste('a-long-and-unusual-passphrase-92');
    await u.keyboard('{Enter}');
    expect(await screen.findByText('Created User')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/users')).toMatchObject({ role: 'administrator', reseller_id: null });
  });

  it('saves an edit of another user, and shows the role it was given', async () => {
    const fetchMock = mockApi({
      'GET /api/resellers': { json: [reseller(2, { name: 'Northwind' })] },
      'GET /api/users/7': { json: user(7, { role: 'reseller_user', reseller_id: 2 }) },
      'PUT /api/users/7': { json: user(7, { name: 'Renamed' }) },
      'GET /api/history': { json: [] },
      'GET /api/users': { json: [] },
    });
    renderAdmin('/admin/user/7');
    const u = userEvent.setup({ delay: null });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('Reseller User');
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeEnabled();
    await u.clear(name);
    await u.type(name, 'Renamed');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated User')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /api/users/7')).toMatchObject({
      name: 'Renamed',
      role: 'reseller_user',
      reseller_id: 2,
    });
  });
});

describe('a failed submit shows its first error', () => {
  it('scrolls the first invalid field into view and focuses it', async () => {
    // The test setup stubs scrollIntoView (the test DOM has no layout); the spy records the element it was called on.
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    try {
      const fetchMock = mockApi({ 'GET /api/resellers': { json: [] } });
      renderAdmin('/admin/user/new');
      const u = userEvent.setup({ delay: null });
      const name = await screen.findByRole('textbox', { name: /^Name/ });
      await u.click(screen.getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(name).toHaveFocus());
      expect(scroll.mock.contexts).toContain(name);
      expect(screen.getByText("Name can't be blank")).toBeInTheDocument();
      expect(requestsTo(fetchMock, 'POST /api/users')).toHaveLength(0);
    } finally {
      scroll.mockRestore();
    }
  });
});

describe('actions that cannot apply, and the server saying why', () => {
  it('offers no Deactivate on your own account, but does on another', async () => {
    mockApi({
      'GET /api/resellers': { json: [] },
      [`GET /api/users/${adminMe.id}`]: { json: user(adminMe.id) },
      'GET /api/history': { json: [] },
    });
    renderAdmin(`/admin/user/${adminMe.id}`);
    const form = await screen.findByRole('form', { name: 'Edit User' });
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' })).toBeInTheDocument());
    expect(within(form).queryByRole('button', { name: 'Deactivate' })).toBeNull();
    // Nor a role change, which the server refuses on your own account.
    expect(within(form).getByRole('combobox', { name: 'Role' })).toBeDisabled();
    expect(within(form).getByText('Your own role: another administrator can change it')).toBeInTheDocument();
  });

  it('shows the API’s own reason when deactivating fails, in the form and as the toast', async () => {
    const reason = "Your account can't be changed on your own account";
    mockApi({
      'GET /api/resellers': { json: [] },
      'GET /api/users/8': { json: user(8) },
      'GET /api/history': { json: [] },
      'DELETE /api/users/8': { status: 422, json: { errors: { base: [reason] }, full_messages: [reason] } },
    });
    renderAdmin('/admin/user/8');
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const form = screen.getByRole('form', { name: 'Edit User' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(reason);
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('falls back to "Something went wrong" only when the server gave no reason', async () => {
    mockApi({
      'GET /api/resellers': { json: [] },
      'GET /api/users/8': { json: user(8) },
      'GET /api/history': { json: [] },
      'DELETE /api/users/8': { status: 500, json: {} },
    });
    renderAdmin('/admin/user/8');
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Deactivate' }));
    expect(await screen.findAllByText('Something went wrong')).not.toHaveLength(0);
  });
});
