import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_AN_ENGINEER, REASON_REQUIRED, type CurrentUser, type QueuedReview } from '@nprm/contracts';
import { mockApi, requestsTo } from '../../../test/renderPage';
import { adminMe } from '../test/fixtures';
import { renderAdmin } from '../test/renderAdmin';

afterEach(() => vi.unstubAllGlobals());

const engineerMe: CurrentUser = { ...adminMe, id: 9, role: 'engineer', reseller_id: null, reseller_name: null };
const review: QueuedReview = {
  id: 4,
  reference: 'V-7KQ2-M9XD',
  status: 'pending',
  result_reference: 'R-AAAA-BBBB',
  requested_at: '2026-05-01T12:00:00.000Z',
  decided_at: null,
  engineer: null,
  approval_line: null,
  seal_url: null,
  result_token: 'tok123',
  requester_email: 'permits@example.com',
  request_note: 'Parapet 3 ft',
  decided_by: null,
  decision_note: null,
  no_fit: null,
  approval_does_not_cover: null,
};
const counts = { pending: 1, approved: 2, returned: 0 };
const location = () => screen.getByTestId('location').textContent;

describe('the review queue (docs/product.md, ER-07..ER-10)', () => {
  it("opens an engineer on the queue, with only its two tabs, pending first with each status's count", async () => {
    const fetchMock = mockApi({ 'GET /api/review_queue': { json: { reviews: [review], counts } } });
    renderAdmin('/admin/mounts', { me: engineerMe });
    await waitFor(() => expect(location()).toBe('/admin/reviews'));
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Reviews', 'My Profile']);
    const table = await screen.findByTestId('review-queue');
    expect(within(table).getByRole('link', { name: 'V-7KQ2-M9XD' })).toHaveAttribute('href', '/admin/review/4');
    expect(within(table).getByText('permits@example.com')).toBeInTheDocument();
    expect(screen.getByText('Approved (2)')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET /api/review_queue')[0]!.url.searchParams.get('status')).toBe('pending');
  });

  it("decides a review: a return's missing reason and a refusal say the server's words; an approval shows", async () => {
    let answer = 0;
    const answers = [
      { status: 422, json: { errors: { note: [REASON_REQUIRED] }, full_messages: [`Note ${REASON_REQUIRED}`] } },
      { status: 403, json: { errors: [NOT_AN_ENGINEER] } },
      {
        json: {
          ...review,
          status: 'approved',
          approval_line: 'Reviewed and approved by G, P.E. (IL No. 1), May 2, 2026',
        },
      },
    ];
    const fetchMock = mockApi({
      'GET /api/review_queue/4': { json: review },
      'POST /api/review_queue/4/decision': () => answers[answer++]!,
      'GET /api/review_queue': { json: { reviews: [], counts } },
    });
    renderAdmin('/admin/review/4', { me: engineerMe });
    expect(await screen.findByText('Parapet 3 ft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report (PDF)' })).toHaveAttribute(
      'href',
      '/api/mount_search_results/token/tok123/report.pdf',
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Return' }));
    expect(await screen.findByText(`Note ${REASON_REQUIRED}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(NOT_AN_ENGINEER)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Note (the reason, when you return it)'), 'Checked');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/review_queue/4/decision')).toHaveLength(3));
    const last = requestsTo(fetchMock, 'POST /api/review_queue/4/decision')[2]!;
    expect(JSON.parse(last.init?.body as string)).toEqual({ decision: 'approved', note: 'Checked' });
  });

  it('shows a search that found no mount with why, and offers only Return (nothing to approve)', async () => {
    const noFit = { ...review, no_fit: 'Every compatible mount would load the roof above its allowable' };
    const fetchMock = mockApi({
      'GET /api/review_queue/4': { json: noFit },
      'POST /api/review_queue/4/decision': { json: { ...noFit, status: 'returned', decision_note: 'Anchor it' } },
      'GET /api/review_queue': { json: { reviews: [], counts } },
    });
    renderAdmin('/admin/review/4', { me: engineerMe });
    expect(await screen.findByTestId('queued-review-no-fit')).toHaveTextContent(
      'R-AAAA-BBBB: Every compatible mount would load the roof above its allowable',
    );
    expect(screen.queryByRole('link', { name: 'Report (PDF)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Note (the reason, when you return it)'), 'Anchor it');
    await user.click(screen.getByRole('button', { name: 'Return' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/review_queue/4/decision')).toHaveLength(1));
    const sent = requestsTo(fetchMock, 'POST /api/review_queue/4/decision')[0]!;
    expect(JSON.parse(sent.init?.body as string)).toEqual({ decision: 'returned', note: 'Anchor it' });
  });
});
