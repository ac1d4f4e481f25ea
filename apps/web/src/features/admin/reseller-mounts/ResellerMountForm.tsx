import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { parseRecordId, resellerMountCreateRequest, type Mount, type ResellerMount } from '@nprm/contracts';
import { paths } from '../../../lib/paths';
import { EntityFormLayout } from '../common/EntityFormLayout';
import { FormField } from '../common/fields';
import { adminKeys, RESELLER_MOUNTS } from '../common/queryKeys';
import { isActive } from '../common/resource';
import { RecordHistory } from '../common/RecordHistory';
import { RecordRoute, type RecordFormProps } from '../common/RecordRoute';
import { useEntityForm } from '../common/useEntityForm';
import { mountEntity, mountKind, mountLabel } from '../common/api/mounts';
import { groupOptions } from '../common/optionGroups';
import { fetchResellerMounts, resellerMountsResource } from '../common/api/resellerMounts';

interface ResellerMountValues extends Record<string, unknown> {
  mount_id: string | null;
  product_url: string;
  assembly_instructions_url: string;
  product_sheet_url: string;
}

/** The links that override the mount's own (docs/product.md, entities). */
const URL_FIELDS = ['product_url', 'assembly_instructions_url', 'product_sheet_url'] as const;

const EMPTY: ResellerMountValues = {
  mount_id: null,
  product_url: '',
  assembly_instructions_url: '',
  product_sheet_url: '',
};

function toValues(link: ResellerMount): ResellerMountValues {
  return {
    mount_id: String(link.mount_id),
    product_url: link.product_url ?? '',
    assembly_instructions_url: link.assembly_instructions_url ?? '',
    product_sheet_url: link.product_sheet_url ?? '',
  };
}

/** /admin/reseller/{resellerId}/mount/new and /admin/reseller/{resellerId}/mount/{id} (the reseller mount's id). */
export function ResellerMountFormPage() {
  return (
    <RecordRoute resource={resellerMountsResource} entityKey={RESELLER_MOUNTS} param="mountId">
      {(props) => <ResellerMountFormBody {...props} />}
    </RecordRoute>
  );
}

function ResellerMountFormBody(props: RecordFormProps<ResellerMount>) {
  const { resellerId: rawResellerId } = useParams();
  const resellerId = rawResellerId === undefined ? null : parseRecordId(rawResellerId);
  if (resellerId === null) {
    return (
      <Alert color="red" role="alert" title="Could not open this reseller mount">
        Missing reseller id
      </Alert>
    );
  }
  return <ResellerMountFields resellerId={resellerId} {...props} />;
}

/** The mount select is labelled "Mount", and its errors say so ("Mount can't be blank"). */
const MOUNT_LABEL = { mount_id: 'Mount' };

function ResellerMountFields({
  resellerId,
  record,
  loading,
  loadError,
}: RecordFormProps<ResellerMount> & { resellerId: number }) {
  const listPath = paths.admin.resellerMounts.list.href(resellerId);
  const { form, layout } = useEntityForm<ResellerMount, ResellerMountValues>({
    resource: resellerMountsResource,
    record,
    listPath,
    initialValues: record ? toValues(record) : EMPTY,
    // docs/product.md, validation: text fields trimmed, empty becomes null (the schema does both).
    toInput: (values) => ({
      ...values,
      reseller_id: resellerId,
      mount_id: values.mount_id === null ? null : Number(values.mount_id),
    }),
    schema: resellerMountCreateRequest,
    labels: MOUNT_LABEL,
    loading,
  });

  const mounts = useQuery({
    queryKey: adminKeys.list(mountEntity.key, true),
    queryFn: () => mountEntity.fetchList(true),
    staleTime: 0,
  });
  const links = useQuery({
    queryKey: adminKeys.resellerMountList(resellerId, true),
    queryFn: () => fetchResellerMounts(resellerId, true),
    staleTime: 0,
  });

  // docs/product.md, forms: only active mounts not yet linked to this reseller are offered (plus this link's own
  // mount), under their kind.
  const options = useMemo(() => {
    const linked = new Set((links.data ?? []).map((link) => link.mount_id));
    const offered = (mounts.data ?? []).filter(
      (mount: Mount) => mount.id === record?.mount_id || (isActive(mount) && !linked.has(mount.id)),
    );
    return groupOptions(
      offered.map((mount) => ({
        value: String(mount.id),
        label: isActive(mount) ? mountLabel(mount) : `${mountLabel(mount)} (inactive)`,
        group: mountKind(mount),
      })),
    );
  }, [mounts.data, links.data, record?.mount_id]);

  const chosenMount =
    (mounts.data ?? []).find((mount) => String(mount.id) === form.getValues().mount_id) ?? record?.mount;
  const mountInactive = record !== undefined && !isActive(record.mount);
  const fallback = (value: string | null | undefined) =>
    value ? `Leave blank to use the mount's: ${value}` : 'Leave blank to use the mount\u2019s';

  return (
    <EntityFormLayout
      entityName="Reseller Mount"
      listPath={listPath}
      listLabel="Reseller Mounts"
      loading={loading}
      loadError={loadError}
      history={record ? <RecordHistory entity={resellerMountsResource.historyEntity} id={record.id} /> : null}
      {...layout}
      activateReplacement={
        mountInactive ? (
          <Anchor component={Link} to={paths.admin.mounts.edit.href(record.mount_id)}>
            Mount is not active. Reactivate Mount
          </Anchor>
        ) : undefined
      }
    >
      <FormField
        form={form}
        name="mount_id"
        type="select"
        label={MOUNT_LABEL.mount_id}
        required
        data={options}
        nothingFoundMessage={mounts.isPending ? 'Loading…' : 'No mounts left to add'}
      />
      {mountInactive && layout.state === 'active' ? (
        <Alert color="yellow">
          This mount is inactive, so searches never recommend it.{' '}
          <Anchor component={Link} to={paths.admin.mounts.edit.href(record.mount_id)}>
            Reactivate Mount
          </Anchor>
        </Alert>
      ) : null}
      {URL_FIELDS.map((name) => (
        <FormField key={name} form={form} name={name} type="url" description={fallback(chosenMount?.[name])} />
      ))}
    </EntityFormLayout>
  );
}
