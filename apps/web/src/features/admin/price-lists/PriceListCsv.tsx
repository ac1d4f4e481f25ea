import { Alert, Button, FileButton, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchPriceListCsv, importPriceListCsv, type PriceListImportOutcome } from '../common/api/priceLists';
import { saveFile } from '../common/download';
import { isUnauthorized, notifyDone, notifyFailure, SOMETHING_WENT_WRONG } from '../common/notify';

/**
 * The price list as CSV (docs/product.md, price list): export it, edit it in a spreadsheet, import it. The import
 * checks the file first and shows each change as old -> new; only "Apply" saves it.
 */
export function PriceListCsv({ resellerId, onImported }: { resellerId: number; onImported: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<PriceListImportOutcome | null>(null);
  const failed = (error: unknown) => {
    if (!isUnauthorized(error)) notifyFailure(error instanceof Error ? error.message : SOMETHING_WENT_WRONG);
  };
  const exportCsv = useMutation({
    mutationFn: () => fetchPriceListCsv(resellerId),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
    onError: failed,
  });
  const check = useMutation({
    mutationFn: (chosen: File) => importPriceListCsv(resellerId, chosen, true),
    onSuccess: setOutcome,
    onError: failed,
  });
  const apply = useMutation({
    mutationFn: (chosen: File) => importPriceListCsv(resellerId, chosen, false),
    onSuccess: (answer) => {
      setOutcome(answer.report?.applied ? null : answer);
      if (answer.report?.applied) {
        setFile(null);
        notifyDone(`Imported the price list: ${answer.report.counts.updated} prices changed`);
        onImported();
      }
    },
    onError: failed,
  });
  const report = outcome?.report ?? null;
  const changed = report?.rows.filter((row) => row.status !== 'unchanged') ?? [];
  const canApply = file !== null && report !== null && report.file_errors.length === 0 && report.counts.refused === 0;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby="price-csv">
      <Stack>
        <Title order={2} size="h4" id="price-csv">
          CSV file
        </Title>
        <Group>
          <Button variant="default" onClick={() => exportCsv.mutate()} loading={exportCsv.isPending}>
            Export CSV
          </Button>
          <FileButton
            accept=".csv,text/csv"
            onChange={(chosen) => {
              setFile(chosen);
              setOutcome(null);
              if (chosen) check.mutate(chosen);
            }}
          >
            {(props) => (
              <Button variant="default" loading={check.isPending} {...props}>
                Import CSV…
              </Button>
            )}
          </FileButton>
        </Group>
        {outcome && outcome.messages.length > 0 && (
          <Alert color="red" role="alert" title="The file cannot be imported">
            {outcome.messages.join('; ')}
          </Alert>
        )}
        {report && (
          <Stack gap="xs" data-testid="price-import-report">
            <Text size="sm">
              Check: {report.counts.updated} to change, {report.counts.unchanged} unchanged, {report.counts.refused}{' '}
              refused. Currency {report.currency.old ?? '(none)'} → {report.currency.new ?? '(none)'}; valid from{' '}
              {report.valid_from.old ?? '(none)'} → {report.valid_from.new ?? '(none)'}.
            </Text>
            {changed.length > 0 && (
              <Table.ScrollContainer minWidth={420}>
                <Table verticalSpacing={4}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Line</Table.Th>
                      <Table.Th>Part</Table.Th>
                      <Table.Th>Old → new</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {changed.map((row) => (
                      <Table.Tr key={row.line}>
                        <Table.Td>{row.line}</Table.Td>
                        <Table.Td>{row.label}</Table.Td>
                        <Table.Td>
                          {row.status === 'refused'
                            ? row.messages.join('; ')
                            : `${row.old || 'On request'} → ${row.new || 'On request'}`}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <Group>
              <Button disabled={!canApply} loading={apply.isPending} onClick={() => file && apply.mutate(file)}>
                Apply import
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
