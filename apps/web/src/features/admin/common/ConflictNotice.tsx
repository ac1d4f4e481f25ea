import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { fieldName } from '@nprm/contracts';
import { shownValue, type Conflict } from './conflict';

interface ConflictNoticeProps {
  conflict: Conflict;
  busy: boolean;
  /** Drops the user's edit and shows the record as it is now. */
  onReload(this: void): void;
  /** Saves the user's values over the newer record, knowingly. */
  onReapply(this: void): void;
}

/** Above a form whose save was refused because someone else saved first: what they changed, and the two ways on. */
export function ConflictNotice({ conflict, busy, onReload, onReapply }: ConflictNoticeProps) {
  return (
    <Alert color="orange" role="alert" title="Someone else saved this record first" data-testid="conflict">
      <Stack gap="sm">
        <Text size="sm">{conflict.message}</Text>
        {conflict.changes.length > 0 ? (
          <Table withTableBorder aria-label="What changed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Field</Table.Th>
                <Table.Th>When you opened it</Table.Th>
                <Table.Th>Now</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {conflict.changes.map((change) => (
                <Table.Tr key={change.field}>
                  <Table.Td>{change.label ?? fieldName(change.field)}</Table.Td>
                  <Table.Td>{shownValue(change.was)}</Table.Td>
                  <Table.Td>{shownValue(change.now)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm">No field you can see changed (it may have been deactivated and activated again).</Text>
        )}
        <Group gap="sm">
          <Button variant="default" onClick={onReload} disabled={busy}>
            Reload their version
          </Button>
          <Button color="orange" onClick={onReapply} loading={busy}>
            Save my edit over theirs
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
