import { Loader, Paper, Table, Text, Title } from '@mantine/core';
import type { WhatIfCase } from '@nprm/contracts';
import { formatOneDecimal, formatWhole } from '../../lib/format';
import { useWhatIf } from './api';
import { governingLabel } from '@nprm/contracts';

export const WHAT_IF_COMPOUND =
  'These factors compound: when two of them change together (a more open site that is also taller, say), the ballast moves further than either change alone suggests.';
export const WHAT_IF_FAILED = 'The what-if could not be worked out just now. The result above is not affected.';

/**
 * "What if" (docs/product.md, R-53 to R-55): how the ballast and roof load of the recommended mount move with the
 * exposure, the wind speed and the building height, one input at a time. Asked after the result; a failure leaves a
 * short message and the rest of the page as it is.
 */
export function WhatIfPanel({
  token,
  mountName,
  antennas = null,
}: {
  token: string;
  mountName: string;
  /** With several antennas on the mount, all of them in words (the cases carry them all). */
  antennas?: string | null;
}) {
  const whatIf = useWhatIf(token);
  return (
    <section aria-labelledby="what-if-heading" className="results-what-if no-print">
      <Title order={2} size="h3" id="what-if-heading" mb={4}>
        What if
      </Title>
      <Text size="sm" mb="sm">
        The ballast and roof load of the {mountName}
        {antennas ? ` carrying the ${antennas}` : ''} when one input changes; the current case is marked.{' '}
        <strong>{WHAT_IF_COMPOUND}</strong>
      </Text>
      {whatIf.isPending ? (
        <Loader size="sm" aria-label="Working out the what-if" />
      ) : whatIf.isError ? (
        <Text size="sm" c="dimmed" data-testid="what-if-failed">
          {WHAT_IF_FAILED}
        </Text>
      ) : (
        <Paper
          withBorder
          radius="md"
          className="what-if-table-wrap"
          tabIndex={0}
          role="region"
          aria-label="What-if cases"
        >
          <Table verticalSpacing={6} horizontalSpacing="sm" fz="sm" className="stacked-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Case</Table.Th>
                <Table.Th scope="col" ta="right">
                  Ballast
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Roof load (allowable {formatOneDecimal(whatIf.data.max_roof_load)} psf)
                </Table.Th>
                <Table.Th scope="col">Governing / note</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {whatIf.data.cases.map((whatIfCase) => (
                <CaseRow key={`${whatIfCase.factor}-${whatIfCase.label}`} whatIfCase={whatIfCase} />
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </section>
  );
}

function CaseRow({ whatIfCase }: { whatIfCase: WhatIfCase }) {
  const current = whatIfCase.is_current;
  return (
    <Table.Tr
      aria-current={current ? 'true' : undefined}
      data-fits={whatIfCase.fits ? 'true' : 'false'}
      fw={current ? 700 : undefined}
      bg={current ? 'blue.0' : undefined}
    >
      <Table.Th scope="row" fw="inherit">
        {whatIfCase.label}
        {current && ' (current)'}
      </Table.Th>
      <Table.Td ta="right" data-label="Ballast">
        {whatIfCase.ballast_weight === null ? '–' : `${formatWhole(whatIfCase.ballast_weight)} lb`}
      </Table.Td>
      <Table.Td ta="right" data-label="Roof load">
        {whatIfCase.roof_load === null ? '–' : `${formatOneDecimal(whatIfCase.roof_load)} psf`}
      </Table.Td>
      <Table.Td data-label="Governing / note">
        {whatIfCase.fits ? (
          whatIfCase.governing && governingLabel(whatIfCase.governing)
        ) : (
          <Text component="span" size="sm" fw={700} data-testid="what-if-no-fit">
            Does not fit: {whatIfCase.no_fit_message ?? whatIfCase.no_fit_reason}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
