import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';
import { useNavigate } from 'react-router';
import { Table, Text, UnstyledButton } from '@mantine/core';
import {
  columnFilteringFeature,
  constructSortFn,
  createColumnHelper,
  createFilteredRowModel,
  createSortedRowModel,
  FlexRender,
  globalFilteringFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnFiltersState,
  type Row,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { DebouncedInput } from './DebouncedInput';
import { filterFn_cell, filterFn_search } from './listFilters';
import { compareCells } from './naturalSort';

/** Natural order for every column (naturalSort.ts): numbers by value, text with its numbers read as numbers. */
const sortFn_natural = constructSortFn({ sort: (a: unknown, b: unknown) => compareCells(a, b) });

/**
 * Client-side sorting, per-column filtering and a search across the columns over every row (docs/product.md,
 * constants: all rows on one page).
 */
export const adminTableFeatures = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  rowSortingFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  filterFns: { cell: filterFn_cell, search: filterFn_search },
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, text: sortFn_text, natural: sortFn_natural },
});
export type AdminTableFeatures = typeof adminTableFeatures;

export function adminColumnHelper<T extends object>() {
  return createColumnHelper<AdminTableFeatures, T>();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
export type AdminColumns<T extends object> = ColumnDef<AdminTableFeatures, T, any>[];

export const ID_DESCENDING: SortingState = [{ id: 'id', desc: true }];

/** What the table shows: its sort, its column filters and the search box's text (kept by the caller, in the URL). */
export interface TableView {
  sorting: SortingState;
  columnFilters: ColumnFiltersState;
  search: string;
}

interface DataTableProps<T extends object> {
  columns: AdminColumns<T>;
  data: T[];
  /** What the table lists, for its accessible name ("Mounts"). */
  caption: string;
  view: TableView;
  /** A change, or a function of the view as it is when the change lands (two filters reported at once both hold). */
  onViewChange(this: void, change: Partial<TableView> | ((view: TableView) => Partial<TableView>)): void;
  emptyText: string;
  /** Where clicking (or pressing Enter on) a row goes. */
  rowHref(this: void, row: T): string;
  rowKey(this: void, row: T): string;
  isInactive?(this: void, row: T): boolean;
  /** Rows ticked for a bulk action, by rowKey; the header's box ticks every row of the filter. */
  selection?: RowSelection;
}

export interface RowSelection {
  selected: ReadonlySet<string>;
  onChange(this: void, selected: ReadonlySet<string>): void;
}

/** Clicks on links and buttons inside a row do their own thing, not the row's. */
function fromControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a, button, input') !== null;
}

function resolve<V>(updater: Updater<V>, current: V): V {
  return typeof updater === 'function' ? (updater as (old: V) => V)(current) : updater;
}

export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { columns, data, caption, view, onViewChange, emptyText, rowHref, rowKey, isInactive, selection } = props;
  const navigate = useNavigate();
  const table = useTable({
    features: adminTableFeatures,
    columns,
    data,
    getRowId: rowKey,
    enableSortingRemoval: false,
    defaultColumn: { filterFn: 'cell', sortFn: 'natural' },
    globalFilterFn: 'search',
    state: { sorting: view.sorting, columnFilters: view.columnFilters, globalFilter: view.search },
    onSortingChange: (updater) => onViewChange((current) => ({ sorting: resolve(updater, current.sorting) })),
    onColumnFiltersChange: (updater) =>
      onViewChange((current) => ({ columnFilters: resolve(updater, current.columnFilters) })),
    onGlobalFilterChange: (updater) =>
      onViewChange((current) => ({ search: String(resolve(updater, current.search) ?? '') })),
  });
  const rows = table.getRowModel().rows;
  const headerGroups = table.getHeaderGroups();
  const columnCount = table.getAllLeafColumns().length + (selection ? 1 : 0);
  // A row the filter hides leaves the selection: what is ticked is always what the list shows.
  useEffect(() => {
    if (!selection) return;
    const shown = new Set(rows.map((row) => row.id));
    const kept = [...selection.selected].filter((id) => shown.has(id));
    if (kept.length < selection.selected.size) selection.onChange(new Set(kept));
  }, [rows, selection]);
  const toggle = useCallback(
    (id: string, ticked: boolean) => {
      if (!selection) return;
      const next = new Set(selection.selected);
      if (ticked) next.add(id);
      else next.delete(id);
      selection.onChange(next);
    },
    [selection],
  );
  const allTicked = selection !== undefined && rows.length > 0 && rows.every((row) => selection.selected.has(row.id));
  // Rows stay memoised while the caller passes a new rowHref function on each render.
  const href = useRef(rowHref);
  useLayoutEffect(() => {
    href.current = rowHref;
  });
  const open = useCallback((row: T) => void navigate(href.current(row)), [navigate]);

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover striped aria-label={caption} verticalSpacing="xs">
        <Table.Thead>
          {headerGroups.map((group) => (
            <Table.Tr key={group.id}>
              {selection ? (
                <Table.Th rowSpan={2} w={36}>
                  <input
                    type="checkbox"
                    aria-label={`Select all ${rows.length} rows of this filter`}
                    checked={allTicked}
                    ref={(box) => {
                      if (box) box.indeterminate = !allTicked && selection.selected.size > 0;
                    }}
                    onChange={(event) =>
                      selection.onChange(new Set(event.currentTarget.checked ? rows.map((row) => row.id) : []))
                    }
                  />
                </Table.Th>
              ) : null}
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const canSort = header.column.getCanSort();
                return (
                  <Table.Th
                    key={header.id}
                    // The whole header cell sorts, not only its label; the button inside keeps the
                    // keyboard way in, its click reaching this handler.
                    onClick={canSort ? header.column.getToggleSortingHandler() : undefined}
                    style={canSort ? POINTER : undefined}
                    aria-sort={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : canSort ? 'none' : undefined
                    }
                  >
                    {header.isPlaceholder ? null : canSort ? (
                      <UnstyledButton fw={700} fz="sm">
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
                    <DebouncedInput
                      size="xs"
                      aria-label={`Filter ${typeof header.column.columnDef.header === 'string' ? header.column.columnDef.header : header.id}`}
                      placeholder="Filter"
                      value={(header.column.getFilterValue() as string | undefined) ?? ''}
                      onValueChange={(value) => header.column.setFilterValue(value)}
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
              <DataRow
                key={row.id}
                row={row}
                inactive={isInactive?.(row.original) ?? false}
                onOpen={open}
                ticked={selection ? selection.selected.has(row.id) : undefined}
                onTick={toggle}
              />
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface DataRowProps<T extends object> {
  row: Row<AdminTableFeatures, T>;
  inactive: boolean;
  onOpen(this: void, row: T): void;
  /** Whether the row is ticked for a bulk action; undefined: the list has no selection. */
  ticked: boolean | undefined;
  onTick(this: void, id: string, ticked: boolean): void;
}

/** Mantine's own table classes and row attributes (striped, hover, row borders), set on plain elements below. */
const ROW_CLASS = Table.classes.tr;
const CELL_CLASS = Table.classes.td;
const DIMMED = { cursor: 'pointer', color: 'var(--mantine-color-dimmed)' } as const;
const POINTER = { cursor: 'pointer' } as const;

/**
 * One body row, rendered again only when its record changes: filtering or sorting a long list moves rows without
 * re-rendering their cells. Plain <tr>/<td> with Mantine's table classes: a thousand rows of seven Mantine
 * components each cost several times the time to mount (bench/web/admin-list.bench.mjs).
 */
const DataRow = memo(function DataRow<T extends object>({ row, inactive, onOpen, ticked, onTick }: DataRowProps<T>) {
  const onClick = (event: MouseEvent) => {
    if (!fromControl(event.target)) onOpen(row.original);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !fromControl(event.target)) onOpen(row.original);
  };
  return (
    <tr
      className={ROW_CLASS}
      data-striped="odd"
      data-hover
      data-with-row-border
      tabIndex={0}
      style={inactive ? DIMMED : POINTER}
      data-inactive={inactive ? 'true' : undefined}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {ticked === undefined ? null : (
        <td className={CELL_CLASS}>
          <input
            type="checkbox"
            aria-label={`Select row ${row.id}`}
            checked={ticked}
            onChange={(event) => onTick(row.id, event.currentTarget.checked)}
          />
        </td>
      )}
      {row.getAllCells().map((cell) => (
        <td key={cell.id} className={CELL_CLASS}>
          <FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  );
}) as <T extends object>(props: DataRowProps<T>) => ReactElement;
