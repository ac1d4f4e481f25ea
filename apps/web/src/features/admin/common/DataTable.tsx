import type { KeyboardEvent, MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import {
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createSortedRowModel,
  filterFn_includesString,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';

/** Client-side sorting and per-column filtering over every row (docs/product.md, constants: all rows on one page). */
export const adminTableFeatures = tableFeatures({
  columnFilteringFeature,
  rowSortingFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  filterFns: { includesString: filterFn_includesString },
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, text: sortFn_text },
});
export type AdminTableFeatures = typeof adminTableFeatures;

export function adminColumnHelper<T extends object>() {
  return createColumnHelper<AdminTableFeatures, T>();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
export type AdminColumns<T extends object> = ColumnDef<AdminTableFeatures, T, any>[];

export const ID_DESCENDING: SortingState = [{ id: 'id', desc: true }];

interface DataTableProps<T extends object> {
  columns: AdminColumns<T>;
  data: T[];
  /** What the table lists, for its accessible name ("Mounts"). */
  caption: string;
  initialSorting: SortingState;
  emptyText: string;
  /** Where clicking (or pressing Enter on) a row goes. */
  rowHref(this: void, row: T): string;
  rowKey(this: void, row: T): string;
  isInactive?(this: void, row: T): boolean;
}

/** Clicks on links and buttons inside a row do their own thing, not the row's. */
function fromControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a, button, input') !== null;
}

export function DataTable<T extends object>({
  columns,
  data,
  caption,
  initialSorting,
  emptyText,
  rowHref,
  rowKey,
  isInactive,
}: DataTableProps<T>) {
  const navigate = useNavigate();
  const table = useTable({
    features: adminTableFeatures,
    columns,
    data,
    getRowId: rowKey,
    enableSortingRemoval: false,
    initialState: { sorting: initialSorting },
  });
  const rows = table.getRowModel().rows;
  const headerGroups = table.getHeaderGroups();
  const columnCount = table.getAllLeafColumns().length;

  const open = (row: T) => void navigate(rowHref(row));
  const onRowClick = (event: MouseEvent, row: T) => {
    if (!fromControl(event.target)) open(row);
  };
  const onRowKey = (event: KeyboardEvent, row: T) => {
    if (event.key === 'Enter' && !fromControl(event.target)) open(row);
  };

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover striped aria-label={caption} verticalSpacing="xs">
        <Table.Thead>
          {headerGroups.map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const canSort = header.column.getCanSort();
                return (
                  <Table.Th
                    key={header.id}
                    aria-sort={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : canSort ? 'none' : undefined
                    }
                  >
                    {header.isPlaceholder ? null : canSort ? (
                      <UnstyledButton onClick={header.column.getToggleSortingHandler()} fw={700} fz="sm">
                        <table.FlexRender header={header} />
                        <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ' ↕'}</span>
                      </UnstyledButton>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
          {headerGroups.slice(-1).map((group) => (
            <Table.Tr key={`${group.id}-filters`}>
              {group.headers.map((header) => (
                <Table.Th key={header.id}>
                  {header.column.getCanFilter() ? (
                    <TextInput
                      size="xs"
                      aria-label={`Filter ${typeof header.column.columnDef.header === 'string' ? header.column.columnDef.header : header.id}`}
                      placeholder="Filter"
                      value={(header.column.getFilterValue() as string | undefined) ?? ''}
                      onChange={(event) => header.column.setFilterValue(event.currentTarget.value)}
                    />
                  ) : null}
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>
                <Text c="dimmed" ta="center" py="md">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr
                key={row.id}
                tabIndex={0}
                style={{ cursor: 'pointer' }}
                data-inactive={isInactive?.(row.original) ? 'true' : undefined}
                c={isInactive?.(row.original) ? 'dimmed' : undefined}
                onClick={(event) => onRowClick(event, row.original)}
                onKeyDown={(event) => onRowKey(event, row.original)}
              >
                {row.getAllCells().map((cell) => (
                  <Table.Td key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
