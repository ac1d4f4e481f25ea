import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, OutboundEmail, OutboxPage } from '@nprm/contracts';
import { mockApi, requestsTo } from '../../../test/renderPage';
import { adminMe } from '../test/fixtures';
import { renderAdmin } from '../test/renderAdmin';

afterEach(() => vi.unstubAllGlobals());

const failed: OutboundEmail = {
  id: 7,
  kind: 'result_report',
  recipient: 'ada@example.com',
  subject: 'Your mount recommendation from Summit: Acme X1',
  status: 'failed',
  attempts: 8,
  last_error: 'connect ECONNREFUSED 127.0.0.1:2525',
  next_attempt_at: null,
  created_at: '2026-11-26T10:00:00.000Z',
  sent_at: null,
};
const sent: OutboundEmail = {
  ...failed,
  id: 6,
  kind: 'new_lead',
  recipient: 'leads@northwind.example',
  subject: 'Northwind: new lead from Ada',
  status: 'sent',
  attempts: 1,
  last_error: null,
  sent_at: '2026-11-26T09:00:01.000Z',
};
const counts = { pending: 0, sending: 0, sent: 119, failed: 1, cancelled: 0 };
const page = (emails: OutboundEmail[], total = 120, number = 1): OutboxPage => ({
  emails,
  total,
  page: number,
  limit: 50,
  counts,
});

describe('Outbox', () => {
  it('lists the queue with status, error and attempts, counts the failed ones in the navigation, filters by status in the URL', async () => {
    const fetchMock = mockApi({
      'GET /api/outbound_emails': (url) => ({
        json: url.searchParams.get('status') === 'failed' ? page([failed], 1) : page([failed, sent]),
      }),
      'GET /api/outbound_emails/failed_count': { json: { failed: 1 } },
    });
    renderAdmin('/admin/outbox');
    expect(await screen.findByRole('heading', { name: 'Outbox' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(await within(nav).findByLabelText('1 failed')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Result report to ada@example.com' });
    expect(within(card).getByText('Failed')).toBeInTheDocument();
    expect(within(card).getByText('Your mount recommendation from Summit: Acme X1')).toBeInTheDocument();
    expect(within(card).getByText(/8 attempts/)).toBeInTheDocument();
    expect(within(card).getByText('Last error: connect ECONNREFUSED 127.0.0.1:2525')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // A sent message offers no action.
    const sentCard = screen.getByRole('article', { name: 'New lead to leads@northwind.example' });
    expect(within(sentCard).queryByRole('button')).toBeNull();
    expect(screen.getByText('1–2 of 120')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Failed (1)' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/outbox?status=failed'));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET /api/outbound_emails').at(-1)?.url.searchParams.get('status')).toBe('failed'),
    );
    expect(screen.queryByRole('article', { name: 'New lead to leads@northwind.example' })).toBeNull();
  });

  it('reads the page from the URL and writes the next one there', async () => {
    const fetchMock = mockApi({
      'GET /api/outbound_emails': (url) => ({ json: page([sent], 120, Number(url.searchParams.get('page'))) }),
    });
    renderAdmin('/admin/outbox?page=2');
    await screen.findByRole('article', { name: 'New lead to leads@northwind.example' });
    expect(requestsTo(fetchMock, 'GET /api/outbound_emails')[0]?.url.searchParams.get('page')).toBe('2');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/outbox?page=3'));
  });

  it('retries a failed message after the confirmation, and cancels nothing when the user goes back', async () => {
    const fetchMock = mockApi({
      'GET /api/outbound_emails': { json: page([failed]) },
      'POST /api/outbound_emails/7/retry': { json: { ...failed, status: 'pending', attempts: 0 } },
    });
    renderAdmin('/admin/outbox');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Cancel e-mail' }));
    const cancelDialog = await screen.findByRole('dialog', { name: 'Cancel this e-mail?' });
    await user.click(within(cancelDialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fetchMock, 'POST /api/outbound_emails/7/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry this e-mail?' });
    expect(within(dialog).getByText(/Result report to ada@example.com: Your mount recommendation/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/outbound_emails/7/retry')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByText('E-mail queued again')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/outbound_emails/7/retry')).toHaveLength(1);
  });

  it('sends a pending message now, without asking, and says whether it went', async () => {
    const pending: OutboundEmail = {
      ...failed,
      status: 'pending',
      attempts: 1,
      next_attempt_at: '2026-11-26T10:30:00.000Z',
    };
    let answer: OutboundEmail = { ...pending, attempts: 2, last_error: 'connect ECONNREFUSED 127.0.0.1:2525' };
    const fetchMock = mockApi({
      'GET /api/outbound_emails': { json: page([pending, sent]) },
      'POST /api/outbound_emails/7/send_now': () => ({ json: answer }),
    });
    renderAdmin('/admin/outbox');
    const card = await screen.findByRole('article', { name: 'Result report to ada@example.com' });
    expect(within(card).queryByRole('button', { name: 'Retry' })).toBeNull();
    const user = userEvent.setup({ delay: null });
    await user.click(within(card).getByRole('button', { name: 'Send now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Not sent: connect ECONNREFUSED 127.0.0.1:2525')).toBeInTheDocument();
    answer = { ...pending, status: 'sent', attempts: 3, sent_at: '2026-11-26T10:31:00.000Z', next_attempt_at: null };
    await user.click(within(card).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('E-mail sent')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/outbound_emails/7/send_now')).toHaveLength(2);
    // A sent message offers no Send now.
    const sentCard = screen.getByRole('article', { name: 'New lead to leads@northwind.example' });
    expect(within(sentCard).queryByRole('button', { name: 'Send now' })).toBeNull();
  });

  it("says the server's reason when the message's status no longer allows the action (409)", async () => {
    mockApi({
      'GET /api/outbound_emails': { json: page([failed]) },
      'POST /api/outbound_emails/7/cancel': {
        status: 409,
        json: { errors: ['Only a pending or failed message can be cancelled; this one is sent'] },
      },
    });
    renderAdmin('/admin/outbox');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Cancel e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this e-mail?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel e-mail' }));
    expect(
      await screen.findByText('Only a pending or failed message can be cancelled; this one is sent'),
    ).toBeInTheDocument();
  });

  it('asks the count of failed e-mails again on each navigation', async () => {
    let failedNow = 1;
    const fetchMock = mockApi({
      'GET /api/outbound_emails/failed_count': () => ({ json: { failed: failedNow } }),
      'GET /api/mounts': { json: [] },
      'GET /api/antennas': { json: [] },
    });
    renderAdmin('/admin/mounts');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(await within(nav).findByLabelText('1 failed')).toBeInTheDocument();
    failedNow = 3;
    const user = userEvent.setup({ delay: null });
    await user.click(within(nav).getByRole('link', { name: 'Antennas' }));
    expect(await within(nav).findByLabelText('3 failed')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET /api/outbound_emails/failed_count')).toHaveLength(2);
    failedNow = 0;
    await user.click(within(nav).getByRole('link', { name: 'Mounts' }));
    await waitFor(() => expect(within(nav).queryByTestId('failed-emails')).toBeNull());
    expect(within(nav).getByRole('link', { name: 'Outbox' })).toHaveAttribute('href', '/admin/outbox');
  });

  it('gives a reseller user no Outbox and asks no count', async () => {
    const resellerUser: CurrentUser = { ...adminMe, id: 5, role: 'reseller_user', reseller_id: 2, reseller_name: 'N' };
    const fetchMock = mockApi({ 'GET /api/resellers/2': { json: {} } });
    renderAdmin('/admin/searches', { me: resellerUser });
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).queryByRole('link', { name: /Outbox/ })).toBeNull();
    expect(requestsTo(fetchMock, 'GET /api/outbound_emails/failed_count')).toHaveLength(0);
  });
});
