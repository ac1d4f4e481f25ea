import { Group, Stack, Table, Text } from '@mantine/core';
import { formatMoney, type MountSearchResult } from '@nprm/contracts';
import { ResultSection } from './ResultSection';

/**
 * The fit's parts with the reseller's prices as at search time (docs/product.md, results): the mount, its
 * trays when sold separately, the ballast blocks. A part without a price reads "On request", and so does the total
 * then. Results saved before the bill of materials have no lines: nothing is shown.
 */
export function BillOfMaterials({ result }: { result: Pick<MountSearchResult, 'bill_of_materials'> }) {
  const { currency, lines, total } = result.bill_of_materials;
  if (lines.length === 0) return null;
  return (
    <ResultSection id="bom-heading" title="Bill of materials">
      {/* A phone reads one part per block, its price in full; a wider screen the table. */}
      <Stack gap="sm" hiddenFrom="sm" data-testid="bom-list">
        {lines.map((line) => (
          <div key={`${line.part_number}-${line.description}`}>
            <Text fw={600}>{line.part_number}</Text>
            <Text size="sm">{line.description}</Text>
            <Text size="sm">
              {line.quantity} × {formatMoney(line.unit_price, currency)}
              {line.unit_price === null ? '' : ` = ${formatMoney(line.line_total, currency)}`}
            </Text>
          </div>
        ))}
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <Text fw={700}>{formatMoney(total, currency)}</Text>
        </Group>
      </Stack>
      <Table.ScrollContainer minWidth={480} visibleFrom="sm">
        <Table data-testid="bill-of-materials" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Part number</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th ta="right">Qty</Table.Th>
              <Table.Th ta="right">Unit price</Table.Th>
              <Table.Th ta="right">Line total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={`${line.part_number}-${line.description}`}>
                <Table.Td>{line.part_number}</Table.Td>
                <Table.Td>{line.description}</Table.Td>
                <Table.Td ta="right">{line.quantity}</Table.Td>
                <Table.Td ta="right">{formatMoney(line.unit_price, currency)}</Table.Td>
                <Table.Td ta="right">{formatMoney(line.line_total, currency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={4}>Total</Table.Th>
              <Table.Th ta="right" data-testid="bom-total">
                {formatMoney(total, currency)}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed">
        {currency === null
          ? 'Prices on request: ask your reseller for a quote.'
          : `Prices in ${currency} as at the date of this result.`}
      </Text>
    </ResultSection>
  );
}
