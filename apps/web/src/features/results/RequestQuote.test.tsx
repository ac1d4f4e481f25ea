import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_REPORT_TOO_MANY, QUOTE_QUANTITY_RANGE } from '@nprm/contracts';
import { mockApi, requestsTo, renderPage, type MockAnswer } from '../../test/renderPage';
import { savedResult, summit } from '../../test/publicFixtures';
import { ResultsPage } from './ResultsPage';

afterEach(() => vi.unstubAllGlobals());

const quotePath = `/api/mount_search_results/token/${savedResult.token}/quote_requests`;

function routes(answers: MockAnswer[]) {
  let answer = 0;
  return mockApi({
    'GET /api/resellers/init': { json: summit },
    [`GET /api/mount_search_results/token/${savedResult.token}`]: { json: savedResult },
    [`GET /api/mount_search_results/token/${savedResult.token}/review`]: { json: { review: null } },
    'GET /api/mail': { json: { mail_enabled: true } },
    [`POST ${quotePath}`]: () => answers[answer++]!,
  });
}

describe('"Request a quote" (docs/product.md, "Quote requests")', () => {
  it('sends the number of sites and the note; a bad number is said on its field, a refusal under the button', async () => {
    const fetchMock = routes([
      { status: 422, json: { errors: { quantity: [QUOTE_QUANTITY_RANGE] }, full_messages: [] } },
      { status: 429, json: { errors: [EMAIL_REPORT_TOO_MANY] } },
      {
        status: 201,
        json: {
          id: 1,
          quantity: 12,
          note: 'Twelve roofs',
          requested_at: '2026-03-03T09:00:00.000Z',
          confirmation_emailed: true,
          message: 'Your quote request was sent to the reseller. A confirmation is on its way.',
        },
      },
    ]);
    renderPage(<ResultsPage />, `/results?t=${savedResult.token}`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Request a quote' }));
    const quantity = screen.getByRole('textbox', { name: /Number of sites/ });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(screen.getByRole('button', { name: 'Send quote request' }));
    expect(await screen.findByText(`Quantity ${QUOTE_QUANTITY_RANGE}`)).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '12');
    await user.type(screen.getByRole('textbox', { name: /Note for the reseller/ }), 'Twelve roofs');
    await user.click(screen.getByRole('button', { name: 'Send quote request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_REPORT_TOO_MANY);
    await user.click(screen.getByRole('button', { name: 'Send quote request' }));
    expect(await screen.findByTestId('quote-request-message')).toHaveTextContent(
      'Your quote request was sent to the reseller.',
    );
    await waitFor(() => expect(requestsTo(fetchMock, `POST ${quotePath}`)).toHaveLength(3));
    expect(JSON.parse(requestsTo(fetchMock, `POST ${quotePath}`)[2]!.init?.body as string)).toEqual({
      quantity: '12',
      note: 'Twelve roofs',
    });
  });
});
