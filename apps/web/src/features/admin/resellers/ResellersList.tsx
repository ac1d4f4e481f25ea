import { Link } from 'react-router';
import { Anchor, Group } from '@mantine/core';
import type { Reseller } from '@nprm/contracts';
import type { SortingState } from '@tanstack/react-table';
import { paths } from '../../../lib/paths';
import { EntityListPage } from '../common/AdminListPage';
import { adminColumnHelper } from '../common/DataTable';
import { statusColumn } from '../common/columns';
import { resellerEntity } from '../common/api/resellers';
import { domainHref } from './domainHref';

const column = adminColumnHelper<Reseller>();
const columns = column.columns([
  column.accessor('name', { header: 'Name' }),
  column.accessor('domain', {
    header: 'Domain',
    cell: (info) => (
      <Anchor href={domainHref(info.getValue())} target="_blank" rel="noopener noreferrer" size="sm">
        {info.getValue()}
      </Anchor>
    ),
  }),
  column.accessor((reseller) => reseller.contact_email ?? '', { id: 'contact_email', header: 'Contact Email' }),
  statusColumn<Reseller>(),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: (info) => (
      <Group gap="sm" wrap="nowrap">
        <Anchor
          component={Link}
          to={paths.admin.resellers.edit.href(info.row.original.id)}
          size="sm"
          aria-label={`Edit ${info.row.original.name}`}
        >
          Edit
        </Anchor>
        <Anchor
          component={Link}
          to={paths.admin.resellerMounts.list.href(info.row.original.id)}
          size="sm"
          aria-label={`Mounts of ${info.row.original.name}`}
        >
          Mounts
        </Anchor>
        <Anchor
          component={Link}
          to={paths.admin.resellerPrices.href(info.row.original.id)}
          size="sm"
          aria-label={`Prices of ${info.row.original.name}`}
        >
          Prices
        </Anchor>
      </Group>
    ),
  }),
]);

const BY_NAME: SortingState = [{ id: 'name', desc: false }];

/** /admin/resellers (docs/product.md, lists): sorted by name; rows have Edit, Mounts and a domain link. */
export function ResellersList() {
  return <EntityListPage bulk entity={resellerEntity} columns={columns} initialSorting={BY_NAME} />;
}
