import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseOption, pasteInto, requestsTo, renderPage } from '../../test/renderPage';
import { savedResult } from '../../test/publicFixtures';
import { fillValidForm, formRoutes } from '../../test/calculatorForm';
import { CalculatorPage } from './CalculatorPage';

/** The search's body as sent. */
function sentBody(fetchMock: ReturnType<typeof formRoutes>): Record<string, unknown> {
  const [sent] = requestsTo(fetchMock, 'POST /api/mount_search_results');
  return JSON.parse(sent?.init?.body as string) as Record<string, unknown>;
}

async function calculate(user: ReturnType<typeof userEvent.setup>) {
  const button = screen.getByRole('button', { name: 'Calculate' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

describe('the antennas on the mount (Add antenna)', () => {
  it('sends every line with its height once one is added, and a removed line is gone', async () => {
    const fetchMock = formRoutes({ 'POST /api/mount_search_results': { status: 201, json: savedResult } });
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await screen.findByRole('button', { name: 'Calculate' });
    await fillValidForm(user);
    expect(screen.getByRole('textbox', { name: 'Height on the mast (optional)' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: /^Remove antenna/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add antenna' }));
    await chooseOption(user, 'Antenna 2', 'Ubiquiti NanoStation 5AC');
    await pasteInto(user, 'Height on the mast of antenna 2 (optional)', '-1.5');
    await user.click(screen.getByRole('button', { name: 'Add antenna' }));
    await user.click(screen.getByRole('button', { name: 'Remove antenna 3' }));
    expect(screen.queryByRole('combobox', { name: 'Antenna 3' })).toBeNull();
    await calculate(user);
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/mount_search_results')).toHaveLength(1));
    // Ids as the selects hold them (the API reads numeric strings), the first line's the Antenna select's.
    expect(sentBody(fetchMock)).toMatchObject({
      antenna: '12',
      antennas: [{ antenna: '12' }, { antenna: '11', additional_height_to_centerline: -1.5 }],
    });
  });

  it("sends the specification's request, without antennas, for one antenna at its own height", async () => {
    const fetchMock = formRoutes({ 'POST /api/mount_search_results': { status: 201, json: savedResult } });
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await screen.findByRole('button', { name: 'Calculate' });
    await fillValidForm(user);
    await calculate(user);
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/mount_search_results')).toHaveLength(1));
    expect(sentBody(fetchMock)).toMatchObject({ antenna: '12' });
    expect(sentBody(fetchMock)).not.toHaveProperty('antennas');
  });

  it('adds up to six lines, then no more', async () => {
    formRoutes();
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await screen.findByRole('button', { name: 'Calculate' });
    for (let line = 2; line <= 6; line += 1) await user.click(screen.getByRole('button', { name: 'Add antenna' }));
    expect(screen.getByRole('combobox', { name: 'Antenna 6' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add antenna' })).toBeNull();
  });

  it("shows a line's own refusal at its field: the form's rule and the server's 422", async () => {
    formRoutes({
      'POST /api/mount_search_results': {
        status: 422,
        json: {
          errors: { 'antennas.1.antenna': ['is already on the mount at this height'] },
          full_messages: ['Antennas 1 Antenna is already on the mount at this height'],
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await screen.findByRole('button', { name: 'Calculate' });
    await fillValidForm(user);
    await pasteInto(user, 'Height on the mast (optional)', 'two');
    await user.tab();
    expect(await screen.findByText('Height on the mast is not a number')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Height on the mast (optional)' }));
    await user.click(screen.getByRole('button', { name: 'Add antenna' }));
    await chooseOption(user, 'Antenna 2', 'Prodelin 1.2 m Dish');
    await calculate(user);
    expect(
      await screen.findByText('Antenna 2 is already on the mount at this height', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeInTheDocument();
  });
});
