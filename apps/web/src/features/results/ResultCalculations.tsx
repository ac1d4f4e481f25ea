import { Anchor, Button, CopyButton, Group, Text, Title } from '@mantine/core';
import { calculationSheetText, type MountSearchResult } from '@nprm/contracts';
import { useId, useMemo, useState } from 'react';
import { CalculationSheet } from './CalculationSheet';

/**
 * "Calculations" (docs/product.md, R-37, R-38, R-50 to R-52): the calculation sheet, and "Copy as text", which copies
 * the sheet as plain text (the same text as the server's calculations.txt). A result stored before the sheet links
 * to its plain text on the server instead. On screen the sheet is collapsed behind "Show the calculation sheet" (a
 * short page first). It does not print: the printed page stays at two sheets (the summary and the block layout), and
 * the PDF report carries the sheet.
 */
export function ResultCalculations({ result }: { result: MountSearchResult }) {
  const hasSheet = result.calculation_steps.length > 0;
  const text = useMemo(() => (hasSheet ? calculationSheetText(result) : ''), [hasSheet, result]);
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const textAddress = `/api/mount_search_results/token/${encodeURIComponent(result.token)}/calculations.txt`;
  return (
    <section aria-labelledby="calculations-heading" className="results-calculations no-print">
      <Group justify="space-between" align="center" mb="sm" gap="sm">
        <Title order={2} size="h3" id="calculations-heading">
          Calculations
        </Title>
        {hasSheet && (
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button variant="default" size="xs" onClick={copy} className="no-print" aria-live="polite">
                {copied ? 'Copied' : 'Copy as text'}
              </Button>
            )}
          </CopyButton>
        )}
      </Group>
      {hasSheet ? (
        <>
          <Button
            variant="default"
            size="sm"
            className="no-print"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((shown) => !shown)}
          >
            {open ? 'Hide the calculation sheet' : 'Show the calculation sheet'}
          </Button>
          <div id={bodyId} className="calculation-sheet-body" data-collapsed={open ? undefined : 'true'}>
            <CalculationSheet
              steps={result.calculation_steps}
              frictionSource={result.roof_type.friction_coefficient_source}
            />
          </div>
        </>
      ) : (
        <Text size="sm">
          This result was saved before calculation sheets were kept with results.{' '}
          <Anchor href={textAddress} className="shows-address">
            Its calculation as plain text
          </Anchor>
        </Text>
      )}
    </section>
  );
}
