import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/renderPage';
import { renderAdmin } from '../test/renderAdmin';

afterEach(() => vi.unstubAllGlobals());

const WEAK =
  'is too easy to guess: Repeated characters like "aaa" are easy to guess. Avoid repeated words and characters.';

async function submit(current: string, next: string) {
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Change Password' });
  await user.type(within(form).getByLabelText(/^Current Password/), current);
  await user.type(within(form).getByLabelText(/^New Password/), next);
  await user.click(within(form).getByRole('button', { name: 'Change Password' }));
  return form;
}

describe('My Account: the server says why a password is refused (docs/api.md, Authentication)', () => {
  it("shows the server's strength reason at the New Password field", async () => {
    mockApi({
      'PUT /api/users/me/password': {
        status: 422,
        json: { errors: { password: [WEAK] }, full_messages: [`Password ${WEAK}`] },
      },
    });
    renderAdmin('/admin/account');
    const form = await submit('correct horse battery staple', 'aaaaaaaaaaaa');
    // The field's message: its label, then the server's words.
    expect(await within(form).findByText(`Password ${WEAK}`)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^New Password/)).toHaveAccessibleDescription(`Password ${WEAK}`);
  });

  it('shows the wait when password guesses are throttled (429)', async () => {
    const message = 'Too many failed password attempts. Please wait 15 seconds and try again.';
    mockApi({ 'PUT /api/users/me/password': { status: 429, json: { errors: [message] } } });
    renderAdmin('/admin/account');
    const form = await submit('a wrong guess here', 'Quartz ledger 19 sparrows');
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
  });
});
