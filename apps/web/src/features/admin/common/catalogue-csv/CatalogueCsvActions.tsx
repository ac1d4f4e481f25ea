import { useState } from 'react';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { CatalogueCsvEntity } from '@nprm/contracts';
import { fetchCatalogueCsv } from '../api/catalogueCsv';
import { saveFile } from '../download';
import { failureReason, isUnauthorized, notifyFailure } from '../notify';
import { ImportCsvDialog } from './ImportCsvDialog';

/**
 * docs/product.md, catalogue CSV: "Export CSV" downloads antennas.csv / mounts.csv; "Import CSV" opens the import
 * dialog (mounted only while open).
 */
export function CatalogueCsvActions({ entity }: { entity: CatalogueCsvEntity }) {
  const [importing, setImporting] = useState(false);
  const exportCsv = useMutation({
    mutationFn: () => fetchCatalogueCsv(entity),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
    onError: (error) => {
      if (!isUnauthorized(error)) notifyFailure(failureReason(error));
    },
  });
  return (
    <>
      <Button variant="light" loading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
        Export CSV
      </Button>
      <Button variant="light" onClick={() => setImporting(true)}>
        Import CSV
      </Button>
      {importing ? <ImportCsvDialog entity={entity} onClose={() => setImporting(false)} /> : null}
    </>
  );
}
