import { useState } from 'react';
import { Alert, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dashboardQuery, formatDate, type Dashboard } from '@nprm/contracts';
import { formatWhole } from '../../../lib/format';
import { ApiRequestError } from '../../../lib/api';
import { isAdministrator, useCurrentUser } from '../common/access';
import { fetchDashboard } from '../common/api/leads';
import { adminKeys } from '../common/queryKeys';
import { useResellerOptions } from '../common/resellerOptions';
import { useAdminTitle } from '../common/title';
import { SERIES, WeeklyChart } from './WeeklyChart';

const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 1000) / 10}%`);

/**
 * /admin/dashboard (docs/product.md, "Dashboard"): searches, fits, quote requests and won leads per week of a range
 * as a chart and a table, the conversion between them and the top antennas and states; administrators choose a
 * reseller (or all), a reseller user sees its own.
 */
export function DashboardPage() {
  useAdminTitle('Dashboard');
  const admin = isAdministrator(useCurrentUser().data);
  const resellers = useResellerOptions(admin);
  const [range, setRange] = useState({ from: '', to: '', reseller_id: '' });
  const parsed = dashboardQuery.safeParse(range);
  const errors = parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
  const query = parsed.success
    ? {
        ...(parsed.data.from ? { from: parsed.data.from } : {}),
        ...(parsed.data.to ? { to: parsed.data.to } : {}),
        ...(parsed.data.reseller_id ? { reseller_id: parsed.data.reseller_id } : {}),
      }
    : null;
  const board = useQuery({
    queryKey: adminKeys.dashboard(query),
    queryFn: () => fetchDashboard(query!),
    enabled: query !== null,
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Dashboard
      </Title>
      <Text c="dimmed">
        The searches of a range of days (the last 12 weeks unless chosen), counted by the week they were run: how many
        found a mount, how many of those asked for a quote, and how many were won.
      </Text>
      <Group align="flex-start" wrap="wrap" role="search" aria-label="Dashboard range">
        {(['from', 'to'] as const).map((key) => (
          <TextInput
            key={key}
            label={key === 'from' ? 'From' : 'To'}
            type="date"
            value={range[key]}
            onChange={(event) => setRange({ ...range, [key]: event.currentTarget.value })}
            error={errors[key] ? `${key === 'from' ? 'From' : 'To'} ${errors[key]}` : undefined}
            w={{ base: '100%', xs: 170 }}
          />
        ))}
        {admin ? (
          <Select
            label="Reseller"
            placeholder="All resellers"
            data={resellers.options}
            value={range.reseller_id || null}
            onChange={(value) => setRange({ ...range, reseller_id: value ?? '' })}
            clearable
            searchable
            w={{ base: '100%', xs: 240 }}
          />
        ) : null}
      </Group>
      {board.isError ? (
        <Alert color="red" role="alert">
          {board.error instanceof ApiRequestError
            ? (board.error.fullMessages[0] ?? board.error.serverMessage ?? board.error.message)
            : 'The dashboard could not be loaded.'}
        </Alert>
      ) : null}
      {board.data ? <DashboardNumbers board={board.data} /> : null}
    </Stack>
  );
}

function DashboardNumbers({ board }: { board: Dashboard }) {
  const { totals, conversion } = board;
  const cards = [
    {
      label: 'Searches',
      value: totals.searches,
      note: `${formatDate(board.from, 'UTC')} to ${formatDate(board.to, 'UTC')}`,
    },
    { label: 'Fits', value: totals.fits, note: `${percent(conversion.fit)} of searches` },
    { label: 'Quote requests', value: totals.quote_requests, note: `${percent(conversion.quote)} of fits` },
    { label: 'Won', value: totals.won, note: `${percent(conversion.won)} of quote requests` },
  ];
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" aria-label="Totals" role="list">
        {cards.map((card) => (
          <Paper key={card.label} withBorder p="md" radius="md" role="listitem">
            <Text size="sm" c="dimmed">
              {card.label}
            </Text>
            <Text fz={28} fw={700} data-testid={`total-${card.label}`}>
              {formatWhole(card.value)}
            </Text>
            <Text size="xs" c="dimmed">
              {card.note}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="weekly-heading">
        <Title order={2} size="h4" id="weekly-heading" mb="sm">
          Per week
        </Title>
        <WeeklyChart weeks={board.weeks} />
        <Table.ScrollContainer
          type="native"
          minWidth={480}
          mt="md"
          tabIndex={0}
          role="region"
          aria-labelledby="weekly-heading"
        >
          <Table striped aria-labelledby="weekly-heading" data-testid="weekly-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Week of</Table.Th>
                {SERIES.map((series) => (
                  <Table.Th key={series.key} scope="col" ta="right">
                    {series.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {board.weeks.map((week) => (
                <Table.Tr key={week.week}>
                  <Table.Th scope="row" fw={400}>
                    {formatDate(week.week, 'UTC')}
                  </Table.Th>
                  {SERIES.map((series) => (
                    <Table.Td key={series.key} ta="right">
                      {formatWhole(week[series.key])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <TopTable
          title="Top antennas"
          rows={board.top_antennas.map((row) => [row.name, row.searches])}
          header="Antenna"
        />
        <TopTable title="Top states" rows={board.top_states.map((row) => [row.state, row.searches])} header="State" />
      </SimpleGrid>
    </Stack>
  );
}

function TopTable({ title, header, rows }: { title: string; header: string; rows: [string, number][] }) {
  const id = `${title.toLowerCase().replace(/\s+/g, '-')}-heading`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No searches in this range.
        </Text>
      ) : (
        <Table aria-labelledby={id}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{header}</Table.Th>
              <Table.Th scope="col" ta="right">
                Searches
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(([name, count]) => (
              <Table.Tr key={name}>
                <Table.Td>{name}</Table.Td>
                <Table.Td ta="right">{formatWhole(count)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
