import { Table, Text } from '@mantine/core';
import type { HistoryEntry } from '@nprm/contracts';
import { startCase } from './errors';

const ACTION_LABELS: Record<HistoryEntry['action'], string> = {
  create: 'Created',
  update: 'Updated',
  deactivate: 'Deactivated',
  activate: 'Activated',
  password_reset: 'Password set by an administrator',
  password_change: 'Password changed by the user',
  approve: 'Review approved',
  return: 'Review returned',
};

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => JSON.stringify(item)).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** "Friction Coefficient: 0.4 → 0.5", one line per changed field. */
function Changes({ entry }: { entry: HistoryEntry }) {
  const fields = Object.entries(entry.changes);
  if (fields.length === 0) return <Text size="sm">—</Text>;
  return (
    <>
      {fields.map(([field, change]) => (
        <Text size="sm" key={field}>
          <strong>{startCase(field)}</strong>: {entry.action === 'create' ? '' : `${shown(change.before)} → `}
          {shown(change.after)}
        </Text>
      ))}
    </>
  );
}

/** History entries as a table: when, who, (which record,) what, and the changed fields. */
export function HistoryTable({ entries, showRecord }: { entries: HistoryEntry[]; showRecord: boolean }) {
  return (
    <Table.ScrollContainer minWidth={showRecord ? 720 : 520}>
      <Table striped verticalSpacing="xs" aria-label="History">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            {showRecord ? <Table.Th>Record</Table.Th> : null}
            <Table.Th>Action</Table.Th>
            <Table.Th>Changes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{new Date(entry.created_at).toLocaleString()}</Table.Td>
              <Table.Td>{entry.user_email}</Table.Td>
              {showRecord ? (
                <Table.Td>
                  {startCase(entry.entity)} #{entry.entity_id}
                </Table.Td>
              ) : null}
              <Table.Td>{ACTION_LABELS[entry.action]}</Table.Td>
              <Table.Td>
                <Changes entry={entry} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
