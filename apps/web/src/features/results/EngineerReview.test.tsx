import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_ALREADY_PENDING, REVIEW_REQUESTED, type PublicReview } from '@nprm/contracts';
import { mockApi, requestsTo, renderPage, type MockAnswer } from '../../test/renderPage';
import { savedResult, summit } from '../../test/publicFixtures';
import { ResultsPage } from './ResultsPage';

afterEach(() => vi.unstubAllGlobals());

const base = `/api/mount_search_results/token/${savedResult.token}`;
const pending: PublicReview = {
  reference: 'V-7KQ2-M9XD',
  status: 'pending',
  result_reference: savedResult.reference,
  requested_at: '2026-05-01T12:00:00.000Z',
  decided_at: null,
  engineer: null,
  approval_line: null,
  seal_url: null,
  decision_note: null,
  approval_does_not_cover: null,
};
const approved: PublicReview = {
  ...pending,
  status: 'approved',
  decided_at: '2026-05-02T12:00:00.000Z',
  engineer: { name: 'Grace Hopper', licence: { state: 'IL', number: '062-071234' } },
  approval_line: 'Reviewed and approved by Grace Hopper, P.E. (IL No. 062-071234), May 2, 2026',
  seal_url: '/api/reviews/V-7KQ2-M9XD/seal',
  decision_note: 'ATC: 139 mph',
};

function routes(review: PublicReview | null, request?: MockAnswer) {
  return mockApi({
    'GET /api/resellers/init': { json: summit },
    [`GET ${base}`]: { json: savedResult },
    'GET /api/mail': { json: { mail_enabled: false } },
    [`GET ${base}/review`]: { json: { review } },
    ...(request ? { [`POST ${base}/review_requests`]: request } : {}),
  });
}

async function openReview() {
  renderPage(<ResultsPage />, `/results?t=${savedResult.token}`);
  return screen.findByRole('region', { name: 'Engineer review' });
}

describe('engineer review on the results page (docs/product.md, ER-01..ER-03)', () => {
  it('asks for a review with the note and address typed, then says it is pending', async () => {
    const fetchMock = routes(null, { status: 201, json: pending });
    await openReview();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Request engineer review' }));
    await user.type(screen.getByLabelText('Note for the engineer (optional)'), 'Parapet 3 ft');
    await user.click(screen.getByRole('button', { name: 'Send review request' }));
    expect(await screen.findByText(REVIEW_REQUESTED)).toBeInTheDocument();
    expect(screen.getByText('Engineer review: Pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request engineer review' })).toBeNull();
    const [request] = requestsTo(fetchMock, `POST ${base}/review_requests`);
    expect(JSON.parse(request?.init?.body as string)).toEqual({ note: 'Parapet 3 ft', email: null });
  });

  it("shows a refusal's own message and keeps the form", async () => {
    routes(null, { status: 409, json: { errors: [REVIEW_ALREADY_PENDING] } });
    await openReview();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Request engineer review' }));
    await user.click(screen.getByRole('button', { name: 'Send review request' }));
    expect(await screen.findByText(REVIEW_ALREADY_PENDING)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send review request' })).toBeInTheDocument();
  });

  it('shows an approval as its line, its reference and the seal as an image, with no request control', async () => {
    routes(approved);
    await openReview();
    expect(await screen.findByTestId('approval-line')).toHaveTextContent(approved.approval_line!);
    expect(screen.getByText('Review reference V-7KQ2-M9XD')).toBeInTheDocument();
    const seal = screen.getByRole('img', { name: "Engineer's seal" });
    expect(seal.tagName).toBe('IMG');
    expect(seal).toHaveAttribute('src', approved.seal_url);
    expect(screen.getByText('Engineer’s note: ATC: 139 mph')).toBeInTheDocument();
    expect(screen.queryByTestId('approval-not-covering')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Request engineer review' })).toBeNull());
  });

  it('says what an approval does not cover, and a return with its reason', async () => {
    routes({ ...approved, approval_does_not_cover: 'a planning estimate: it is not for permit' });
    await openReview();
    expect(await screen.findByTestId('approval-not-covering')).toHaveTextContent(
      'Approval does not cover a planning estimate: it is not for permit.',
    );
  });

  it('shows a returned review with its reason and lets the visitor ask again', async () => {
    const reason = 'The roof type is wrong.';
    routes({ ...pending, status: 'returned', decided_at: '2026-05-02T12:00:00.000Z', decision_note: reason });
    await openReview();
    expect(await screen.findByText(`Reason: ${reason}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request engineer review' })).toBeInTheDocument();
  });
});
