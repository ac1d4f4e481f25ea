import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Box, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { LEAD_STATUSES, type LeadStatus, type SearchExportRow } from '@nprm/contracts';
import { ApiRequestError, failureText } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { fetchLeadColumn, saveLead } from '../common/api/leads';
import { adminKeys } from '../common/queryKeys';
import { useAdminTitle } from '../common/title';
import { LeadCard, LEAD_DRAG_TYPE } from './LeadCard';
import { statusLabel } from './leadWords';

/** The newest leads a column shows; the rest are in the list, filtered by that status. */
const COLUMN_LIMIT = 50;

/** A move the board asked for: the lead as the board read it, and where it goes. */
interface Move {
  row: SearchExportRow;
  to: LeadStatus;
}

/**
 * /admin/leads: the leads in one column per status. A card is moved by dragging it to another column, or from the
 * keyboard (its "Move to…" menu, or ← and → on the focused card); each move is a save of the lead at the version the
 * board read, so a lead someone else changed meanwhile is refused and said so. Each move is announced.
 */
export function LeadBoardPage() {
  useAdminTitle('Leads board');
  const queryClient = useQueryClient();
  const columns = useQueries({
    queries: LEAD_STATUSES.map((status) => ({
      queryKey: adminKeys.leadBoardColumn(status),
      queryFn: () => fetchLeadColumn(status, COLUMN_LIMIT),
      staleTime: 0,
    })),
  });
  const [announcement, setAnnouncement] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [focusId, setFocusId] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<LeadStatus | null>(null);

  const move = useMutation({
    mutationFn: ({ row, to }: Move) => saveLead(row.id, { status: to, lock_version: row.lead_lock_version }),
    onMutate: () => setRefusal(null),
    onSuccess: (_saved, { row, to }) => {
      setAnnouncement(`${row.customer_name} moved to ${statusLabel(to)}.`);
    },
    onError: (error, { row }) => {
      const current = (error instanceof ApiRequestError && error.status === 409 ? error.body : undefined) as
        { current?: { status?: string } } | undefined;
      setRefusal(
        current
          ? `${row.customer_name} was not moved: someone else changed this lead since the board was loaded` +
              `${current.current?.status ? ` (it is now ${statusLabel(current.current.status)})` : ''}. ` +
              'The board now shows it as it is; move it again if you still want to.'
          : `${row.customer_name} was not moved: ${failureText(error, 'the lead could not be saved.')}`,
      );
    },
    onSettled: async (_saved, _error, { row }) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.leads() });
      await queryClient.invalidateQueries({ queryKey: adminKeys.searches() });
      // The card is drawn afresh in its column once the board is read again: the focus follows it there.
      setFocusId(row.id);
    },
  });
  const request = (row: SearchExportRow, to: string) => {
    if (to === row.lead_status || move.isPending) return;
    move.mutate({ row, to: to as LeadStatus });
  };
  const rowById = (id: number) =>
    columns.flatMap((column) => column.data?.rows ?? []).find((row) => row.id === id) ?? null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            Leads board
          </Title>
          <Text c="dimmed" size="sm" maw={640} id="board-keys">
            Drag a card to another column to change its status, or focus a card and press ← or →, or use its “Move to…”
            menu.
          </Text>
        </div>
        <Anchor component={Link} to={paths.admin.searches.href()} size="sm">
          List view
        </Anchor>
      </Group>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {refusal ? (
        <Alert
          color="orange"
          role="alert"
          title="Not moved"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setRefusal(null)}
        >
          {refusal}
        </Alert>
      ) : null}
      <Box
        style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}
        aria-label="Leads by status"
        role="group"
      >
        {LEAD_STATUSES.map((status, index) => {
          const column = columns[index]!;
          const rows = column.data?.rows ?? [];
          const headingId = `board-${status}`;
          return (
            <Paper
              key={status}
              component="section"
              aria-labelledby={headingId}
              withBorder
              p="sm"
              radius="md"
              bg={dropTarget === status ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-gray-0)'}
              data-status={status}
              onDragOver={(event) => {
                if (!event.dataTransfer.types.includes(LEAD_DRAG_TYPE)) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setDropTarget(status);
              }}
              onDragLeave={() => setDropTarget((current) => (current === status ? null : current))}
              onDrop={(event) => {
                event.preventDefault();
                setDropTarget(null);
                const row = rowById(Number(event.dataTransfer.getData(LEAD_DRAG_TYPE)));
                if (row) request(row, status);
              }}
            >
              <Title order={2} size="h5" id={headingId} mb="xs">
                {statusLabel(status)}{' '}
                <Text span c="dimmed" size="sm">
                  ({column.data ? column.data.total.toLocaleString('en-US') : '…'})
                </Text>
              </Title>
              {column.isError ? (
                <Text size="sm" c="red.9" role="alert">
                  This column could not be loaded.
                </Text>
              ) : null}
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none', minHeight: 48 }}>
                {rows.map((row) => (
                  <li key={row.id}>
                    <LeadCard
                      row={row}
                      busy={move.isPending}
                      focus={focusId === row.id}
                      onFocused={() => setFocusId(null)}
                      onMove={(to) => request(row, to)}
                      step={(offset) => {
                        const next = LEAD_STATUSES[LEAD_STATUSES.indexOf(status) + offset];
                        if (next) request(row, next);
                      }}
                    />
                  </li>
                ))}
              </Stack>
              {column.data && column.data.total > rows.length ? (
                <Anchor
                  component={Link}
                  to={`${paths.admin.searches.href()}?status=${status}`}
                  size="xs"
                  mt="xs"
                  display="block"
                >
                  {(column.data.total - rows.length).toLocaleString('en-US')} more in the list
                </Anchor>
              ) : null}
            </Paper>
          );
        })}
      </Box>
    </Stack>
  );
}
