import { SOURCE_NOT_GIVEN, type RoofType } from '@nprm/contracts';
import { EntityListPage } from '../common/AdminListPage';
import { adminColumnHelper } from '../common/DataTable';
import { idColumn, statusColumn, numberColumn } from '../common/columns';
import { roofTypeEntity } from '../common/api/roofTypes';

const column = adminColumnHelper<RoofType>();
const columns = column.columns([
  idColumn<RoofType>(),
  column.accessor('name', { header: 'Name' }),
  numberColumn<RoofType>('friction_coefficient', 'Friction Coefficient'),
  column.accessor((roof) => roof.friction_coefficient_source ?? SOURCE_NOT_GIVEN, {
    id: 'friction_coefficient_source',
    header: 'Friction Source',
  }),
  statusColumn<RoofType>(),
]);

/** /admin/roof-types: roof types and their friction coefficients are admin data (docs/api.md, docs/engineering.md). */
export function RoofTypesList() {
  return <EntityListPage bulk entity={roofTypeEntity} columns={columns} />;
}
