import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_REPORT_QUEUED, EMAIL_REPORT_TOO_MANY, MAIL_DISABLED } from '@nprm/contracts';
import { mockApi, requestsTo, renderPage, type MockAnswer } from '../../test/renderPage';
import { savedResult, summit } from '../../test/publicFixtures';
import { ResultsPage } from './ResultsPage';

afterEach(() => vi.unstubAllGlobals());

const emailPath = `/api/mount_search_results/token/${savedResult.token}/email`;

function routes(mailEnabled: boolean, email?: MockAnswer) {
  return mockApi({
    'GET /api/resellers/init': { json: summit },
    [`GET /api/mount_search_results/token/${savedResult.token}`]: { json: savedResult },
    'GET /api/mail': { json: { mail_enabled: mailEnabled } },
    ...(email ? { [`POST ${emailPath}`]: email } : {}),
  });
}

async function openResults() {
  renderPage(<ResultsPage />, `/results?t=${savedResult.token}`);
  await screen.findByRole('link', { name: 'Download PDF' });
}

describe('"E-mail me this report" (docs/product.md, EM-01..EM-03)', () => {
  it('is hidden when the server does not send mail', async () => {
    const fetchMock = routes(false);
    await openResults();
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/mail')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'E-mail me this report' })).toBeNull();
  });

  it('is shown when mail is enabled, posts with no body and shows the answer, disabled while sending', async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    const fetchMock = routes(true, pending);
    await openResults();
    const button = await screen.findByRole('button', { name: 'E-mail me this report' });
    expect(button.closest('.no-print')).not.toBeNull();
    await userEvent.setup({ delay: null }).click(button);
    await waitFor(() => expect(button).toBeDisabled());
    answer(
      new Response(JSON.stringify({ status: 'queued', message: EMAIL_REPORT_QUEUED }), {
        status: 202,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await screen.findByText(EMAIL_REPORT_QUEUED)).toBeInTheDocument();
    expect(button).toBeEnabled();
    const [request] = requestsTo(fetchMock, `POST ${emailPath}`);
    expect(request?.init?.body).toBeUndefined();
  });

  it.each([
    [429, EMAIL_REPORT_TOO_MANY],
    [404, 'Not found'],
    [503, MAIL_DISABLED],
  ])('shows the %i answer\u2019s own message next to the button', async (status, message) => {
    routes(true, { status, json: { errors: [message] } });
    await openResults();
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'E-mail me this report' }));
    expect(await screen.findByTestId('email-report-message')).toHaveTextContent(message);
  });
});
