import { ROLE_LABELS, type User } from '@nprm/contracts';
import { EntityListPage } from '../common/AdminListPage';
import { adminColumnHelper } from '../common/DataTable';
import { idColumn, statusColumn } from '../common/columns';
import { userEntity } from '../common/api/users';

const column = adminColumnHelper<User>();
const columns = column.columns([
  idColumn<User>(),
  column.accessor('name', { header: 'Name' }),
  column.accessor('email', { header: 'Email' }),
  column.accessor((user) => ROLE_LABELS[user.role], { id: 'role', header: 'Role' }),
  column.accessor((user) => user.reseller_id ?? '', { id: 'reseller_id', header: 'Reseller' }),
  statusColumn<User>(),
]);

/** /admin/users (docs/product.md, users): administrators and reseller users; disabled ones with Show Inactive. */
export function UsersList() {
  return <EntityListPage entity={userEntity} columns={columns} />;
}
