import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { HistoryEntry } from '@nprm/contracts';
import { authorText, changeValue, fieldLabel, localMoment, recordHref, recordText } from './historyLabels';

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

/** "Friction Coefficient: 0.4 → 0.5", one line per changed field, as a person reads the values. */
function Changes({ entry }: { entry: HistoryEntry }) {
  const fields = Object.entries(entry.changes);
  if (fields.length === 0) return <Text size="sm">—</Text>;
  return (
    <>
      {fields.map(([field, change]) => (
        <Text size="sm" key={field}>
          <strong>{fieldLabel(field)}</strong>:{' '}
          {entry.action === 'create' ? '' : `${changeValue(entry, field, change.before)} → `}
          {changeValue(entry, field, change.after)}
        </Text>
      ))}
    </>
  );
}

/** The entry's record by name, linked to its admin page. */
function RecordCell({ entry }: { entry: HistoryEntry }) {
  const href = recordHref(entry);
  const text = recordText(entry);
  return href ? (
    <Anchor component={Link} to={href} size="sm">
      {text}
    </Anchor>
  ) : (
    <>{text}</>
  );
}

/** History entries as a table: when (local time), who, (which record, linked,) what, and the changed fields. */
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
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{localMoment(entry.created_at)}</Table.Td>
              <Table.Td>{authorText(entry)}</Table.Td>
              {showRecord ? (
                <Table.Td>
                  <RecordCell entry={entry} />
                </Table.Td>
              ) : null}
              <Table.Td>
                {ACTION_LABELS[entry.action]}
                {entry.version_sent ? null : (
                  <Text size="xs" c="dimmed">
                    No version sent: saved over any newer edit
                  </Text>
                )}
              </Table.Td>
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
