import type { Antenna } from '@nprm/contracts';
import { paths } from '../../../lib/paths';
import { AdminListPage } from '../common/AdminListPage';
import { adminColumnHelper, ID_DESCENDING } from '../common/DataTable';
import { statusText } from '../common/columns';
import { fetchAntennas } from '../common/api/antennas';

const column = adminColumnHelper<Antenna>();
const columns = column.columns([
  column.accessor('id', { header: 'ID' }),
  column.accessor('make', { header: 'Make' }),
  column.accessor('model', { header: 'Model' }),
  column.accessor('weight', { header: 'Weight (lb)' }),
  column.accessor('square_footage', { header: 'Square Footage (ft²)' }),
  column.accessor('mast_diameter', { header: 'Mast Diameter (in)' }),
  column.accessor((antenna) => antenna.mount_ids.length, { id: 'mounts', header: 'Compatible Mounts' }),
  column.accessor((antenna) => statusText(antenna), { id: 'status', header: 'Status' }),
]);

/** /admin/antennas (docs/product.md, lists). */
export function AntennasList() {
  return (
    <AdminListPage<Antenna>
      title="Antennas"
      createLabel="New Antenna"
      createHref={paths.admin.antennas.create.href()}
      queryKey={['antennas']}
      fetchList={fetchAntennas}
      columns={columns}
      initialSorting={ID_DESCENDING}
      emptyText="No Antennas"
      rowHref={(antenna) => paths.admin.antennas.edit.href(antenna.id)}
    />
  );
}
