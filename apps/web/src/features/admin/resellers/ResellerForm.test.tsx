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

describe('reseller form, embed origins (decisions/0055)', () => {
  function embedRoutes() {
    const saved = reseller(4, { name: 'Acme', embed_origins: ['https://partner.example.org'] });
    return mockApi({
      'GET /api/mail': { json: { mail_enabled: false } },
      'GET /api/resellers/4': { json: saved },
      'GET /api/antennas': { json: [antenna(1)] },
      'PUT /api/resellers/4': { json: saved },
      'GET /api/resellers': { json: [saved] },
    });
  }

  it('shows the origins one a line and saves the lines as a list, normalised', async () => {
    const fetchMock = embedRoutes();
    renderAdmin('/admin/reseller/4');
    const field = await screen.findByRole('textbox', { name: /^Embed Origins/ });
    expect(field).toHaveValue('https://partner.example.org');
    const user = userEvent.setup({ delay: null });
    await user.clear(field);
    await user.type(field, 'HTTPS://Partner.Example.org/{Enter}{Enter}http://localhost:5173');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT /api/resellers/4')).toHaveLength(1));
    const body = JSON.parse(requestsTo(fetchMock, 'PUT /api/resellers/4')[0]?.init?.body as string) as object;
    expect(body).toMatchObject({ embed_origins: ['https://partner.example.org', 'http://localhost:5173'] });
  });

  it('names an origin that is not one under the field and sends nothing', async () => {
    const fetchMock = embedRoutes();
    renderAdmin('/admin/reseller/4');
    const field = await screen.findByRole('textbox', { name: /^Embed Origins/ });
    const user = userEvent.setup({ delay: null });
    await user.type(field, '{Enter}http://partner.example.org/page');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/contains invalid origins: http:\/\/partner\.example\.org\/page/),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, 'PUT /api/resellers/4')).toHaveLength(0);
  });
});
