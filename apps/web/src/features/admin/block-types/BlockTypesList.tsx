import type { BlockType } from '@nprm/contracts';
import { EntityListPage } from '../common/AdminListPage';
import { adminColumnHelper } from '../common/DataTable';
import { idColumn, statusColumn, numberColumn } from '../common/columns';
import { blockTypeEntity } from '../common/api/blockTypes';

const column = adminColumnHelper<BlockType>();
const columns = column.columns([
  idColumn<BlockType>(),
  column.accessor('name', { header: 'Name' }),
  column.accessor('nominal_size', { header: 'Nominal Size' }),
  numberColumn<BlockType>('weight', 'Weight (lb)'),
  statusColumn<BlockType>(),
]);

/** /admin/block-types: the ballast blocks a visitor may count the ballast in (docs/product.md, docs/engineering.md). */
export function BlockTypesList() {
  return <EntityListPage bulk entity={blockTypeEntity} columns={columns} />;
}
