import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestsTo } from '../../../test/renderPage';
import { antenna, reseller } from '../test/fixtures';
import { renderAdmin } from '../test/renderAdmin';

afterEach(() => vi.unstubAllGlobals());

const NOTIFY = 'E-mail new leads to the contact address';

function routes(mailEnabled: boolean) {
  const saved = reseller(4, { name: 'Acme', contact_email: 'sales@example.com' });
  return mockApi({
    'GET /api/mail': { json: { mail_enabled: mailEnabled } },
    'GET /api/resellers/4': { json: saved },
    'GET /api/antennas': { json: [antenna(1)] },
    'PUT /api/resellers/4': { json: { ...saved, notify_new_leads: true } },
    'GET /api/resellers': { json: [saved] },
  });
}

describe('reseller form, new-lead e-mail (docs/product.md, EM-04)', () => {
  it('offers no new-lead e-mail when the server does not send mail, and sends no such field', async () => {
    const fetchMock = routes(false);
    renderAdmin('/admin/reseller/4');
    await screen.findByRole('heading', { name: 'Edit Reseller' });
    expect(screen.queryByRole('radiogroup', { name: new RegExp(NOTIFY) })).toBeNull();
    expect(screen.queryByText(NOTIFY)).toBeNull();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT /api/resellers/4')).toHaveLength(1));
    const body = JSON.parse(requestsTo(fetchMock, 'PUT /api/resellers/4')[0]?.init?.body as string) as object;
    expect(body).not.toHaveProperty('notify_new_leads');
  });

  it('shows the yes/no field when mail is enabled and saves it with the form', async () => {
    const fetchMock = routes(true);
    renderAdmin('/admin/reseller/4');
    await screen.findByRole('heading', { name: 'Edit Reseller' });
    expect(screen.getByText(NOTIFY)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    const yes = screen.getAllByRole('radio', { name: 'Yes' });
    expect(yes).toHaveLength(2);
    await user.click(yes[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated Reseller')).toBeInTheDocument();
    const body = JSON.parse(requestsTo(fetchMock, 'PUT /api/resellers/4')[0]?.init?.body as string) as object;
    expect(body).toMatchObject({ notify_new_leads: true, is_baird: false });
  });
});
