import { memo, useCallback, useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Group, Loader, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RESELLER_MOUNT_BULK_MAX } from '@nprm/contracts';
import { ApiRequestError } from '../../../lib/api';
import { mountEntity } from '../common/api/mounts';
import { fetchResellerMounts, linkResellerMounts } from '../common/api/resellerMounts';
import { failureReason, notifyDone } from '../common/notify';
import { adminKeys } from '../common/queryKeys';
import { mountCount, offeredMounts, toggleVisible, visibleIds, visibleMounts } from './mountChecklist';

export const ADD_MOUNTS = 'Add Mounts';

/** "Add Mounts" beside "Add Mount": opens the checklist (mounted only while open, so the list page stays light). */
export function AddMountsButton({ resellerId, resellerName }: { resellerId: number; resellerName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        {ADD_MOUNTS}
      </Button>
      {open ? (
        <AddMountsDialog resellerId={resellerId} resellerName={resellerName} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

/** One mount of the checklist; memoised, so ticking one box re-renders one row, not hundreds. */
const MountCheckbox = memo(function MountCheckbox(props: {
  value: string;
  label: string;
  checked: boolean;
  onToggle: (value: string) => void;
}) {
  const { value, label, checked, onToggle } = props;
  return <Checkbox label={label} checked={checked} onChange={() => onToggle(value)} />;
});

/** Why the links were refused: the server's messages ("Mount Ids contains inactive mount ids: 4"). */
function refusal(error: Error): string[] {
  if (error instanceof ApiRequestError && error.fullMessages.length > 0) return error.fullMessages;
  return [error.message];
}

/**
 * docs/product.md, reseller mounts: a searchable checklist of the active mounts not yet linked to this reseller,
 * under their kind; "Select all visible" ticks what the search shows; one "Add N mounts" links them all in one call
 * (POST /api/reseller_mounts/bulk), or none, and says why.
 */
export function AddMountsDialog(props: { resellerId: number; resellerName: string; onClose: () => void }) {
  const { resellerId, resellerName, onClose } = props;
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 36em)');
  const mounts = useQuery({
    queryKey: adminKeys.list(mountEntity.key, false),
    queryFn: () => mountEntity.fetchList(false),
    staleTime: 0,
  });
  const links = useQuery({
    queryKey: adminKeys.resellerMountList(resellerId, true),
    queryFn: () => fetchResellerMounts(resellerId, true),
    staleTime: 0,
  });
  const offered = useMemo(
    () => offeredMounts(mounts.data ?? [], new Set((links.data ?? []).map((link) => link.mount_id))),
    [mounts.data, links.data],
  );
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const visible = useMemo(() => visibleMounts(offered, search), [offered, search]);
  const shownIds = useMemo(() => visibleIds(visible), [visible]);
  // Only what is still offered counts (a refreshed list may have lost a mount someone else linked meanwhile).
  const chosen = useMemo(() => visibleIds(offered).filter((id) => selected.has(id)), [offered, selected]);
  const tickedShown = shownIds.filter((id) => selected.has(id)).length;
  const onToggle = useCallback(
    (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const link = useMutation({
    mutationFn: (ids: number[]) => linkResellerMounts(resellerId, ids),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.resellerMounts(resellerId) });
      notifyDone(`Added ${mountCount(created.length)} to ${resellerName}`);
      onClose();
    },
  });
  const loading = mounts.isPending || links.isPending;
  const failed = mounts.isError || links.isError;
  const tooMany = chosen.length > RESELLER_MOUNT_BULK_MAX;

  return (
    <Modal opened onClose={onClose} title={`Add mounts to ${resellerName}`} size="lg" fullScreen={phone === true}>
      <Stack gap="sm">
        <TextInput
          type="search"
          label="Search mounts"
          placeholder="Part number, name or kind"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="space-between" wrap="nowrap">
          <Checkbox
            label="Select all visible"
            checked={shownIds.length > 0 && tickedShown === shownIds.length}
            indeterminate={tickedShown > 0 && tickedShown < shownIds.length}
            disabled={shownIds.length === 0}
            onChange={() => setSelected((current) => toggleVisible(current, shownIds))}
          />
          <Text size="sm" aria-live="polite" data-testid="selected-count">
            {chosen.length} selected
          </Text>
        </Group>
        {loading ? (
          <Group justify="center" py="md">
            <Loader aria-label="Loading mounts" />
          </Group>
        ) : failed ? (
          <Alert color="red" role="alert" title={failureReason(mounts.error ?? links.error)}>
            The list could not be loaded.
          </Alert>
        ) : offered.length === 0 ? (
          <Text c="dimmed">No mounts left to add</Text>
        ) : visible.length === 0 ? (
          <Text c="dimmed">No mounts match the search</Text>
        ) : (
          <ScrollArea.Autosize mah={phone ? undefined : 360} type="auto" offsetScrollbars>
            <Stack gap="md" data-testid="mount-checklist">
              {visible.map(({ group, items }) => (
                <Stack key={group} gap={6} role="group" aria-label={group}>
                  <Text fw={600} size="sm">
                    {group}
                  </Text>
                  {items.map((item) => (
                    <MountCheckbox key={item.value} {...item} checked={selected.has(item.value)} onToggle={onToggle} />
                  ))}
                </Stack>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        {tooMany ? (
          <Alert color="yellow">{`At most ${RESELLER_MOUNT_BULK_MAX} mounts can be added at once.`}</Alert>
        ) : null}
        {link.error ? (
          <Alert color="red" role="alert" title="No mounts were added">
            {refusal(link.error).join(', ')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={chosen.length === 0 || tooMany}
            loading={link.isPending}
            onClick={() => link.mutate(chosen.map(Number))}
          >
            {`Add ${mountCount(chosen.length)}`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
