import type { Mount } from '@nprm/contracts';
import { paths } from '../../../lib/paths';
import { AdminListPage } from '../common/AdminListPage';
import { adminColumnHelper, ID_DESCENDING } from '../common/DataTable';
import { statusText, yesNo } from '../common/columns';
import { fetchMounts } from '../common/api/mounts';

const column = adminColumnHelper<Mount>();
const columns = column.columns([
  column.accessor('id', { header: 'ID' }),
  column.accessor('part_number', { header: 'Part Number' }),
  column.accessor('name', { header: 'Name' }),
  column.accessor((mount) => yesNo(mount.ridge_mount), { id: 'ridge_mount', header: 'Ridge Mount' }),
  column.accessor('max_roof_load', { header: 'Max Roof Load (psf)' }),
  column.accessor('weight', { header: 'Weight (lb)' }),
  column.accessor((mount) => statusText(mount), { id: 'status', header: 'Status' }),
]);

/** /admin/mounts (docs/product.md, lists). */
export function MountsList() {
  return (
    <AdminListPage<Mount>
      title="Mounts"
      createLabel="New Mount"
      createHref={paths.admin.mounts.create.href()}
      queryKey={['mounts']}
      fetchList={fetchMounts}
      columns={columns}
      initialSorting={ID_DESCENDING}
      emptyText="No Mounts"
      rowHref={(mount) => paths.admin.mounts.edit.href(mount.id)}
    />
  );
}
