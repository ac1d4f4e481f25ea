import { Anchor, Text } from '@mantine/core';
import type { MountSearchResult } from '@nprm/contracts';
import { useVisitorDate } from '../../lib/browserValue';
import type { PageReseller } from '../../lib/reseller';
import { ResultQrCode } from './ResultQrCode';
import {
  AssumptionsBlock,
  CodeBasisBlock,
  EquipmentBlock,
  ResultsBlock,
  ReviewerBox,
  SiteBlock,
  StandingBlock,
} from './SummaryBlocks';

export const REPORT_TITLE = 'Ballast Calculation Report';
/** The disclaimer under the summary, naming the edition the wind loads were worked out with. */
export function engineeringDisclaimer(edition: string): string {
  return `This recommendation is worked out from the information entered above with ${edition} wind loads. It is not a site-specific engineering design: have a qualified engineer confirm that the roof can carry these loads, and install the mount according to its assembly instructions and your local building code.`;
}

/**
 * The one-page summary of the calculation report (docs/product.md, R-42 to R-49), branded with the result's reseller:
 * on screen, and alone on the first printed page at Letter and A4.
 */
export function ReportSummary({ result, reseller }: { result: MountSearchResult; reseller: PageReseller }) {
  const prepared = useVisitorDate(result.created_at);
  // The page's reseller is the result's own after the domain rule; its logo is used only then.
  const logo = reseller.id !== null && reseller.id === result.reseller_id ? reseller.logo_url : null;
  const brandName = result.reseller?.name ?? reseller.name;
  return (
    <section aria-labelledby="report-summary-heading" className="report-summary" data-testid="report-summary">
      <header className="report-header">
        <div className="report-brand">
          {logo && <img src={logo} alt={`${brandName} logo`} className="report-logo" />}
          {brandName && (
            <Text fw={700} size="sm" data-testid="report-reseller">
              {brandName}
            </Text>
          )}
          <h2 id="report-summary-heading" className="report-title">
            {REPORT_TITLE}
          </h2>
        </div>
        <dl className="report-facts report-identity">
          <dt>Reference</dt>
          <dd data-testid="report-reference">{result.reference}</dd>
          <dt>Date prepared</dt>
          <dd data-testid="report-date">{prepared}</dd>
          <dt>Prepared for</dt>
          <dd data-testid="report-prepared-for">{result.customer_company}</dd>
        </dl>
      </header>

      <StandingBlock result={result} />
      <div className="report-grid">
        <SiteBlock result={result} />
        <div>
          <EquipmentBlock result={result} />
          <ResultsBlock result={result} />
        </div>
      </div>
      <AssumptionsBlock result={result} />
      <CodeBasisBlock result={result} />
      <p className="report-disclaimer engineering-disclaimer">{engineeringDisclaimer(result.code_basis.edition)}</p>

      <footer className="report-footer">
        <ReviewerBox />
        <div className="report-link">
          <ResultQrCode url={result.result_url} />
          <Text size="xs" className="report-link-text">
            View this result online:{' '}
            <Anchor href={result.result_url} size="xs" className="shows-address" data-testid="report-url">
              {result.result_url}
            </Anchor>
          </Text>
        </div>
      </footer>
    </section>
  );
}
