import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Paper, Progress, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SEARCH_EXPORT_FILE_NAME } from '@nprm/contracts';
import { formatWhole } from '../../../lib/format';
import { ADMIN_QUERY_KEY, isActive } from '../common/resource';
import { isUnauthorized, notifyFailure } from '../common/notify';
import { resellerEntity } from '../common/api/resellers';
import { isAdministrator, useCurrentUser } from '../common/access';
import { fetchSearchResultsCsv, formatBytes, saveFile, type DownloadProgress } from './download';
import { RecentSearches } from './RecentSearches';
import { useAdminTitle } from '../common/title';

type ExportState =
  | { phase: 'idle' }
  | { phase: 'downloading'; progress: DownloadProgress }
  | { phase: 'done'; bytes: number; rows: number }
  | { phase: 'failed'; message: string };

function rowCount(rows: number): string {
  return `${formatWhole(rows)} ${rows === 1 ? 'row' : 'rows'}`;
}

/**
 * /admin/searches (docs/product.md, searches): export every search, or one reseller's, as search-results.csv; below,
 * the recent searches (the same reseller filter), 20 a page.
 */
export function SearchesPage() {
  useAdminTitle('Searches');
  const [resellerId, setResellerId] = useState<string | null>(null);
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  // A reseller user sees its own reseller's searches only (the server scopes them): no reseller to choose.
  const admin = isAdministrator(useCurrentUser().data);
  const resellers = useQuery({
    queryKey: [ADMIN_QUERY_KEY, 'resellers', 'list', { includeInactive: true }],
    queryFn: () => resellerEntity.fetchList(true),
    staleTime: 0,
    enabled: admin,
  });
  useEffect(() => () => abort.current?.abort(), []);

  const options = (resellers.data ?? [])
    .slice()
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((reseller) => ({
      value: String(reseller.id),
      label: isActive(reseller) ? reseller.name : `${reseller.name} (inactive)`,
    }));

  async function exportCsv() {
    const controller = new AbortController();
    abort.current = controller;
    setState({ phase: 'downloading', progress: { bytes: 0, rows: 0, totalBytes: null } });
    try {
      const file = await fetchSearchResultsCsv(
        resellerId === null ? null : Number(resellerId),
        (progress) => setState({ phase: 'downloading', progress }),
        controller.signal,
      );
      saveFile(file.blob, SEARCH_EXPORT_FILE_NAME);
      setState({ phase: 'done', bytes: file.bytes, rows: file.rows });
    } catch (error) {
      if (controller.signal.aborted) {
        setState({ phase: 'idle' });
        return;
      }
      const message = error instanceof Error && error.message ? error.message : 'The export failed';
      setState({ phase: 'failed', message });
      if (!isUnauthorized(error)) notifyFailure(message);
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  }

  const downloading = state.phase === 'downloading';
  return (
    <Stack gap="xl">
      <Stack gap="md" maw={640}>
        <Title order={1} size="h2">
          Searches
        </Title>
        <Text c="dimmed">
          Download every calculator search (the customer, the inputs and the recommended mount) as{' '}
          {SEARCH_EXPORT_FILE_NAME}, newest first. Choose a reseller to export and list only that reseller&apos;s
          searches.
        </Text>
        <Paper withBorder p="lg" radius="md">
          <Stack>
            {admin ? (
              <Select
                label="Reseller"
                placeholder="All resellers"
                data={options}
                value={resellerId}
                onChange={setResellerId}
                clearable
                searchable
                disabled={downloading}
                nothingFoundMessage={resellers.isPending ? 'Loading…' : 'No resellers'}
              />
            ) : null}
            <Group>
              <Button onClick={() => void exportCsv()} loading={downloading}>
                Export
              </Button>
              {downloading ? (
                <Button variant="default" onClick={() => abort.current?.abort()}>
                  Cancel
                </Button>
              ) : null}
            </Group>
            <div aria-live="polite">
              {state.phase === 'downloading' ? (
                <Stack gap={4}>
                  <Progress
                    value={state.progress.totalBytes ? (100 * state.progress.bytes) / state.progress.totalBytes : 100}
                    animated
                    striped
                    aria-label="Export progress"
                  />
                  <Text size="sm">
                    Downloading… {formatBytes(state.progress.bytes)} received, {rowCount(state.progress.rows)}
                  </Text>
                </Stack>
              ) : null}
              {state.phase === 'done' ? (
                <Text size="sm" fw={500}>
                  Downloaded {SEARCH_EXPORT_FILE_NAME}: {rowCount(state.rows)}, {formatBytes(state.bytes)}.
                </Text>
              ) : null}
              {state.phase === 'failed' ? (
                <Alert color="red" role="alert">
                  {state.message}
                </Alert>
              ) : null}
            </div>
          </Stack>
        </Paper>
      </Stack>
      <RecentSearches key={resellerId ?? 'all'} resellerId={resellerId === null ? null : Number(resellerId)} />
    </Stack>
  );
}
