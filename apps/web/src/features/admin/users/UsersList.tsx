import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ROLE_LABELS, type User } from '@nprm/contracts';
import { EntityListPage } from '../common/AdminListPage';
import { adminColumnHelper } from '../common/DataTable';
import { idColumn, statusColumn } from '../common/columns';
import { adminKeys } from '../common/queryKeys';
import { resellerEntity } from '../common/api/resellers';
import { userEntity } from '../common/api/users';

const column = adminColumnHelper<User>();

/**
 * The list's columns, the reseller by name: an id column would let the filter "3" match every user of reseller 3,
 * 13, 30 and so on. An id whose reseller is not loaded (yet) shows as "#3".
 */
function userColumns(resellerNames: ReadonlyMap<number, string>) {
  return column.columns([
    idColumn<User>(),
    column.accessor('name', { header: 'Name' }),
    column.accessor('email', { header: 'Email' }),
    column.accessor((user) => ROLE_LABELS[user.role], { id: 'role', header: 'Role' }),
    column.accessor(
      (user) => (user.reseller_id === null ? '' : (resellerNames.get(user.reseller_id) ?? `#${user.reseller_id}`)),
      { id: 'reseller', header: 'Reseller' },
    ),
    statusColumn<User>(),
  ]);
}

/** /admin/users (docs/product.md, users): administrators and reseller users; disabled ones with Show Inactive. */
export function UsersList() {
  const resellers = useQuery({
    queryKey: adminKeys.list(resellerEntity.key, true),
    queryFn: () => resellerEntity.fetchList(true),
  });
  const columns = useMemo(
    () => userColumns(new Map((resellers.data ?? []).map((reseller) => [reseller.id, reseller.name]))),
    [resellers.data],
  );
  return <EntityListPage entity={userEntity} columns={columns} />;
}
