import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Checkbox, Group, Stack, Title } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { DataTable, ID_DESCENDING, type AdminColumns } from './DataTable';
import { BulkActions, countOf, type BulkChoice, type BulkNoun } from './BulkActions';
import { DebouncedInput } from './DebouncedInput';
import { useListView } from './listParams';
import { ListStatus } from './ListStatus';
import { adminKeys } from './queryKeys';
import { isActive, type AdminEntity, type Resource } from './resource';
import { useAdminTitle } from './title';
import { useSlashToSearch } from './useSlashToSearch';

/** A stable fallback: a fresh [] each render would rebuild the table's row models every time. */
const NO_ROWS: never[] = [];

type Row = { id: number; deleted_at: string | null; lock_version?: number };

const NONE: ReadonlySet<string> = new Set();

/** A list's bulk deactivate and activate (docs/product.md, bulk actions). */
export interface CatalogueBulk {
  noun: BulkNoun;
  run: Resource<unknown>['bulk'];
  /** Each button's text and the result's verb: Deactivate and Activate unless given. */
  words?: { deactivate: [string, string]; activate: [string, string] };
}
const WORDS: NonNullable<CatalogueBulk['words']> = {
  deactivate: ['Deactivate', 'Deactivated'],
  activate: ['Activate', 'Activated'],
};

interface EntityListPageProps<T extends Row> {
  entity: AdminEntity<T>;
  columns: AdminColumns<T>;
  /** Newest first unless given. */
  initialSorting?: SortingState;
  /** More actions beside the create button (the catalogue's CSV export and import). */
  actions?: ReactNode;
  /** Rows can be ticked and deactivated or activated together. */
  bulk?: boolean;
}

/**
 * An entity's list (/admin/mounts): titled by its plural ("Mounts"), with "New Mount" to its create route, "No Mounts"
 * when empty, and rows opening their edit route.
 */
export function EntityListPage<T extends Row>({
  entity,
  columns,
  initialSorting = ID_DESCENDING,
  actions,
  bulk,
}: EntityListPageProps<T>) {
  const { resource, plural, key, routes, fetchList } = entity;
  const noun = { one: resource.label.toLowerCase(), many: plural.toLowerCase() };
  return (
    <AdminListPage<T>
      title={plural}
      create={{ label: `New ${resource.label}`, href: routes.create.href() }}
      actions={actions}
      listKey={(includeInactive) => adminKeys.list(key, includeInactive)}
      fetchList={fetchList}
      columns={columns}
      initialSorting={initialSorting}
      emptyText={`No ${plural}`}
      rowHref={(row) => routes.edit.href(row.id)}
      bulk={bulk ? { noun, run: resource.bulk } : undefined}
    />
  );
}

interface AdminListPageProps<T extends Row> {
  title: string;
  /** Extra line under the title (the reseller a reseller-mount list belongs to). */
  subtitle?: ReactNode;
  /** The create button's text and link; null offers none (an inactive reseller's mounts), `createNote` instead. */
  create: { label: string; href: string } | null;
  createNote?: ReactNode;
  /** More actions beside the create button (the reseller mounts' "Add Mounts"). */
  actions?: ReactNode;
  /** The list's query key (adminKeys), with or without inactive records. */
  listKey(this: void, includeInactive: boolean): QueryKey;
  fetchList(this: void, includeInactive: boolean): Promise<T[]>;
  columns: AdminColumns<T>;
  /** A stable array (a module constant): the URL leaves the sort out while it is this one. */
  initialSorting: SortingState;
  emptyText: string;
  rowHref(this: void, row: T): string;
  bulk?: CatalogueBulk | undefined;
}

/**
 * The admin lists (docs/product.md, lists): a create button, a search box and "Show Inactive" on the left under
 * the title (clear of the toasts, which slide in top-right), and a sortable, filterable table of every row on one
 * page; clicking a row opens its form. Sort, filters, search and Show Inactive live in the URL query. A failed load
 * shows the "Something went wrong" toast (error catalogue).
 */
export function AdminListPage<T extends Row>(props: AdminListPageProps<T>) {
  const {
    title,
    subtitle,
    create,
    createNote,
    actions,
    listKey,
    fetchList,
    columns,
    initialSorting,
    emptyText,
    rowHref,
    bulk,
  } = props;
  useAdminTitle(title);
  const search = useRef<HTMLInputElement>(null);
  useSlashToSearch(search);
  const [view, setView] = useListView(initialSorting);
  const { includeInactive } = view;
  // The box shows a tick at once; the URL (and the list) follow a moment later.
  const [ticked, setTicked] = useState(includeInactive);
  const [applied, setApplied] = useState(includeInactive);
  if (applied !== includeInactive) {
    setApplied(includeInactive);
    setTicked(includeInactive);
  }
  const list = useQuery({
    queryKey: listKey(includeInactive),
    queryFn: () => fetchList(includeInactive),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState(NONE);
  const selection = useMemo(() => (bulk ? { selected, onChange: setSelected } : undefined), [bulk, selected]);
  const choices = (bulk: CatalogueBulk): BulkChoice[] =>
    (['deactivate', 'activate'] as const).map((action) => {
      const [label, done] = (bulk.words ?? WORDS)[action];
      return {
        label,
        done,
        question: `${label} ${countOf(selected.size, bulk.noun)}?`,
        run: () => {
          // Each row at the version the list read: one changed since is refused, not overwritten.
          const rows = (list.data ?? []).filter((row) => selected.has(String(row.id)));
          return bulk.run(action, new Map(rows.map((row) => [row.id, row.lock_version])));
        },
      };
    });

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {subtitle}
      </Stack>
      <Group gap="md" align="center" data-testid="list-controls">
        {create ? (
          <Button component={Link} to={create.href}>
            {create.label}
          </Button>
        ) : (
          createNote
        )}
        {actions}
        <DebouncedInput
          type="search"
          aria-label={`Search ${title}`}
          aria-keyshortcuts="/"
          inputRef={search}
          placeholder="Search (press /)"
          w={{ base: '100%', xs: 260 }}
          value={view.search}
          onValueChange={(search) => setView({ search })}
        />
        <Checkbox
          label="Show Inactive"
          checked={ticked}
          onChange={(event) => {
            setTicked(event.currentTarget.checked);
            setView({ includeInactive: event.currentTarget.checked });
          }}
        />
      </Group>
      {bulk ? (
        <BulkActions
          count={selected.size}
          noun={bulk.noun}
          choices={choices(bulk)}
          onFinished={() => {
            setSelected(NONE);
            void queryClient.invalidateQueries({ queryKey: adminKeys.all() });
          }}
        />
      ) : null}
      <ListStatus list={list} failureText="The list could not be loaded." loadingLabel={`Loading ${title}`} />
      {list.isPending ? null : (
        <DataTable<T>
          caption={title}
          columns={columns}
          data={list.data ?? NO_ROWS}
          view={view}
          onViewChange={setView}
          emptyText={emptyText}
          rowHref={rowHref}
          rowKey={rowKey}
          isInactive={isInactiveRow}
          {...(selection ? { selection } : {})}
        />
      )}
    </Stack>
  );
}

const rowKey = (row: Row) => String(row.id);
const isInactiveRow = (row: Row) => !isActive(row);
