import { useParams } from 'react-router';
import { Alert, Text } from '@mantine/core';
import type { ResellerMount } from '@nprm/contracts';
import { paths } from '../../../lib/paths';
import { AdminListPage } from '../common/AdminListPage';
import { adminColumnHelper, ID_DESCENDING } from '../common/DataTable';
import { idColumn, statusColumn, statusText } from '../common/columns';
import { fetchResellerMounts } from '../common/api/resellerMounts';
import { useRouteReseller } from './useReseller';

const column = adminColumnHelper<ResellerMount>();
const columns = column.columns([
  idColumn<ResellerMount>(),
  column.accessor((link) => link.mount.part_number, { id: 'part_number', header: 'Part Number' }),
  column.accessor((link) => link.mount.name, { id: 'mount', header: 'Mount' }),
  column.accessor((link) => link.product_url ?? '', { id: 'product_url', header: 'Product Url' }),
  column.accessor((link) => statusText(link.mount), {
    id: 'mount_status',
    header: 'Mount Status',
  }),
  statusColumn<ResellerMount>(),
]);

/** /admin/reseller/{resellerId}/mounts (docs/product.md, lists): the mounts one reseller offers. */
export function ResellerMountsList() {
  const { resellerId: rawId } = useParams();
  const { resellerId, reseller } = useRouteReseller(rawId);
  if (resellerId === null) {
    return (
      <Alert color="red" role="alert" title="Could not open this list">
        Missing reseller id
      </Alert>
    );
  }
  return (
    <AdminListPage<ResellerMount>
      title="Reseller Mounts"
      subtitle={
        <Text c="dimmed" size="sm">
          {reseller.data ? `Mounts offered by ${reseller.data.name}` : `Reseller ${resellerId}`}
        </Text>
      }
      createLabel="Add Mount"
      createHref={paths.admin.resellerMounts.create.href(resellerId)}
      queryKey={['reseller-mounts', resellerId]}
      fetchList={(includeInactive) => fetchResellerMounts(resellerId, includeInactive)}
      columns={columns}
      initialSorting={ID_DESCENDING}
      emptyText="No Mounts"
      rowHref={(link) => paths.admin.resellerMounts.edit.href(resellerId, link.id)}
    />
  );
}
