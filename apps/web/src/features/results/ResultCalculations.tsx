import { Anchor, Button, CopyButton, Group, Text, Title } from '@mantine/core';
import { calculationSheetText, type MountSearchResult } from '@nprm/contracts';
import { useMemo } from 'react';
import { CalculationSheet } from './CalculationSheet';

/**
 * "Calculations" (docs/product.md, R-37, R-38, R-50 to R-52): the calculation sheet, and "Copy as text", which copies
 * the sheet as plain text (the same text as the server's calculations.txt). A result stored before the sheet links
 * to its plain text on the server instead. Printed as the report's appendix.
 */
export function ResultCalculations({ result }: { result: MountSearchResult }) {
  const hasSheet = result.calculation_steps.length > 0;
  const text = useMemo(() => (hasSheet ? calculationSheetText(result) : ''), [hasSheet, result]);
  const textAddress = `/api/mount_search_results/token/${encodeURIComponent(result.token)}/calculations.txt`;
  return (
    <section aria-labelledby="calculations-heading" className="results-calculations">
      <Text size="sm" fw={700} className="print-only report-appendix-title">
        Appendix to report {result.reference}: calculation sheet
      </Text>
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
        <CalculationSheet steps={result.calculation_steps} />
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
