import { useState } from 'react';
import { Alert, Button, Group, Input, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueCsvFileName, type CatalogueCsvEntity } from '@nprm/contracts';
import { importCatalogueCsv, type ImportOutcome } from '../api/catalogueCsv';
import { adminKeys } from '../queryKeys';
import { countsText, ImportReportTable } from './ImportReportTable';

/** The entity's name in the dialog's texts. */
const PLURAL: Record<CatalogueCsvEntity, string> = { antennas: 'Antennas', mounts: 'Mounts' };

/** Whether the dry run's report lets the file be applied: read, nothing refused, not yet applied. */
function canApply(outcome: ImportOutcome | null): boolean {
  const report = outcome?.report;
  if (!report || outcome.messages.length > 0) return false;
  return report.dry_run && report.counts.refused === 0 && report.file_errors.length === 0;
}

/**
 * docs/product.md, catalogue CSV: choose a file, "Dry Run" shows what the import would do row by row (file errors
 * on top), "Apply" writes it (enabled only when nothing is refused), then the counts and a refreshed list.
 */
export function ImportCsvDialog({ entity, onClose }: { entity: CatalogueCsvEntity; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const run = useMutation({
    mutationFn: (dryRun: boolean) => importCatalogueCsv(entity, file as File, dryRun),
    onMutate: () => setOutcome(null),
    onSuccess: (next) => {
      setOutcome(next);
      // An applied file changes both sides of the compatibility: refresh every admin list.
      if (next.report?.applied) void queryClient.invalidateQueries({ queryKey: adminKeys.all() });
    },
  });
  const report = outcome?.report ?? null;
  const messages = [...(outcome?.messages ?? []), ...(run.error ? [run.error.message] : [])];
  const applied = report?.applied === true;

  return (
    <Modal opened onClose={onClose} title={`Import ${PLURAL[entity]} CSV`} size="xl" fullScreen={phone === true}>
      <Stack gap="sm">
        <Text size="sm">
          A file laid out like {catalogueCsvFileName(entity)} from Export CSV: a row with an id replaces that record, a
          row without one creates a record. Dry Run shows what would change; nothing is written until Apply.
        </Text>
        <Input.Wrapper label="CSV file">
          <input
            type="file"
            // Excel's "Unicode Text" is a tab-separated .txt file; the import reads it as it reads a .csv.
            accept=".csv,.txt,.tsv,text/csv,text/plain,text/tab-separated-values"
            aria-label="CSV file"
            disabled={run.isPending}
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setOutcome(null);
              run.reset();
            }}
          />
        </Input.Wrapper>
        {messages.length > 0 ? (
          <Alert color="red" title="The file cannot be imported" role="alert">
            {messages.map((message) => (
              <Text key={message} size="sm">
                {message}
              </Text>
            ))}
          </Alert>
        ) : null}
        {report && !applied && report.rows.length > 0 ? (
          <Text size="sm" role="status" data-testid="import-summary">
            {report.counts.refused > 0
              ? `Nothing can be imported until the refused rows are corrected: ${countsText(report.counts)}.`
              : `Dry run: ${countsText(report.counts)}. Nothing is written until Apply.`}
          </Text>
        ) : null}
        {applied ? (
          <Alert color="green" title="Imported" role="status" data-testid="import-result">
            {`Imported ${catalogueCsvFileName(entity)}: ${countsText(report.counts)}.`}
          </Alert>
        ) : null}
        {report ? <ImportReportTable report={report} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button
            variant="light"
            disabled={!file || applied}
            loading={run.isPending && run.variables}
            onClick={() => run.mutate(true)}
          >
            Dry Run
          </Button>
          <Button
            disabled={!canApply(outcome) || run.isPending}
            loading={run.isPending && !run.variables}
            onClick={() => run.mutate(false)}
          >
            Apply
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
