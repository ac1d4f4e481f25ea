import type { Mount } from '@nprm/contracts';
import { CatalogueCsvActions } from '../common/catalogue-csv/CatalogueCsvActions';
import { EntityListPage } from '../common/AdminListPage';
import { adminColumnHelper } from '../common/DataTable';
import { idColumn, statusColumn, yesNo, numberColumn } from '../common/columns';
import { mountEntity } from '../common/api/mounts';

const column = adminColumnHelper<Mount>();
const columns = column.columns([
  idColumn<Mount>(),
  column.accessor('part_number', { header: 'Part Number' }),
  column.accessor('name', { header: 'Name' }),
  column.accessor((mount) => yesNo(mount.ridge_mount), { id: 'ridge_mount', header: 'Ridge Mount' }),
  numberColumn<Mount>('max_roof_load', 'Max Roof Load (psf)'),
  numberColumn<Mount>('weight', 'Weight (lb)'),
  statusColumn<Mount>(),
]);

/** /admin/mounts (docs/product.md, lists), with the catalogue CSV's Export and Import. */
export function MountsList() {
  return (
    <EntityListPage bulk entity={mountEntity} columns={columns} actions={<CatalogueCsvActions entity="mounts" />} />
  );
}
