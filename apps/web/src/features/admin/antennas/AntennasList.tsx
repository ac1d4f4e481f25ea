import { hasWindArea, type Antenna } from '@nprm/contracts';
import { CatalogueCsvActions } from '../common/catalogue-csv/CatalogueCsvActions';
import { EntityListPage } from '../common/AdminListPage';
import { adminColumnHelper } from '../common/DataTable';
import { idColumn, statusColumn, numberColumn } from '../common/columns';
import { antennaEntity } from '../common/api/antennas';
import { WindAreaFlag } from './WindArea';

const column = adminColumnHelper<Antenna>();
const columns = column.columns([
  idColumn<Antenna>(),
  column.accessor('make', { header: 'Make' }),
  column.accessor('model', {
    header: 'Model',
    cell: (info) =>
      hasWindArea(info.row.original) ? (
        info.getValue()
      ) : (
        <>
          <div>{info.getValue()}</div>
          <WindAreaFlag />
        </>
      ),
  }),
  numberColumn<Antenna>('weight', 'Weight (lb)'),
  numberColumn<Antenna>('square_footage', 'Square Footage (ft²)'),
  numberColumn<Antenna>('mast_diameter', 'Mast Diameter (in)'),
  column.accessor((antenna) => antenna.mount_ids.length, { id: 'mounts', header: 'Compatible Mounts' }),
  statusColumn<Antenna>(),
]);

/** /admin/antennas (docs/product.md, lists), with the catalogue CSV's Export and Import. */
export function AntennasList() {
  return (
    <EntityListPage bulk entity={antennaEntity} columns={columns} actions={<CatalogueCsvActions entity="antennas" />} />
  );
}
