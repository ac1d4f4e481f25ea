import { ScrollArea, Table, Text } from '@mantine/core';
import type { CatalogueImportReport, CatalogueImportStatus } from '@nprm/contracts';

const STATUS_COLOR: Record<CatalogueImportStatus, string> = {
  created: 'green',
  updated: 'blue',
  unchanged: 'gray',
  refused: 'red',
};

/** "1 created, 2 updated, 40 unchanged, 0 refused". */
export function countsText(counts: CatalogueImportReport['counts']): string {
  return `${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.refused} refused`;
}

/** docs/product.md, catalogue CSV: the import's report, one row per data row of the file. */
export function ImportReportTable({ report }: { report: CatalogueImportReport }) {
  if (report.rows.length === 0) return null;
  return (
    <ScrollArea.Autosize mah="55vh" type="auto">
      <Table striped withTableBorder captionSide="top" fz="sm" data-testid="import-report">
        <Table.Caption>Import report</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            <Table.Th>Id</Table.Th>
            <Table.Th>Record</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Changed Columns</Table.Th>
            <Table.Th>Messages</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row) => (
            <Table.Tr key={row.line} data-status={row.status}>
              <Table.Td>{row.line}</Table.Td>
              <Table.Td>{row.id ?? 'new'}</Table.Td>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} c={STATUS_COLOR[row.status]}>
                  {row.status}
                </Text>
              </Table.Td>
              <Table.Td>{row.changes.join(', ')}</Table.Td>
              <Table.Td>
                {row.messages.map((message) => (
                  <Text key={message} size="sm" c="red">
                    {message}
                  </Text>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
