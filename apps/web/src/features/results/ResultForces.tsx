import { Text } from '@mantine/core';
import { reviewForces, utilisationPercent, type ForceCheck, type MountSearchResult } from '@nprm/contracts';
import { formatOneDecimal } from '../../lib/format';
import { ResultSection } from './ResultSection';

/**
 * The forces a reviewer checks first (docs/product.md, results), the same rows as page 1 of the report: read from
 * the result's calculation sheet by reviewForces, never recomputed. One line per check, so it reads on a phone.
 */
export function ResultForces({ result }: { result: MountSearchResult }) {
  const forces = reviewForces(result.calculation_steps);
  const roof = utilisationPercent(result.roof_load, result.mount.max_roof_load);
  return (
    // On screen only, as ProjectFacts: the printed page 1 is the summary alone; the PDF's page 1 has these rows.
    <ResultSection id="forces-heading" title="Forces and checks">
      <dl className="report-facts" data-testid="result-forces">
        {forces.lateral && (
          <>
            <dt>Lateral force</dt>
            <dd data-testid="force-lateral">F_H {forces.lateral.text}</dd>
          </>
        )}
        {forces.uplift && (
          <>
            <dt>Uplift</dt>
            <dd data-testid="force-uplift">F_v {forces.uplift.text}</dd>
          </>
        )}
        {forces.overturning && (
          <Check check={forces.overturning} governing={result.governing === 'overturning'} testId="overturning" />
        )}
        {forces.sliding && <Check check={forces.sliding} governing={result.governing === 'sliding'} testId="sliding" />}
        <dt>Roof load</dt>
        <dd data-testid="check-roof-load">
          {formatOneDecimal(result.roof_load)} psf against {formatOneDecimal(result.mount.max_roof_load)} psf allowable
          {roof === null ? '' : `: ${roof} %`}
        </dd>
        <dt>Roof structure</dt>
        <dd data-testid="check-roof-structure">{result.roof_check.statements.roof}</dd>
        <dt>Roof edge</dt>
        <dd data-testid="check-roof-edge">{result.roof_check.statements.edge}</dd>
      </dl>
      {!forces.overturning && (
        <Text size="sm" c="dimmed" mt="xs">
          This result was saved before the forces and checks were kept with it: its calculation sheet has its figures.
        </Text>
      )}
    </ResultSection>
  );
}

function Check({ check, governing, testId }: { check: ForceCheck; governing: boolean; testId: string }) {
  const { demand, capacity } = check;
  return (
    <>
      <dt>{check.label}</dt>
      <dd data-testid={`check-${testId}`}>
        {demand.label} {demand.symbol} {demand.text} against {capacity.label.toLowerCase()} {capacity.symbol}{' '}
        {capacity.text}
        {check.utilisation && (
          <>
            :{' '}
            <Text component="span" fw={governing ? 700 : undefined}>
              {check.utilisation}
            </Text>
          </>
        )}
        {governing && ' (governs)'}
      </dd>
    </>
  );
}
