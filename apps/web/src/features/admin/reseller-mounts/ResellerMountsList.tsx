import { Link, useParams } from 'react-router';
import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import type { ResellerMount } from '@nprm/contracts';
import { ApiRequestError } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { AdminListPage, type CatalogueBulk } from '../common/AdminListPage';
import { adminColumnHelper, ID_DESCENDING } from '../common/DataTable';
import { idColumn, statusColumn, statusText } from '../common/columns';
import { fetchResellerMounts, resellerMountsResource } from '../common/api/resellerMounts';
import { adminKeys } from '../common/queryKeys';
import { isActive } from '../common/resource';
import { useAdminTitle } from '../common/title';
import { AddMountsButton } from './AddMountsDialog';
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

/** A reseller's mounts are unlinked and linked again many at once (deactivated and activated). */
const UNLINK: CatalogueBulk = {
  noun: { one: 'reseller mount', many: 'reseller mounts' },
  run: resellerMountsResource.bulk,
  words: { deactivate: ['Unlink', 'Unlinked'], activate: ['Link again', 'Linked again'] },
};

/** Why a reseller's mounts cannot be listed: one alert, with the way back, and nothing else on the page. */
function ResellerProblem({ title, children }: { title: string; children: string }) {
  useAdminTitle(title);
  return (
    <Stack>
      <Anchor component={Link} to={paths.admin.resellers.list.href()} size="sm">
        ← Back to Resellers
      </Anchor>
      <Alert color="red" role="alert" title={title}>
        {children}
      </Alert>
    </Stack>
  );
}

/**
 * /admin/reseller/{resellerId}/mounts (docs/product.md, lists): the mounts one reseller offers. The reseller loads
 * first: an unknown one shows only "Reseller not found"; an inactive one lists its mounts but offers no Add Mount.
 * "Add Mounts" links many at once from a checklist.
 */
export function ResellerMountsList() {
  const { resellerId: rawId } = useParams();
  const { resellerId, reseller } = useRouteReseller(rawId);
  if (resellerId === null) {
    return <ResellerProblem title="Could not open this list">Missing reseller id</ResellerProblem>;
  }
  if (reseller.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Loading Reseller Mounts" />
      </Group>
    );
  }
  if (reseller.isError) {
    const missing = reseller.error instanceof ApiRequestError && reseller.error.status === 404;
    return missing ? (
      <ResellerProblem title="Reseller not found">{`There is no reseller ${resellerId}.`}</ResellerProblem>
    ) : (
      <ResellerProblem title="Could not open this list">{reseller.error.message}</ResellerProblem>
    );
  }
  const { name } = reseller.data;
  const active = isActive(reseller.data);
  return (
    <AdminListPage<ResellerMount>
      title="Reseller Mounts"
      subtitle={
        <Text c="dimmed" size="sm">
          Mounts offered by {name}
        </Text>
      }
      create={active ? { label: 'Add Mount', href: paths.admin.resellerMounts.create.href(resellerId) } : null}
      actions={active ? <AddMountsButton resellerId={resellerId} resellerName={name} /> : null}
      createNote={
        <Text size="sm" data-testid="inactive-reseller-note">
          {name} is inactive, so no mounts can be added.{' '}
          <Anchor component={Link} to={paths.admin.resellers.edit.href(resellerId)}>
            Open the reseller to activate it
          </Anchor>
        </Text>
      }
      listKey={(includeInactive) => adminKeys.resellerMountList(resellerId, includeInactive)}
      fetchList={(includeInactive) => fetchResellerMounts(resellerId, includeInactive)}
      columns={columns}
      initialSorting={ID_DESCENDING}
      emptyText="No Mounts"
      rowHref={(link) => paths.admin.resellerMounts.edit.href(resellerId, link.id)}
      bulk={UNLINK}
    />
  );
}
