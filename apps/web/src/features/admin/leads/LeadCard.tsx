import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Group, Menu, Paper, Text } from '@mantine/core';
import { formatDate, LEAD_STATUSES, type SearchExportRow } from '@nprm/contracts';
import { paths } from '../../../lib/paths';
import { nextStepText } from '../common/nextStep';
import { statusLabel } from './leadWords';

/** What a dragged card carries: the lead's id, under a type of its own so other drops are ignored. */
export const LEAD_DRAG_TYPE = 'application/x-nprm-lead';

interface LeadCardProps {
  row: SearchExportRow;
  /** A move is being saved: no other starts meanwhile. */
  busy: boolean;
  /** Take the focus (the card just moved, or its move was refused), then say so. */
  focus: boolean;
  onFocused(this: void): void;
  onMove(this: void, to: string): void;
  /** ← and → on the focused card: the status before or after its own. */
  step(this: void, offset: -1 | 1): void;
}

/** One lead on the board: who, what, the next step and the assignee, draggable and movable from the keyboard. */
export function LeadCard({ row, busy, focus, onFocused, onMove, step }: LeadCardProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focus) return;
    ref.current?.focus();
    onFocused();
  }, [focus, onFocused]);
  const name = row.customer_name;
  const nextStep = nextStepText(row.lead_next_step, row.lead_next_step_due);
  return (
    <Paper
      ref={ref}
      withBorder
      p="xs"
      radius="sm"
      tabIndex={0}
      draggable={!busy}
      data-lead={row.id}
      aria-label={`${name}, ${statusLabel(row.lead_status)}${nextStep ? `, next step: ${nextStep}` : ''}`}
      aria-describedby="board-keys"
      style={{ cursor: busy ? 'progress' : 'grab' }}
      onDragStart={(event) => {
        event.dataTransfer.setData(LEAD_DRAG_TYPE, String(row.id));
        event.dataTransfer.effectAllowed = 'move';
      }}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget) return;
        if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
          event.preventDefault();
          step(event.key === 'ArrowLeft' ? -1 : 1);
        }
      }}
    >
      <Anchor
        component={Link}
        to={paths.admin.lead.href(row.id)}
        fw={600}
        size="sm"
        style={{ overflowWrap: 'anywhere' }}
      >
        {name}
      </Anchor>
      {row.customer_company ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {row.customer_company}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {[row.antenna, row.location].filter(Boolean).join(' · ')}
      </Text>
      <Text size="xs" c="dimmed">
        Searched {formatDate(row.created_at, 'UTC')}
      </Text>
      {nextStep ? (
        <Text size="xs" mt={4} style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600} size="xs">
            Next:
          </Text>{' '}
          {nextStep}
        </Text>
      ) : null}
      {row.assigned_to ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {row.assigned_to}
        </Text>
      ) : null}
      <Group justify="flex-end" mt={4}>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button size="compact-xs" variant="subtle" disabled={busy} aria-label={`Move to… ${name}`}>
              Move to…
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {LEAD_STATUSES.filter((status) => status !== row.lead_status).map((status) => (
              <Menu.Item key={status} onClick={() => onMove(status)}>
                {statusLabel(status)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
