import { Table, Text, Title } from '@mantine/core';
import { unitAfter } from '@nprm/calc/number-format';
import { describeSymbol, stepRef } from '@nprm/calc/trace';
import type { CalculationStep } from '@nprm/contracts';
import { formatStepValue, FRICTION_SYMBOL, frictionSourceNote, groupSteps } from '@nprm/contracts';

/**
 * The calculation sheet (docs/product.md, R-50, R-51): one table per step of the method under its heading, each row a
 * step of the engine with its words from the glossary, its expression, the numbers the engine used, the result as
 * the engine's formatter prints it, the unit and the clause. The governing case's rows are bold, ruled and labelled
 * "Governing", so they read without colour. Under 640 px each row is a card (report.css), so a phone never scrolls
 * sideways. μ's row says where the roof type's μ comes from (`frictionSource`), as the report does; without one,
 * "Source not given" in the warning style.
 */
export function CalculationSheet({
  steps,
  frictionSource,
}: {
  steps: readonly CalculationStep[];
  frictionSource: string | null;
}) {
  return (
    <div className="calculation-sheet" role="region" aria-label="Calculation sheet" tabIndex={0}>
      {groupSteps(steps).map((group) => (
        <section key={group.section} aria-labelledby={`sheet-${group.section}`} className="calculation-sheet-group">
          <Title order={3} size="h5" id={`sheet-${group.section}`} mt="md" mb={4}>
            {group.title}
          </Title>
          <Table
            className="calculation-sheet-table stacked-table"
            withTableBorder
            verticalSpacing={4}
            horizontalSpacing="xs"
            fz="sm"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Symbol</Table.Th>
                <Table.Th scope="col">Description</Table.Th>
                <Table.Th scope="col">Expression</Table.Th>
                <Table.Th scope="col" ta="right">
                  Result
                </Table.Th>
                <Table.Th scope="col">Unit</Table.Th>
                <Table.Th scope="col">Clause</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {group.steps.map((step, index) => (
                <StepRow key={`${step.symbol}-${index}`} step={step} frictionSource={frictionSource} />
              ))}
            </Table.Tbody>
          </Table>
        </section>
      ))}
    </div>
  );
}

function StepRow({ step, frictionSource }: { step: CalculationStep; frictionSource: string | null }) {
  return (
    <Table.Tr data-governing={step.governing ? 'true' : undefined} className="calculation-step">
      <Table.Td className="calculation-symbol" fw={step.governing ? 700 : undefined}>
        {step.symbol}
      </Table.Td>
      <Table.Td className="calculation-description">
        {describeSymbol(step.symbol)}
        {step.governing && (
          <Text component="span" className="governing-label" fw={700} size="xs" ml={6}>
            Governing
          </Text>
        )}
        {step.note && (
          <Text size="xs" c="dimmed">
            {step.note}
          </Text>
        )}
        {step.symbol === FRICTION_SYMBOL && (
          <Text
            size="xs"
            className={frictionSource ? undefined : 'source-not-given'}
            c={frictionSource ? 'dimmed' : undefined}
            data-testid="friction-source"
          >
            {frictionSourceNote(frictionSource)}
          </Text>
        )}
      </Table.Td>
      <Table.Td className="calculation-expression">
        {step.expression && <div>{step.expression}</div>}
        {step.substituted && <div>= {step.substituted}</div>}
      </Table.Td>
      <Table.Td ta="right" fw={step.governing ? 700 : 500} className="calculation-value">
        {formatStepValue(step)}
      </Table.Td>
      <Table.Td className="calculation-unit">{step.unit ? unitAfter(formatStepValue(step), step.unit) : ''}</Table.Td>
      <Table.Td className="calculation-clause" data-label="Clause">
        {stepRef(step)}
      </Table.Td>
    </Table.Tr>
  );
}
