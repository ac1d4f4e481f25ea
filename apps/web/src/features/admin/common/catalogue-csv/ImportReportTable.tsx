import { useState } from 'react';
import { ScrollArea, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import type { CatalogueImportReport, CatalogueImportStatus } from '@nprm/contracts';

const STATUS_COLOR: Record<CatalogueImportStatus, string> = {
  created: 'green',
  updated: 'blue',
  unchanged: 'gray',
  refused: 'red',
};

/** "1 created, 2 updated, 40 unchanged, 0 refused". */
export function countsText(counts: CatalogueImportReport['counts']): string {
  return `${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.refused} refused`;
}

type ReportRow = CatalogueImportReport['rows'][number];

/** A cell's text as the report shows it: "(blank)" for an empty cell, so "→" always has two sides. */
const shown = (value: string) => (value === '' ? '(blank)' : value);

type ChangedCell = ReportRow['changed_cells'][number];

/** A list of ids longer than this is summed up (added, removed) rather than shown whole, old and new. */
const LONG_LIST = 10;
const ID_LIST = /^\d+(?:\s*\|\s*\d+)*$/;
const ids = (cell: string) => (cell === '' ? [] : cell.split('|').map((id) => id.trim()));
const some = (list: string[]) =>
  list.length === 0
    ? 'none'
    : list.slice(0, LONG_LIST).join(', ') + (list.length > LONG_LIST ? ` and ${list.length - LONG_LIST} more` : '');

/**
 * A long id list (a mount's 1,100 antennas) as what changes in it: "1,100 → 1,099 ids; added none; removed 12".
 * Undefined for any other cell, which shows old → new.
 */
function idListChange(cell: ChangedCell): string | undefined {
  if (![cell.old, cell.new].every((value) => value === '' || ID_LIST.test(value))) return undefined;
  const [old, now] = [ids(cell.old), ids(cell.new)];
  if (Math.max(old.length, now.length) <= LONG_LIST) return undefined;
  const [had, has] = [new Set(old), new Set(now)];
  const added = now.filter((id) => !had.has(id));
  const removed = old.filter((id) => !has.has(id));
  const count = (list: string[]) => list.length.toLocaleString('en-US');
  return `${count(old)} → ${count(now)} ids; added ${some(added)}; removed ${some(removed)}`;
}

/**
 * An updated row's changed cells, one line each as "column: old → new" (the record's value, then the file's);
 * cells wrap rather than widen the table, so a phone (390 px) reads them without scrolling sideways.
 */
function ChangedCells({ row }: { row: ReportRow }) {
  return row.changed_cells.map((cell) => {
    const listChange = idListChange(cell);
    return (
      <Text key={cell.column} size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="changed-cell">
        <Text span fw={600} size="sm">
          {cell.column}
        </Text>
        {': '}
        {listChange ?? (
          <>
            <Text span size="sm" c="dimmed" td="line-through">
              {shown(cell.old)}
            </Text>
            {' → '}
            <Text span size="sm">
              {shown(cell.new)}
            </Text>
          </>
        )}
      </Text>
    );
  });
}

/**
 * Which rows the report shows: all, the ones the file changes (created or updated), or the refused ones; in a file
 * of thousands of rows those are the few to read.
 */
const SHOWN = {
  all: { label: 'All rows', none: '', keeps: () => true },
  changed: {
    label: 'Changed',
    none: 'No row creates or changes a record.',
    keeps: (row: ReportRow) => row.status === 'created' || row.status === 'updated',
  },
  refused: { label: 'Refused', none: 'No row is refused.', keeps: (row: ReportRow) => row.status === 'refused' },
} as const;
type Shown = keyof typeof SHOWN;

/**
 * docs/product.md, catalogue CSV: the import's report, one row per data row of the file: the line, the record (its
 * id, or "new"), the status, and what changes (old → new per cell) or why the row is refused; narrowed to the changed
 * or the refused rows on request.
 */
export function ImportReportTable({ report }: { report: CatalogueImportReport }) {
  const [shown, setShown] = useState<Shown>('all');
  if (report.rows.length === 0) return null;
  const rows = report.rows.filter(SHOWN[shown].keeps);
  const count = (key: Shown) => report.rows.filter(SHOWN[key].keeps).length.toLocaleString('en-US');
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label="Show rows"
        size="xs"
        value={shown}
        onChange={(value) => setShown(value)}
        data={(Object.keys(SHOWN) as Shown[]).map((key) => ({
          value: key,
          label: `${SHOWN[key].label} (${count(key)})`,
        }))}
      />
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {SHOWN[shown].none}
        </Text>
      ) : (
        <ReportRows rows={rows} />
      )}
    </Stack>
  );
}

function ReportRows({ rows }: { rows: ReportRow[] }) {
  return (
    <ScrollArea.Autosize mah="55vh" type="auto">
      <Table striped withTableBorder captionSide="top" fz="sm" data-testid="import-report">
        <Table.Caption>Import report</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            <Table.Th>Record</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Changes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.line} data-status={row.status}>
              <Table.Td>{row.line}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {row.label}
                <Text size="xs" c="dimmed">
                  {row.id === null ? 'new' : `id ${row.id}`}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} c={STATUS_COLOR[row.status]}>
                  {row.status}
                </Text>
              </Table.Td>
              <Table.Td>
                <ChangedCells row={row} />
                {row.messages.map((message) => (
                  <Text key={message} size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
                    {message}
                  </Text>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
