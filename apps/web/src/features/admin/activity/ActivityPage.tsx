import { useState } from 'react';
import { Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { HISTORY_ENTITIES, HISTORY_MAX_LIMIT } from '@nprm/contracts';
import { fetchHistory } from '../common/api/history';
import { userEntity } from '../common/api/users';
import { startCase } from '../common/errors';
import { HistoryTable } from '../common/HistoryTable';
import { ADMIN_QUERY_KEY } from '../common/resource';
import { useAdminTitle } from '../common/title';

/** /admin/activity (docs/product.md, activity): recent admin changes, by user, entity and date range. */
export function ActivityPage() {
  useAdminTitle('Activity');
  const [userId, setUserId] = useState<string | null>(null);
  const [entity, setEntity] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const users = useQuery({
    queryKey: [ADMIN_QUERY_KEY, userEntity.key, 'list', { includeInactive: true }],
    queryFn: () => userEntity.fetchList(true),
  });
  const filters = {
    user_id: userId === null ? undefined : Number(userId),
    entity: entity ?? undefined,
    from: from || undefined,
    to: to || undefined,
    limit: HISTORY_MAX_LIMIT,
  };
  const history = useQuery({
    queryKey: [ADMIN_QUERY_KEY, 'history', 'activity', filters],
    queryFn: () => fetchHistory(filters),
    staleTime: 0,
  });

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Activity
      </Title>
      <Group align="flex-end" wrap="wrap" role="search" aria-label="Activity filters">
        <Select
          label="User"
          placeholder="All users"
          clearable
          value={userId}
          onChange={setUserId}
          data={(users.data ?? []).map((user) => ({ value: String(user.id), label: user.email }))}
          w={240}
        />
        <Select
          label="Entity"
          placeholder="All entities"
          clearable
          value={entity}
          onChange={setEntity}
          data={HISTORY_ENTITIES.map((value) => ({ value, label: startCase(value) }))}
          w={200}
        />
        <TextInput label="From" type="date" value={from} onChange={(event) => setFrom(event.currentTarget.value)} />
        <TextInput label="To" type="date" value={to} onChange={(event) => setTo(event.currentTarget.value)} />
      </Group>
      {history.data && history.data.length > 0 ? (
        <HistoryTable entries={history.data} showRecord />
      ) : (
        <Text c="dimmed">
          {history.isPending ? 'Loading…' : history.isError ? 'The activity could not be loaded.' : 'No changes found.'}
        </Text>
      )}
    </Stack>
  );
}
