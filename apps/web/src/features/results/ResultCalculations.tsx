import { Button, Code, CopyButton, Group, Paper, Text, Title } from '@mantine/core';
import type { MountSearchResult } from '@nprm/contracts';
import { CalculationSheet } from './CalculationSheet';

/**
 * "Calculations" (docs/product.md, R-37, R-38, R-50 to R-52): the calculation sheet when the result has its rows,
 * else (results stored before the sheet) the plain-text trace; "Copy as text" copies the text either way. Printed as
 * the report's appendix.
 */
export function ResultCalculations({ result }: { result: MountSearchResult }) {
  const text = result.calculations.trim() ? result.calculations : '';
  const hasSheet = result.calculation_steps.length > 0;
  return (
    <section aria-labelledby="calculations-heading" className="results-calculations">
      <Text size="sm" fw={700} className="print-only report-appendix-title">
        Appendix to report {result.reference}: calculation sheet
      </Text>
      <Group justify="space-between" align="center" mb="sm" gap="sm">
        <Title order={2} size="h3" id="calculations-heading">
          Calculations
        </Title>
        {text && (
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
      ) : text ? (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          {/* Scrolls when long: focusable so a keyboard can scroll it (axe scrollable-region-focusable). */}
          <Code
            block
            bg="white"
            className="calculations-text"
            tabIndex={0}
            style={{ whiteSpace: 'pre-wrap', maxHeight: 480, overflow: 'auto' }}
          >
            {text}
          </Code>
        </Paper>
      ) : (
        <Text c="dimmed">Diagnostics unavailable</Text>
      )}
    </section>
  );
}
