import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestsTo } from '../../test/renderPage';
import { antenna, mount, reseller } from './test/fixtures';
import { renderAdmin } from './test/renderAdmin';

afterEach(() => vi.unstubAllGlobals());

const location = () => screen.getByTestId('location').textContent;
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('leaving a form with unsaved edits', () => {
  it('asks before a link leaves a changed form: Stay keeps the edits, Leave goes', async () => {
    mockApi({ 'GET /api/mounts/2': { json: mount(2) }, 'GET /api/mounts': { json: [mount(2)] } });
    renderAdmin('/admin/mount/2');
    await screen.findByRole('heading', { name: 'Edit Mount' });
    const user = userEvent.setup({ delay: null });
    await user.type(field('Name'), ' renamed');
    await user.click(screen.getByRole('link', { name: /Back to Mounts/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your changes to this mount are not saved and will be lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/admin/mount/2');
    expect(field('Name')).toHaveValue('Sled 2 renamed');
    await user.click(screen.getByRole('link', { name: 'Antennas' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(location()).toBe('/admin/antennas'));
  });

  it('leaves an unchanged form without asking, and asks the browser before unloading a changed one', async () => {
    mockApi({ 'GET /api/mounts/2': { json: mount(2) }, 'GET /api/mounts': { json: [mount(2)] } });
    renderAdmin('/admin/mount/2');
    await screen.findByRole('heading', { name: 'Edit Mount' });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    const user = userEvent.setup({ delay: null });
    await user.type(field('Name'), 'x');
    expect(unload()).toBe(true);
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Sled 2');
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('link', { name: /Back to Mounts/ }));
    await waitFor(() => expect(location()).toBe('/admin/mounts'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not ask after a successful Save', async () => {
    mockApi({
      'GET /api/mounts/2': { json: mount(2) },
      'PUT /api/mounts/2': { json: mount(2, { name: 'New name' }) },
      'GET /api/mounts': { json: [mount(2)] },
    });
    renderAdmin('/admin/mount/2');
    await screen.findByRole('heading', { name: 'Edit Mount' });
    const user = userEvent.setup({ delay: null });
    await user.clear(field('Name'));
    await user.type(field('Name'), 'New name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/admin/mounts'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('reseller form', () => {
  const acme = reseller(4, { name: 'Acme', domain: 'acme.example.com' });

  it('warns that the domain shows the default brand before it deactivates (RS-22)', async () => {
    const fetchMock = mockApi({
      'GET /api/resellers/4': { json: acme },
      'GET /api/antennas': { json: [antenna(1)] },
      'DELETE /api/resellers/4': { json: acme },
      'GET /api/resellers': { json: [acme] },
    });
    renderAdmin('/admin/reseller/4');
    await screen.findByRole('heading', { name: 'Edit Reseller' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this reseller?' });
    expect(dialog).toHaveTextContent(
      'While Acme is inactive, acme.example.com shows the default brand: the calculator without its name, logo, hero image, contact and antenna list.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, 'DELETE /api/resellers/4')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate this reseller?' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    expect(await screen.findByText('Deactivated Reseller')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'DELETE /api/resellers/4')).toHaveLength(1);
  });

  it('shows is_baird as "Show White-Label Invitation", saying what it does (RS-16, T-03)', async () => {
    mockApi({ 'GET /api/resellers/4': { json: acme }, 'GET /api/antennas': { json: [] } });
    renderAdmin('/admin/reseller/4');
    await screen.findByRole('heading', { name: 'Edit Reseller' });
    expect(screen.getByRole('radiogroup', { name: /^Show White-Label Invitation/ })).toBeInTheDocument();
    expect(screen.getByText(/the footer asks visitors "Are you a reseller\?"/)).toBeInTheDocument();
    expect(screen.queryByText(/Is Baird/)).not.toBeInTheDocument();
    expect(document.title).toBe('Edit Reseller · Admin · NPRM Ballast Calculator');
  });
});
