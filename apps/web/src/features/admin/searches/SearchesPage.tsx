import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { SEARCH_EXPORT_FILE_NAME } from '@nprm/contracts';
import { formatWhole } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { isUnauthorized, notifyFailure } from '../common/notify';
import { isAdministrator, useCurrentUser } from '../common/access';
import { saveFile } from '../common/download';
import { fetchSearchResultsCsv, formatBytes, type DownloadProgress } from './download';
import { pageOf, useSearchFilters } from './filters';
import { RecentSearches } from './RecentSearches';
import { SearchFilterBar } from './SearchFilterBar';
import { LeadStatusFilter } from './LeadStatusFilter';
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
 * /admin/searches (docs/product.md, searches): the leads, filtered by reseller, date range and fit (the filters live
 * in the URL); Export downloads exactly the filtered searches as search-results.csv; below, the filtered searches,
 * 20 a page.
 */
export function SearchesPage() {
  useAdminTitle('Searches');
  const [filterState, setFilters] = useSearchFilters();
  const { filters } = filterState;
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  // A reseller user sees its own reseller's searches only (the server scopes them): no reseller to choose.
  const admin = isAdministrator(useCurrentUser().data);
  useEffect(() => () => abort.current?.abort(), []);

  async function exportCsv() {
    if (filters === null) return;
    const controller = new AbortController();
    abort.current = controller;
    setState({ phase: 'downloading', progress: { bytes: 0, rows: 0, totalBytes: null } });
    try {
      const file = await fetchSearchResultsCsv(
        filters,
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
      <Stack gap="md" maw={860}>
        <Title order={1} size="h2">
          Searches
        </Title>
        <Text c="dimmed">
          Every calculator search is a lead: the customer, the inputs and the recommended mount, or why none fits.
          Filter them below; Export downloads exactly the filtered searches as {SEARCH_EXPORT_FILE_NAME}, newest first.
        </Text>
        {/* On its own line: inside the sentence, a link told apart by its colour alone fails WCAG 1.4.1. */}
        <Anchor component={Link} to={paths.admin.leadBoard.href()} w="fit-content">
          Open the leads board
        </Anchor>
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <SearchFilterBar state={filterState} onChange={setFilters} showReseller={admin} disabled={downloading} />
            <LeadStatusFilter
              filters={filters}
              value={filterState.values.status}
              onChange={(status) => setFilters({ status })}
              disabled={downloading}
            />
            <Group>
              <Button onClick={() => void exportCsv()} loading={downloading} disabled={filters === null}>
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
      <RecentSearches
        filters={filters}
        page={pageOf(filterState.values)}
        onPage={(page) => setFilters({ page: page === 1 ? '' : String(page) }, 'push')}
      />
    </Stack>
  );
}
