import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Table, Text, Title } from '@mantine/core';
import { coordinatesText, PLANNING_ONLY_TITLE, siteText, type LeadSearch } from '@nprm/contracts';
import { formatWhole } from '../../../lib/format';

const NOT_GIVEN = '–';

/** The place as searched, then the coordinates it was placed at. */
function siteOf(search: LeadSearch): ReactNode {
  const place = siteText({ location: search.location, location_latitude: search.latitude });
  const lines = [search.project_name, search.site_address, place === NOT_GIVEN ? null : place].filter(
    (line): line is string => line !== null && line.trim() !== '',
  );
  const coordinates = coordinatesText(search.latitude, search.longitude);
  if (lines.length === 0 && coordinates === null) return NOT_GIVEN;
  return (
    <>
      {lines.map((line) => (
        <Text key={line} span display="block" size="sm">
          {line}
        </Text>
      ))}
      {coordinates ? (
        <Text span display="block" size="xs" c="dimmed">
          {coordinates}
        </Text>
      ) : null}
    </>
  );
}

/** The search a lead came from (docs/product.md, "Lead pipeline"), with its result page and report. */
export function LeadSearchSummary({ search }: { search: LeadSearch }) {
  const rows: [string, ReactNode][] = [
    ['Reference', search.reference],
    ['Site', siteOf(search)],
    [search.antennas.length === 1 ? 'Antenna' : 'Antennas', search.antennas.join(', ') || NOT_GIVEN],
    ['Mount', search.mount ?? `No fit: ${search.no_fit ?? ''}`],
    [
      'Ballast',
      search.ballast_weight === null ? (
        NOT_GIVEN
      ) : (
        <>
          {formatWhole(search.ballast_weight)} lbs
          {search.planning_only ? (
            <Text span display="block" size="xs" c="red.9" fw={600}>
              {PLANNING_ONLY_TITLE}
            </Text>
          ) : null}
        </>
      ),
    ],
    ['Wind speed', `${formatWhole(search.wind_speed)} mph, ${search.wind_speed_words}`],
    ['Code basis', search.code_basis_text],
  ];
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="lead-search">
      <Title order={2} size="h4" mb="sm" id="lead-search">
        Search
      </Title>
      <Table aria-labelledby="lead-search" layout="fixed" verticalSpacing={6}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w={120} style={{ verticalAlign: 'top' }}>
                {label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {search.result_url !== null && search.report_url !== null ? (
        <Group gap="lg" mt="sm">
          <Anchor href={search.result_url} target="_blank" rel="noopener noreferrer">
            Result page
          </Anchor>
          <Anchor href={search.report_url} target="_blank" rel="noopener noreferrer">
            Report PDF
          </Anchor>
        </Group>
      ) : (
        <Text size="sm" c="dimmed" mt="sm">
          No mount fits, so there is no result page or report.
        </Text>
      )}
    </Paper>
  );
}
