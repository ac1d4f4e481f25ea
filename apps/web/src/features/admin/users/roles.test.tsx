import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@nprm/contracts';
import { mockApi } from '../../../test/renderPage';
import { adminMe, reseller } from '../test/fixtures';
import { renderAdmin } from '../test/renderAdmin';

afterEach(() => vi.unstubAllGlobals());

const location = () => screen.getByTestId('location').textContent;
const resellerUser: CurrentUser = {
  ...adminMe,
  id: 5,
  role: 'reseller_user',
  reseller_id: 2,
  reseller_name: 'Northwind',
};

describe('what each role sees (docs/product.md UR-01..UR-03, UR-08)', () => {
  it('gives an administrator the Users and Activity tabs', async () => {
    mockApi({ 'GET /api/mounts': { json: [] } });
    renderAdmin('/admin/mounts');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
    expect(within(nav).getByRole('link', { name: 'Activity' })).toHaveAttribute('href', '/admin/activity');
  });

  it('sends a reseller user from an administrator page to its branding form, with only its four tabs', async () => {
    mockApi({
      'GET /api/resellers/2': { json: reseller(2, { name: 'Northwind' }) },
      'GET /api/history': { status: 403, json: { errors: ['You are not allowed to do this.'] } },
    });
    renderAdmin('/admin/mounts', { me: resellerUser });
    await waitFor(() => expect(location()).toBe('/admin/reseller/2'));
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Branding', 'Mounts', 'Prices', 'Searches', 'Dashboard']);
    expect(within(nav).getByRole('link', { name: 'Mounts' })).toHaveAttribute('href', '/admin/reseller/2/mounts');
    // Its own page: "Branding", with no "Back to Resellers" link that would only bounce back here.
    const form = await screen.findByRole('form', { name: 'Branding' });
    expect(screen.getByRole('heading', { name: 'Branding' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Back to Resellers/ })).not.toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('Northwind');
    expect(within(form).queryByRole('textbox', { name: /^Domain/ })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
  });
});
