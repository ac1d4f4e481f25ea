import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Checkbox, Group, Stack, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { DataTable, ID_DESCENDING, type AdminColumns } from './DataTable';
import { ListStatus } from './ListStatus';
import { ADMIN_QUERY_KEY, isActive, type AdminEntity } from './resource';

/** A stable fallback: a fresh [] each render would rebuild the table's row models every time. */
const NO_ROWS: never[] = [];

type Row = { id: number; deleted_at: string | null };

interface EntityListPageProps<T extends Row> {
  entity: AdminEntity<T>;
  columns: AdminColumns<T>;
  /** Newest first unless given. */
  initialSorting?: SortingState;
}

/**
 * An entity's list (/admin/mounts): titled by its plural ("Mounts"), with "New Mount" to its create route, "No Mounts"
 * when empty, and rows opening their edit route.
 */
export function EntityListPage<T extends Row>({
  entity,
  columns,
  initialSorting = ID_DESCENDING,
}: EntityListPageProps<T>) {
  const { resource, plural, key, routes, fetchList } = entity;
  return (
    <AdminListPage<T>
      title={plural}
      createLabel={`New ${resource.label}`}
      createHref={routes.create.href()}
      queryKey={[key]}
      fetchList={fetchList}
      columns={columns}
      initialSorting={initialSorting}
      emptyText={`No ${plural}`}
      rowHref={(row) => routes.edit.href(row.id)}
    />
  );
}

interface AdminListPageProps<T extends Row> {
  title: string;
  /** Extra line under the title (the reseller a reseller-mount list belongs to). */
  subtitle?: ReactNode;
  createLabel: string;
  createHref: string;
  /** Query key under the admin key, without the include-inactive flag. */
  queryKey: readonly unknown[];
  fetchList(this: void, includeInactive: boolean): Promise<T[]>;
  columns: AdminColumns<T>;
  initialSorting: SortingState;
  emptyText: string;
  rowHref(this: void, row: T): string;
}

/**
 * The admin lists (docs/product.md, lists): a "Show Inactive" checkbox, a create button, and a sortable, filterable
 * table of every row on one page; clicking a row opens its form. A failed load shows the "Something went wrong" toast
 * (error catalogue).
 */
export function AdminListPage<T extends Row>(props: AdminListPageProps<T>) {
  const { title, subtitle, createLabel, createHref, queryKey, fetchList, columns, initialSorting, emptyText, rowHref } =
    props;
  const [includeInactive, setIncludeInactive] = useState(false);
  const list = useQuery({
    queryKey: [ADMIN_QUERY_KEY, ...queryKey, 'list', { includeInactive }],
    queryFn: () => fetchList(includeInactive),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle}
        </Stack>
        <Group>
          <Checkbox
            label="Show Inactive"
            checked={includeInactive}
            onChange={(event) => setIncludeInactive(event.currentTarget.checked)}
          />
          <Button component={Link} to={createHref}>
            {createLabel}
          </Button>
        </Group>
      </Group>
      <ListStatus list={list} failureText="The list could not be loaded." loadingLabel={`Loading ${title}`} />
      {list.isPending ? null : (
        <DataTable
          caption={title}
          columns={columns}
          data={list.data ?? NO_ROWS}
          initialSorting={initialSorting}
          emptyText={emptyText}
          rowHref={rowHref}
          rowKey={(row) => String(row.id)}
          isInactive={(row) => !isActive(row)}
        />
      )}
    </Stack>
  );
}
