import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestsTo, renderPage } from '../../test/renderPage';
import { fillValidForm, formRoutes } from '../../test/calculatorForm';
import { CalculatorPage } from './CalculatorPage';

const ALLOWABLE = 'Roof allowable load (optional)';
const EDGE = 'Distance to the roof edge (optional)';

/** Calculate on a valid form with `typed` in the roof fields; the request body the form sent. */
async function calculateWith(typed: { allowable?: string; edge?: string }): Promise<Record<string, unknown>> {
  const fetchMock = formRoutes();
  const user = userEvent.setup({ delay: null });
  renderPage(<CalculatorPage />);
  await screen.findByRole('button', { name: 'Calculate' });
  await fillValidForm(user);
  if (typed.allowable) await user.type(screen.getByRole('textbox', { name: ALLOWABLE }), typed.allowable);
  if (typed.edge) await user.type(screen.getByRole('textbox', { name: EDGE }), typed.edge);
  const calculate = screen.getByRole('button', { name: 'Calculate' });
  await waitFor(() => expect(calculate).toBeEnabled());
  await user.click(calculate);
  await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/mount_search_results')).toHaveLength(1));
  return JSON.parse(requestsTo(fetchMock, 'POST /api/mount_search_results')[0]!.init!.body as string);
}

/** The roof's own limits on the calculator form: optional, exact, refused at the field by the contract's rules. */
describe('the roof allowable load and the distance to the roof edge', () => {
  it('sends both exactly as typed', async () => {
    const body = await calculateWith({ allowable: '42.5', edge: '7.25' });
    expect(body).toMatchObject({ roof_allowable_load: 42.5, roof_edge_distance: 7.25 });
  });

  it('leaves both out of the request when blank', async () => {
    const body = await calculateWith({});
    expect(body).not.toHaveProperty('roof_allowable_load');
    expect(body).not.toHaveProperty('roof_edge_distance');
  });

  it.each([
    ['0', '-1', 'Roof allowable load must be greater than 0 and at most 500 psf'],
    ['500.5', '1000.5', 'Distance to the roof edge must be between 0 and 1000 feet'],
    ['lots', 'far', 'Roof allowable load is not a number'],
  ])('refuses %s psf and %s ft at their fields', async (allowable, edge, message) => {
    formRoutes();
    const user = userEvent.setup({ delay: null });
    renderPage(<CalculatorPage />);
    await screen.findByRole('button', { name: 'Calculate' });
    await fillValidForm(user);
    await user.type(screen.getByRole('textbox', { name: ALLOWABLE }), allowable);
    await user.type(screen.getByRole('textbox', { name: EDGE }), edge);
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: ALLOWABLE })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: EDGE })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeDisabled();
  });
});
