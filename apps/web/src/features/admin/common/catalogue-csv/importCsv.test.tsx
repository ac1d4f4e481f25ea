import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueImportReport, CatalogueImportRow } from '@nprm/contracts';
import { mockApi, requestsTo } from '../../../../test/renderPage';
import { mount } from '../../test/fixtures';
import { renderAdmin } from '../../test/renderAdmin';

afterEach(() => vi.unstubAllGlobals());

const row = (line: number, overrides: Partial<CatalogueImportRow> = {}): CatalogueImportRow => ({
  line,
  id: line - 1,
  label: `P-${line - 1}`,
  status: 'unchanged',
  changes: [],
  changed_cells: [],
  messages: [],
  ...overrides,
});

function report(rows: CatalogueImportRow[], overrides: Partial<CatalogueImportReport> = {}): CatalogueImportReport {
  const count = (status: CatalogueImportRow['status']) => rows.filter((r) => r.status === status).length;
  return {
    entity: 'mounts',
    dry_run: true,
    applied: false,
    counts: {
      created: count('created'),
      updated: count('updated'),
      unchanged: count('unchanged'),
      refused: count('refused'),
    },
    file_errors: [],
    rows,
    ...overrides,
  };
}

const good = report([
  row(2, {
    status: 'updated',
    changes: ['name', 'weight', 'product_url'],
    changed_cells: [
      { column: 'name', old: 'Sled', new: 'Sled 4×4' },
      { column: 'weight', old: '40', new: '42.5' },
      { column: 'product_url', old: 'https://example.com/p', new: '' },
    ],
  }),
  row(3),
]);
const many = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i).join(' | ');
const longList = report([
  row(2, {
    status: 'updated',
    changes: ['antenna_ids'],
    changed_cells: [{ column: 'antenna_ids', old: many(1, 1100), new: `${many(2, 1100)} | ${many(2001, 2012)}` }],
  }),
  row(3, {
    status: 'updated',
    changes: ['antenna_ids'],
    changed_cells: [{ column: 'antenna_ids', old: '3 | 7', new: '3 | 7 | 12' }],
  }),
]);
const refused = report([
  row(2, { status: 'updated', changes: ['name'], changed_cells: [{ column: 'name', old: 'A', new: 'B' }] }),
  row(3, { status: 'refused', messages: ['Weight must be greater than 0'] }),
]);

async function openDialog() {
  renderAdmin('/admin/mounts');
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Import CSV' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Import Mounts CSV' });
  const file = new File(['id,part_number\n1,P-1\n'], 'mounts.csv', { type: 'text/csv' });
  await user.upload(within(dialog).getByLabelText('CSV file'), file);
  await user.click(within(dialog).getByRole('button', { name: 'Dry Run' }));
  return { user, dialog };
}

const apply = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Apply' });

describe('Import CSV on the mounts list (docs/product.md, CC-03..CC-07)', () => {
  it('shows the dry run row by row, then applies without dry_run and refreshes the list', async () => {
    const fetchMock = mockApi({
      'GET /api/mounts': { json: [mount(1), mount(2)] },
      'POST /api/mounts/import': (url) =>
        url.searchParams.get('dry_run') === 'true'
          ? { json: good }
          : { json: { ...good, dry_run: false, applied: true } },
    });
    const { user, dialog } = await openDialog();
    const table = await within(dialog).findByRole('table', { name: 'Import report' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'LineRecordStatusChanges',
      '2P-1id 1updatedname: Sled → Sled 4×4weight: 40 → 42.5product_url: https://example.com/p → (blank)',
      '3P-2id 2unchanged',
    ]);
    expect(
      within(table)
        .getAllByTestId('changed-cell')
        .map((cell) => cell.textContent),
    ).toEqual(['name: Sled → Sled 4×4', 'weight: 40 → 42.5', 'product_url: https://example.com/p → (blank)']);
    expect(within(dialog).getByTestId('import-summary')).toHaveTextContent(
      'Dry run: 0 created, 1 updated, 1 unchanged, 0 refused.',
    );
    const [dryRun] = requestsTo(fetchMock, 'POST /api/mounts/import');
    expect(dryRun?.url.searchParams.get('dry_run')).toBe('true');
    expect(new Headers(dryRun?.init?.headers).get('content-type')).toBe('text/csv');
    expect(new Headers(dryRun?.init?.headers).get('access-token')).toBeTruthy();
    const listCalls = requestsTo(fetchMock, 'GET /api/mounts').length;

    await user.click(apply(dialog));
    expect(await within(dialog).findByTestId('import-result')).toHaveTextContent(
      'Imported mounts.csv: 0 created, 1 updated, 1 unchanged, 0 refused.',
    );
    const calls = requestsTo(fetchMock, 'POST /api/mounts/import');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.url.searchParams.has('dry_run')).toBe(false);
    expect(apply(dialog)).toBeDisabled();
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/mounts').length).toBeGreaterThan(listCalls));
  });

  it('sums up a long id list as what was added and removed; a short one shows old → new', async () => {
    mockApi({ 'GET /api/mounts': { json: [mount(1)] }, 'POST /api/mounts/import': { json: longList } });
    const { dialog } = await openDialog();
    await within(dialog).findByRole('table', { name: 'Import report' });
    expect(
      within(dialog)
        .getAllByTestId('changed-cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'antenna_ids: 1,100 → 1,111 ids; added 2001, 2002, 2003, 2004, 2005, 2006, 2007, 2008, 2009, 2010 and 2 more; removed 1',
      'antenna_ids: 3 | 7 → 3 | 7 | 12',
    ]);
  });

  it('keeps Apply disabled while a row is refused, and shows why', async () => {
    mockApi({
      'GET /api/mounts': { json: [mount(1)] },
      'POST /api/mounts/import': {
        status: 422,
        json: { errors: { base: ['Line 3: Weight must be greater than 0'] }, full_messages: [], report: refused },
      },
    });
    const { dialog } = await openDialog();
    const table = await within(dialog).findByRole('table', { name: 'Import report' });
    expect(within(table).getByText('Weight must be greater than 0')).toBeInTheDocument();
    expect(within(dialog).getByTestId('import-summary')).toHaveTextContent(
      'Nothing can be imported until the refused rows are corrected: 0 created, 1 updated, 0 unchanged, 1 refused.',
    );
    expect(apply(dialog)).toBeDisabled();
  });

  it('narrows the report to the changed rows or the refused ones, with their counts', async () => {
    const mixed = report([
      row(2, { status: 'created', id: null, label: 'P-NEW' }),
      row(3, { status: 'updated', changes: ['name'], changed_cells: [{ column: 'name', old: 'A', new: 'B' }] }),
      row(4),
      row(5, { status: 'refused', messages: ['Weight must be greater than 0'] }),
    ]);
    mockApi({
      'GET /api/mounts': { json: [mount(1)] },
      'POST /api/mounts/import': { status: 422, json: { errors: { base: [] }, full_messages: [], report: mixed } },
    });
    const { user, dialog } = await openDialog();
    const table = await within(dialog).findByRole('table', { name: 'Import report' });
    const lines = () =>
      within(within(dialog).getByRole('table', { name: 'Import report' }))
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.firstChild?.textContent);
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    await user.click(within(dialog).getByRole('radio', { name: 'Changed (2)' }));
    expect(lines()).toEqual(['2', '3']);
    await user.click(within(dialog).getByRole('radio', { name: 'Refused (1)' }));
    expect(lines()).toEqual(['5']);
    expect(within(dialog).getByText('Weight must be greater than 0')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'All rows (4)' }));
    expect(lines()).toEqual(['2', '3', '4', '5']);
  });

  it('says so when no row is of the kind chosen', async () => {
    mockApi({ 'GET /api/mounts': { json: [mount(1)] }, 'POST /api/mounts/import': { json: good } });
    const { user, dialog } = await openDialog();
    await within(dialog).findByRole('table', { name: 'Import report' });
    await user.click(within(dialog).getByRole('radio', { name: 'Refused (0)' }));
    expect(within(dialog).getByText('No row is refused.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table', { name: 'Import report' })).not.toBeInTheDocument();
  });

  it('shows a file-level refusal (422) at the top, with no table', async () => {
    const message = 'Missing columns: weight';
    mockApi({
      'GET /api/mounts': { json: [mount(1)] },
      'POST /api/mounts/import': {
        status: 422,
        json: {
          errors: { base: [message] },
          full_messages: [message],
          report: report([], { file_errors: [message] }),
        },
      },
    });
    const { dialog } = await openDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).queryByRole('table', { name: 'Import report' })).not.toBeInTheDocument();
    expect(apply(dialog)).toBeDisabled();
  });

  it('says the file is larger than 10 MB on a 413', async () => {
    mockApi({
      'GET /api/mounts': { json: [mount(1)] },
      'POST /api/mounts/import': { status: 413, json: { errors: ['Request body is too large'] } },
    });
    const { dialog } = await openDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file is larger than 10 MB');
    expect(apply(dialog)).toBeDisabled();
  });
});
