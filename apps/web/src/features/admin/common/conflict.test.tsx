/** A save refused because someone else saved first (409, docs/api.md "Concurrent edits"). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, requestsTo } from '../../../test/renderPage';
import { mount } from '../test/fixtures';
import { renderAdmin } from '../test/renderAdmin';

afterEach(() => vi.unstubAllGlobals());

const bodyOf = (request: { init?: RequestInit | undefined } | undefined) =>
  JSON.parse(request?.init?.body as string) as Record<string, unknown>;
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const MESSAGE =
  'This record was changed by Ann Admin at 2026-11-26 16:30 UTC after you opened it; reload it, or apply your edit again';

describe('a save after someone else saved', () => {
  const opened = mount(6, { name: 'Sled 6', weight: 45 });
  const theirs = { ...opened, name: 'Renamed in tab A', lock_version: 4 };
  const conflict = { status: 409, json: { errors: [MESSAGE], changed_by: 'Ann Admin', current: theirs } };

  it('sends the version it opened; a 409 shows who, what changed, and re-applies with the newer version', async () => {
    let saves = 0;
    const fetchMock = mockApi({
      'GET /api/mounts/6': { json: opened },
      'PUT /api/mounts/6': () => (++saves === 1 ? conflict : { json: { ...theirs, weight: 50, lock_version: 5 } }),
      'GET /api/mounts': { json: [opened] },
    });
    renderAdmin('/admin/mount/6');
    await screen.findByRole('heading', { name: 'Edit Mount' });
    const user = userEvent.setup({ delay: null });
    await user.clear(field('Weight'));
    await user.type(field('Weight'), '50');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByTestId('conflict');
    expect(notice).toHaveTextContent(MESSAGE);
    const table = within(notice).getByRole('table', { name: 'What changed' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['FieldWhen you opened itNow', 'NameSled 6Renamed in tab A']);
    expect(bodyOf(requestsTo(fetchMock, 'PUT /api/mounts/6')[0])).toMatchObject({ weight: 50, lock_version: 3 });
    // The edit is still on the form, not saved and not lost.
    expect(field('Weight')).toHaveValue('50');

    await user.click(within(notice).getByRole('button', { name: 'Save my edit over theirs' }));
    expect(await screen.findByText('Updated Mount')).toBeInTheDocument();
    expect(bodyOf(requestsTo(fetchMock, 'PUT /api/mounts/6')[1])).toMatchObject({ weight: 50, lock_version: 4 });
  });

  it('reloads their version: the form shows the newer record and drops the edit', async () => {
    let current = opened;
    mockApi({
      'GET /api/mounts/6': () => ({ json: current }),
      'PUT /api/mounts/6': () => {
        current = theirs;
        return conflict;
      },
      'GET /api/mounts': { json: [opened] },
    });
    renderAdmin('/admin/mount/6');
    await screen.findByRole('heading', { name: 'Edit Mount' });
    const user = userEvent.setup({ delay: null });
    await user.type(field('Name'), ' mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByTestId('conflict')).getByRole('button', { name: 'Reload their version' }),
    );
    await waitFor(() => expect(field('Name')).toHaveValue('Renamed in tab A'));
    expect(screen.queryByTestId('conflict')).not.toBeInTheDocument();
  });
});
