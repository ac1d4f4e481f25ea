import { Button, CopyButton, Group } from '@mantine/core';
import { antennasText, type MountSearchResult, type ReportPaper } from '@nprm/contracts';
import { useBrowserValue } from '../../lib/browserValue';
import { EmailReportButton } from './EmailReportButton';
import { API_PATHS } from '@nprm/contracts/paths';

/**
 * mailto: with subject "Mount Recommendation" and the result's own link on its reseller's domain (docs/product.md,
 *
 */
export function shareMailto(result: MountSearchResult): string {
  const body = `Here is the mount recommendation for ${antennasText(result)} in ${result.location ?? 'your location'}: ${result.result_url}`;
  return `mailto:?subject=${encodeURIComponent('Mount Recommendation')}&body=${encodeURIComponent(body)}`;
}

/** The regions whose offices use Letter paper; everyone else gets A4. */
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'GT', 'CR', 'PA', 'DO', 'SV', 'PR']);

/** Letter or A4, from the region of the browser's language ("en-US" → letter, "en-GB" → a4; none → letter). */
export function reportPaper(language: string): ReportPaper {
  try {
    const region = new Intl.Locale(language).maximize().region;
    return region === undefined || LETTER_REGIONS.has(region) ? 'letter' : 'a4';
  } catch {
    return 'letter';
  }
}

/** The report as a PDF, dated in the visitor's time zone, on the visitor's paper (GET …/report.pdf at /api/docs). */
export function reportPdfUrl(token: string): string {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const query = new URLSearchParams({ time_zone: timeZone, paper: reportPaper(navigator.language) });
  return `${API_PATHS.reportPdf(token)}?${query.toString()}`;
}

/** The result's buttons (docs/product.md, R-15 to ); none of them prints. */
export function ResultActions({ result }: { result: MountSearchResult }) {
  const { mount } = result;
  // The visitor's time zone and paper are the browser's to know: a page drawn on the server links the report bare.
  const pdfUrl = useBrowserValue(() => reportPdfUrl(result.token), API_PATHS.reportPdf(result.token));
  return (
    <Group gap="sm" className="no-print result-actions">
      <Button variant="default" onClick={() => window.print()}>
        Print
      </Button>
      <Button variant="default" component="a" href={pdfUrl} download>
        Download PDF
      </Button>
      <EmailReportButton token={result.token} />
      <Button variant="default" component="a" href={shareMailto(result)}>
        Share
      </Button>
      <CopyButton value={result.result_url}>
        {({ copied, copy }) => (
          <Button variant="default" onClick={copy} aria-live="polite">
            {copied ? 'Link copied' : 'Copy link'}
          </Button>
        )}
      </CopyButton>
      {mount.product_url && (
        <Button component="a" href={mount.product_url} target="_blank" rel="noopener noreferrer">
          Buy
        </Button>
      )}
    </Group>
  );
}
