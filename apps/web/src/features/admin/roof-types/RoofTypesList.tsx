import type { RoofType } from '@nprm/contracts';
import { paths } from '../../../lib/paths';
import { AdminListPage } from '../common/AdminListPage';
import { adminColumnHelper, ID_DESCENDING } from '../common/DataTable';
import { statusText } from '../common/columns';
import { fetchRoofTypes } from '../common/api/roofTypes';

const column = adminColumnHelper<RoofType>();
const columns = column.columns([
  column.accessor('id', { header: 'ID' }),
  column.accessor('name', { header: 'Name' }),
  column.accessor('friction_coefficient', { header: 'Friction Coefficient' }),
  column.accessor((roofType) => statusText(roofType), { id: 'status', header: 'Status' }),
]);

/** /admin/roof-types: roof types and their friction coefficients are admin data (docs/api.md, docs/engineering.md). */
export function RoofTypesList() {
  return (
    <AdminListPage<RoofType>
      title="Roof Types"
      createLabel="New Roof Type"
      createHref={paths.admin.roofTypes.create.href()}
      queryKey={['roof-types']}
      fetchList={fetchRoofTypes}
      columns={columns}
      initialSorting={ID_DESCENDING}
      emptyText="No Roof Types"
      rowHref={(roofType) => paths.admin.roofTypes.edit.href(roofType.id)}
    />
  );
}
