import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  formatDate,
  LEAD_STATUS_LABELS,
  SEARCH_LIST_DEFAULT_LIMIT,
  SEARCH_LIST_MAX_ROWS,
  type SearchExportRow,
  type SearchFilters,
} from '@nprm/contracts';
import { formatOneDecimal, formatWhole } from '../../../lib/format';
import { ListStatus } from '../common/ListStatus';
import { nextStepText } from '../common/nextStep';
import { adminKeys } from '../common/queryKeys';
import { paths } from '../../../lib/paths';
import { fetchSearchPage } from './api';
import { LeadBulkActions } from './LeadBulkActions';

const NOT_SHOWN = '–';

const nextStep = (row: SearchExportRow) => nextStepText(row.lead_next_step, row.lead_next_step_due);
const leadStatusLabel = (status: string) => LEAD_STATUS_LABELS[status as keyof typeof LEAD_STATUS_LABELS] ?? status;

/** Whether any filter is set (an empty list then says "No searches match", not "No searches yet"). */
const filtered = (filters: SearchFilters | null) =>
  filters !== null && Object.values(filters).some((value) => value !== undefined);
const HEADING_ID = 'recent-searches-heading';
const NOWRAP = { whiteSpace: 'nowrap' } as const;
/** The status badge keeps its whole word: a badge's label would otherwise shrink to "NE…" in a tight table. */
const BADGE_WHOLE = { cursor: 'pointer', minWidth: 'max-content' } as const;
/** A long e-mail address breaks where it must rather than widen its column. */
const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** A search with no fit says so, and why (the reason kept with it, else "No compatible mount"). */
function MountCell({ row }: { row: SearchExportRow }) {
  if (row.no_fit === null) return <>{row.mount_name ?? NOT_SHOWN}</>;
  return (
    <>
      <Text span fw={600} size="sm" display="block">
        No fit
      </Text>
      <Text span c="dimmed" size="xs" display="block">
        {row.no_fit}
      </Text>
    </>
  );
}

/** The ballast, and under it "Planning estimate" when the result is not for permit (its reasons in the title). */
function BallastCell({ row }: { row: SearchExportRow }) {
  if (row.ballast_weight === null) return <>{NOT_SHOWN}</>;
  return (
    <>
      {formatWhole(row.ballast_weight)} lbs
      {row.planning_only !== null && (
        <Text span c="red.9" fw={600} size="xs" display="block" title={row.planning_only}>
          Planning estimate
        </Text>
      )}
    </>
  );
}

/** The customer's name, with the e-mail and company under it: three short facts in one column's width. */
function CustomerCell({ row }: { row: SearchExportRow }) {
  return (
    <>
      {row.customer_name}
      <Text span c="dimmed" size="xs" display="block" style={BREAK_ANYWHERE}>
        {row.customer_email}
      </Text>
      {row.customer_company ? (
        <Text span c="dimmed" size="xs" display="block">
          {row.customer_company}
        </Text>
      ) : null}
    </>
  );
}

/** What a row's cells show (docs/product.md, constants: "Month day, year", comma thousands separators). */
const COLUMNS: { header: string; cell(row: SearchExportRow): ReactNode; nowrap?: true }[] = [
  { header: 'Date', cell: (row) => formatDate(row.created_at, 'UTC'), nowrap: true },
  { header: 'Reseller', cell: (row) => row.reseller ?? NOT_SHOWN },
  { header: 'Customer', cell: (row) => <CustomerCell row={row} /> },
  { header: 'Antenna', cell: (row) => row.antenna ?? NOT_SHOWN },
  { header: 'Location', cell: (row) => row.location ?? NOT_SHOWN },
  { header: 'Mount', cell: (row) => <MountCell row={row} /> },
  { header: 'Ballast', cell: (row) => <BallastCell row={row} />, nowrap: true },
  {
    header: 'Roof Load',
    cell: (row) => (row.roof_load === null ? NOT_SHOWN : `${formatOneDecimal(row.roof_load)} psf`),
    nowrap: true,
  },
  {
    // The lead pipeline: its status, linked to the lead's page, and the reseller user's next step under it.
    header: 'Status',
    cell: (row) => (
      <>
        <Anchor
          component={Link}
          to={paths.admin.lead.href(row.id)}
          aria-label={`Lead of ${row.customer_name}, ${formatDate(row.created_at, 'UTC')}: ${leadStatusLabel(row.lead_status)}`}
        >
          <Badge variant="light" style={BADGE_WHOLE}>
            {leadStatusLabel(row.lead_status)}
          </Badge>
        </Anchor>
        {nextStep(row) ? (
          <Text span c="dimmed" size="xs" display="block" maw={160} style={{ whiteSpace: 'normal', ...BREAK_ANYWHERE }}>
            Next: {nextStep(row)}
          </Text>
        ) : null}
      </>
    ),
    nowrap: true,
  },
];

/**
 * The saved searches below the export, newest first, 20 a page (docs/product.md, constants) with page links (the
 * page number in the URL); the page's filters choose them, as they choose the export's (null while a filter is not valid: nothing is asked).
 * Each row with a result links to it on its reseller's domain (`result_url`); a row with no fit has no link.
 */
export function RecentSearches({
  filters,
  page,
  onPage,
}: {
  filters: SearchFilters | null;
  /** The page asked for (from the URL); shown capped at the last page. */
  page: number;
  onPage(this: void, page: number): void;
}) {
  const list = useQuery({
    queryKey: adminKeys.searchPage({ filters, page }),
    queryFn: ({ signal }) => fetchSearchPage(filters!, page, signal),
    enabled: filters !== null,
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
  // The leads ticked for a bulk action, across pages; another filter starts afresh.
  const filterKey = JSON.stringify(filters);
  const [selection, setSelection] = useState<{ filterKey: string; ids: ReadonlySet<number> }>({
    filterKey,
    ids: new Set(),
  });
  const selected = selection.filterKey === filterKey ? selection.ids : new Set<number>();
  const select = (ids: ReadonlySet<number>) => setSelection({ filterKey, ids });
  const tick = (id: number, ticked: boolean) => {
    const next = new Set(selected);
    if (ticked) next.add(id);
    else next.delete(id);
    select(next);
  };

  const total = list.data?.total ?? 0;
  // The API refuses pages past the 100,000th search (an offset that deep costs seconds): no link offers them.
  const pageCap = Math.floor(SEARCH_LIST_MAX_ROWS / SEARCH_LIST_DEFAULT_LIMIT);
  const pages = Math.max(1, Math.min(pageCap, Math.ceil(total / SEARCH_LIST_DEFAULT_LIMIT)));
  const rows = list.data?.rows ?? [];
  // While the next page loads, the shown rows (and so their numbers) are still the last page's.
  const first = ((list.data?.page ?? page) - 1) * SEARCH_LIST_DEFAULT_LIMIT + 1;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3" id={HEADING_ID}>
          Recent searches
        </Title>
        {list.data && total > 0 ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {rows.length > 0
              ? `${formatWhole(first)}–${formatWhole(first + rows.length - 1)} of ${formatWhole(total)}`
              : `${formatWhole(total)} in all`}
          </Text>
        ) : null}
      </Group>
      {filters === null ? (
        <Text size="sm" c="dimmed">
          Correct the filters above to see the searches.
        </Text>
      ) : (
        <ListStatus list={list} failureText="The searches could not be loaded." loadingLabel="Loading searches" />
      )}
      {filters !== null && list.data ? (
        <LeadBulkActions filters={filters} total={total} selected={selected} onSelect={select} />
      ) : null}
      {list.data ? (
        <Table.ScrollContainer
          type="native"
          minWidth={900}
          tabIndex={0}
          role="region"
          aria-labelledby={HEADING_ID}
          className="nprm-stacked-table"
        >
          <Table striped highlightOnHover aria-labelledby={HEADING_ID} opacity={list.isPlaceholderData ? 0.6 : 1}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <input
                    type="checkbox"
                    aria-label="Select the searches of this page"
                    checked={rows.length > 0 && rows.every((row) => selected.has(row.id))}
                    onChange={(event) =>
                      select(
                        new Set([
                          ...[...selected].filter((id) => !rows.some((row) => row.id === id)),
                          ...(event.currentTarget.checked ? rows.map((row) => row.id) : []),
                        ]),
                      )
                    }
                  />
                </Table.Th>
                {COLUMNS.map((column) => (
                  <Table.Th key={column.header} scope="col">
                    {column.header}
                  </Table.Th>
                ))}
                <Table.Th scope="col">Result</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td data-label="Select">
                    <input
                      type="checkbox"
                      aria-label={`Select the search of ${row.customer_name}, ${formatDate(row.created_at, 'UTC')}`}
                      checked={selected.has(row.id)}
                      onChange={(event) => tick(row.id, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  {COLUMNS.map((column) => (
                    <Table.Td key={column.header} data-label={column.header} style={column.nowrap ? NOWRAP : undefined}>
                      {/* One element beside its label when a phone shows the row as a block (admin.css). */}
                      <div>{column.cell(row)}</div>
                    </Table.Td>
                  ))}
                  <Table.Td style={NOWRAP} data-label="Result">
                    <div>
                      {row.result_url === null ? (
                        NOT_SHOWN
                      ) : (
                        <Anchor
                          href={row.result_url}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={`View result for ${row.customer_name}, ${formatDate(row.created_at, 'UTC')}`}
                        >
                          View result
                        </Anchor>
                      )}
                    </div>
                  </Table.Td>
                </Table.Tr>
              ))}
              {rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={COLUMNS.length + 2}>
                    <Text size="sm" c="dimmed" ta="center" py="md">
                      {total > 0
                        ? 'No searches on this page'
                        : filtered(filters)
                          ? 'No searches match'
                          : 'No searches yet'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {total > SEARCH_LIST_MAX_ROWS ? (
        <Text size="sm" c="dimmed">
          The pages show the newest {formatWhole(SEARCH_LIST_MAX_ROWS)} searches: narrow the list with the filters or
          export it as CSV to see the rest.
        </Text>
      ) : null}
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          withEdges
          aria-label="Search pages"
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      ) : null}
    </Stack>
  );
}
