import { Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fetchHistory } from './api/history';
import { isAdministrator, useCurrentUser } from './access';
import { HistoryTable } from './HistoryTable';
import { adminKeys } from './queryKeys';

/** Below an edit form: who changed this record, when, and what (administrators only; docs/product.md, history). */
export function RecordHistory({ entity, id }: { entity: string; id: number }) {
  const me = useCurrentUser();
  const admin = isAdministrator(me.data);
  const history = useQuery({
    queryKey: adminKeys.recordHistory(entity, id),
    queryFn: () => fetchHistory({ entity, entity_id: id, limit: 100 }),
    enabled: admin,
    staleTime: 0,
  });
  if (!admin) return null;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label="History">
      <Title order={2} size="h4" mb="sm">
        History
      </Title>
      {history.data && history.data.length > 0 ? (
        <HistoryTable entries={history.data} showRecord={false} />
      ) : (
        <Text size="sm" c="dimmed">
          {history.isPending
            ? 'Loading…'
            : history.isError
              ? 'The history could not be loaded.'
              : 'No changes recorded yet.'}
        </Text>
      )}
    </Paper>
  );
}
