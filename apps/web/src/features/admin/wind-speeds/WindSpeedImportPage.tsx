import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Code, FileButton, Group, List, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WIND_OVERRIDE_CSV_COLUMNS, type WindSpeedOverrideImportResult } from '@nprm/contracts';
import { ApiRequestError } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { adminKeys } from '../common/queryKeys';
import { importWindSpeeds } from '../common/api/windSpeeds';
import { useAdminTitle } from '../common/title';

export const IMPORT_TITLE = 'Import Wind Speeds';
export const NOT_IMPORTED = 'The file was not imported';

/** "3 rows checked: 2 new, 1 updated. Nothing was written." or "Imported 3 rows: 2 new, 1 updated." */
export function importSummary(result: WindSpeedOverrideImportResult): string {
  const counts = `${result.created} new, ${result.updated} updated`;
  return result.dry_run
    ? `${result.rows} rows checked: ${counts}. Nothing was written.`
    : `Imported ${result.rows} rows: ${counts}.`;
}

/**
 * /admin/wind-speeds/import (docs/product.md, wind speeds): a CSV of county values, checked first ("Check", a dry run)
 * and imported all or nothing; a bad file lists every bad row and writes nothing.
 */
export function WindSpeedImportPage() {
  useAdminTitle('Import Wind Speeds');
  const queryClient = useQueryClient();
  const [csv, setCsv] = useState('');
  const upload = useMutation({
    mutationFn: ({ dryRun }: { dryRun: boolean }) => importWindSpeeds(csv, dryRun),
    onSuccess: (result) => {
      if (!result.dry_run) void queryClient.invalidateQueries({ queryKey: adminKeys.all() });
    },
  });
  const problems =
    upload.error instanceof ApiRequestError
      ? Object.values(upload.error.fieldErrors).flat()
      : upload.error
        ? [upload.error.message]
        : [];
  const choose = (file: File | null) => {
    if (!file) return;
    upload.reset();
    void file.text().then(setCsv);
  };

  return (
    <Stack gap="md" maw={900}>
      <Anchor component={Link} to={paths.admin.windSpeeds.list.href()} size="sm">
        ← Wind Speeds
      </Anchor>
      <Title order={1} size="h2">
        {IMPORT_TITLE}
      </Title>
      <Text size="sm">
        One county a line, with the header <Code>{WIND_OVERRIDE_CSV_COLUMNS.join(',')}</Code> (the note may be left
        out). A county that already has a value gets the new one. Any bad row stops the whole import: nothing is written
        and every bad row is listed.
      </Text>
      <Group>
        <FileButton onChange={choose} accept=".csv,text/csv,text/plain">
          {(props) => (
            <Button variant="light" {...props}>
              Choose CSV file
            </Button>
          )}
        </FileButton>
      </Group>
      <Textarea
        label="CSV"
        description="Paste the file here, or choose it above."
        rows={10}
        value={csv}
        onChange={(event) => {
          upload.reset();
          setCsv(event.currentTarget.value);
        }}
        styles={{ input: { fontFamily: 'monospace' } }}
      />
      <Group>
        <Button
          variant="default"
          disabled={csv.trim() === '' || upload.isPending}
          onClick={() => upload.mutate({ dryRun: true })}
        >
          Check
        </Button>
        <Button disabled={csv.trim() === '' || upload.isPending} onClick={() => upload.mutate({ dryRun: false })}>
          Import
        </Button>
      </Group>
      {upload.data && (
        <Alert color={upload.data.dry_run ? 'blue' : 'green'} data-testid="import-result">
          {importSummary(upload.data)}
        </Alert>
      )}
      {problems.length > 0 && (
        <Alert color="red" title={NOT_IMPORTED} data-testid="import-errors">
          <List size="sm">
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
