import { Group, Pagination, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HISTORY_ENTITIES, historyQuery } from '@nprm/contracts';
import { formatWhole } from '../../../lib/format';
import { fetchHistoryPage } from '../common/api/history';
import { HistoryTable } from '../common/HistoryTable';
import { entityLabel } from '../common/historyLabels';
import { useResellerOptions } from '../common/resellerOptions';
import { adminKeys } from '../common/queryKeys';
import { useAdminTitle } from '../common/title';
import { useUrlFilters } from '../common/urlFilters';
import { UserPicker } from './UserPicker';

/** The page's filters and page in its URL, under the API's names: /admin/activity?user_id=3&entity=mounts&page=12. */
const ACTIVITY_KEYS = ['user_id', 'reseller_id', 'entity', 'from', 'to', 'page'] as const;

const ENTITY_OPTIONS = HISTORY_ENTITIES.map((value) => ({ value, label: entityLabel(value) }));
/** Whole days (UTC), both included (docs/api.md, "History"). */
const DAY_FIELDS = [
  ['from', 'From'],
  ['to', 'To'],
] as const;
const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };

/** "must be a date such as 2026-01-31" under the From box reads "From must be a date such as 2026-01-31". */
const fieldError = (label: string, message: string | undefined) => (message ? `${label} ${message}` : undefined);

/**
 * /admin/activity (docs/product.md, activity): every admin change, newest first, a page at a time with the total,
 * filtered by user, reseller, entity and date range; the filters and the page live in the URL, so reload and
 * Back/Forward keep them. Each entry links to its record's admin page.
 */
export function ActivityPage() {
  useAdminTitle('Activity');
  const [{ values, filters, errors }, setFilters] = useUrlFilters(ACTIVITY_KEYS, historyQuery);
  const resellers = useResellerOptions(true);
  const history = useQuery({
    queryKey: adminKeys.activity(filters),
    // The answer keeps the page it is: while the next one loads, the rows and their numbers are still this one's.
    queryFn: async ({ signal }) => ({ ...(await fetchHistoryPage(filters!, signal)), page: filters!.page }),
    enabled: filters !== null,
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const limit = filters?.limit ?? 1;
  const page = filters?.page ?? 1;
  const total = history.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / limit));
  const entries = history.data?.entries ?? [];
  const first = ((history.data?.page ?? page) - 1) * limit + 1;
  const push = (change: Partial<Record<(typeof ACTIVITY_KEYS)[number], string>>) => setFilters(change, 'push');

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Activity
      </Title>
      <Group align="flex-start" wrap="wrap" role="search" aria-label="Activity filters">
        <UserPicker value={values.user_id} onChange={(user_id) => push({ user_id })} />
        <Select
          label="Reseller"
          placeholder="All resellers"
          searchable
          clearable
          value={values.reseller_id || null}
          onChange={(value) => push({ reseller_id: value ?? '' })}
          data={resellers.options}
          nothingFoundMessage={resellers.pending ? 'Loading…' : 'No reseller matches'}
          error={fieldError('Reseller', errors.reseller_id)}
          w={{ base: '100%', xs: 240 }}
        />
        <Select
          label="Entity"
          placeholder="All entities"
          clearable
          value={values.entity || null}
          onChange={(value) => push({ entity: value ?? '' })}
          data={ENTITY_OPTIONS}
          w={{ base: '100%', xs: 200 }}
        />
        {DAY_FIELDS.map(([key, label]) => (
          <TextInput
            key={key}
            label={label}
            type="date"
            value={values[key]}
            onChange={(event) => push({ [key]: event.currentTarget.value })}
            error={fieldError(label, errors[key])}
          />
        ))}
      </Group>
      {history.data && total > 0 ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {entries.length > 0
            ? `${formatWhole(first)}–${formatWhole(first + entries.length - 1)} of ${formatWhole(total)} changes`
            : `${formatWhole(total)} changes in all`}
        </Text>
      ) : null}
      {entries.length > 0 ? (
        <HistoryTable entries={entries} showRecord />
      ) : (
        <Text c="dimmed">
          {filters === null
            ? 'Correct the filters above to see the activity.'
            : history.isPending
              ? 'Loading…'
              : history.isError
                ? 'The activity could not be loaded.'
                : total > 0
                  ? 'No changes on this page.'
                  : 'No changes found.'}
        </Text>
      )}
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={(next) => push({ page: next === 1 ? '' : String(next) })}
          withEdges
          aria-label="Activity pages"
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      ) : null}
    </Stack>
  );
}
