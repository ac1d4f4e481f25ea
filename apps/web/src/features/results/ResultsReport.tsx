import { Anchor, Box, Button, Code, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { MountSearchResult } from '@nprm/contracts';
import { Link } from 'react-router';
import { BrandBar } from '../../components/Brand';
import { SlideCarousel } from '../../components/SlideCarousel';
import { formatLocalDate, formatOneDecimal, formatWhole } from '../../lib/format';
import type { PageReseller } from '../../lib/reseller';
import { paths } from '../../lib/paths';
import { antennaLabel } from '../../lib/catalog';
import { ResultCriteria } from './ResultCriteria';
import { BallastBlocks, ResultAssumptions, WeighBlocksReminder } from './ResultAssumptions';
import { usePrintTitle } from './usePrintTitle';
import { EmailReportButton } from './EmailReportButton';

/** The share link: /results?t={token} on this site. */
export function shareUrl(token: string): string {
  return `${window.location.origin}${paths.results.shared(token)}`;
}

/** mailto: with subject "Mount Recommendation" and the share link (docs/product.md, results). */
export function shareMailto(result: MountSearchResult): string {
  const body = `Here is the mount recommendation for ${antennaLabel(result.antenna)} in ${result.location ?? 'your location'}: ${shareUrl(result.token)}`;
  return `mailto:?subject=${encodeURIComponent('Mount Recommendation')}&body=${encodeURIComponent(body)}`;
}

/** The report as a PDF, dated in the visitor's time zone (docs/api.md, "Calculation report"). */
export function reportPdfUrl(token: string): string {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return `/api/mount_search_results/token/${encodeURIComponent(token)}/report.pdf?time_zone=${encodeURIComponent(timeZone)}`;
}

/**
 * docs/product.md, results: the printed page's title is the company, the antenna make/model, the location and the date.
 */
export function printTitle(result: MountSearchResult): string {
  return [
    result.customer_company,
    antennaLabel(result.antenna),
    result.location ?? '',
    formatLocalDate(result.created_at),
  ]
    .filter((part) => part.trim() !== '')
    .join(' - ');
}

/** The results page for one saved result (docs/product.md, results). */
export function ResultsReport({ result, reseller }: { result: MountSearchResult; reseller: PageReseller }) {
  useDocumentTitle('Your Ballast Calculator Results');
  usePrintTitle(printTitle(result));
  const { mount } = result;
  const showDeadLoad = Number.isFinite(result.total_dead_load) && result.total_dead_load > 0;

  return (
    <>
      <BrandBar reseller={reseller} />
      <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }} id="results-page">
        <Stack gap="xl">
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            Your Ballast Calculator Results
          </Title>

          <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} className="results-summary">
            <Grid gap="xl" align="center">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <SlideCarousel
                  slides={mount.mount_images.map((image) => ({ key: image.id, src: image.image_url, alt: mount.name }))}
                  height={300}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Stack gap="md">
                  <div>
                    <Text size="sm" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
                      Recommended mount
                    </Text>
                    <Title order={2} fz={{ base: 22, sm: 26 }} mt={4} data-testid="mount-name">
                      {mount.name}
                    </Title>
                    <Text c="dimmed" mt={2}>
                      Part number <span data-testid="part-number">{mount.part_number}</span>
                    </Text>
                  </div>
                  <Stack gap="sm">
                    <Figure
                      value={`${formatWhole(result.ballast_weight)} lbs`}
                      label="of ballast required to resist sliding and overturning"
                      testId="ballast-weight"
                    >
                      <BallastBlocks result={result} />
                      governed by {result.governing === 'minimum' ? "the mount's minimum ballast" : result.governing}
                    </Figure>
                    <Figure value={`${formatOneDecimal(result.roof_load)} PSF`} label="roof loading" testId="roof-load">
                      the mount allows up to {formatOneDecimal(mount.max_roof_load)} PSF
                    </Figure>
                    <WeighBlocksReminder result={result} />
                    {showDeadLoad && (
                      <Figure
                        value={`${formatWhole(result.total_dead_load)} lbs`}
                        label="total dead load"
                        testId="total-dead-load"
                      />
                    )}
                  </Stack>
                  <Group gap="sm" className="no-print">
                    <Button variant="default" onClick={() => window.print()}>
                      Print
                    </Button>
                    <Button variant="default" component="a" href={shareMailto(result)}>
                      Share
                    </Button>
                    <Button variant="default" component="a" href={reportPdfUrl(result.token)} download>
                      Download PDF
                    </Button>
                    <EmailReportButton token={result.token} />
                    {mount.product_url && (
                      <Button component="a" href={mount.product_url} target="_blank" rel="noopener noreferrer">
                        Buy
                      </Button>
                    )}
                  </Group>
                  {(mount.assembly_instructions_url || mount.product_sheet_url) && (
                    <Group gap="lg">
                      {mount.assembly_instructions_url && (
                        <Anchor href={mount.assembly_instructions_url} target="_blank" rel="noopener noreferrer">
                          Assembly Instructions
                        </Anchor>
                      )}
                      {mount.product_sheet_url && (
                        <Anchor href={mount.product_sheet_url} target="_blank" rel="noopener noreferrer">
                          Product Sheet
                        </Anchor>
                      )}
                    </Group>
                  )}
                </Stack>
              </Grid.Col>
            </Grid>
          </Paper>

          <ResultCriteria result={result} />

          <section aria-labelledby="calculations-heading" className="results-calculations">
            <Title order={2} size="h3" id="calculations-heading" mb="sm">
              Calculations
            </Title>
            {result.calculations.trim() ? (
              <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
                {/* Scrolls when long: focusable so a keyboard can scroll it (axe scrollable-region-focusable). */}
                <Code
                  block
                  bg="white"
                  className="calculations-text"
                  tabIndex={0}
                  style={{ whiteSpace: 'pre-wrap', maxHeight: 480, overflow: 'auto' }}
                >
                  {result.calculations}
                </Code>
              </Paper>
            ) : (
              <Text c="dimmed">Diagnostics unavailable</Text>
            )}
          </section>

          <ResultAssumptions result={result} />

          <Text size="xs" c="dimmed" className="engineering-disclaimer">
            This recommendation is an estimate for planning, worked out from the information entered above with ASCE
            7-10 wind loads. It is not a site-specific engineering design: have a qualified engineer confirm that the
            roof can carry these loads, and install the mount according to its assembly instructions and your local
            building code.
          </Text>
          <Text size="sm" className="print-only">
            View this result online: {shareUrl(result.token)}
          </Text>

          <Group className="no-print" gap="md">
            <Button component={Link} to={paths.calculator.edit(result.token)} variant="default" size="md">
              Edit these inputs
            </Button>
            <Button component={Link} to={paths.calculator.href()} variant="light" size="md">
              New Ballast Calculation
            </Button>
          </Group>
        </Stack>
      </Container>
    </>
  );
}

function Figure({
  value,
  label,
  testId,
  children,
}: {
  value: string;
  label: string;
  testId: string;
  children?: React.ReactNode;
}) {
  return (
    <Box>
      <Text component="span" fz={{ base: 24, sm: 28 }} fw={700} lh={1.1} data-testid={testId}>
        {value}
      </Text>{' '}
      <Text component="span" size="md">
        {label}
      </Text>
      {children && (
        <Text size="sm" c="dimmed">
          {children}
        </Text>
      )}
    </Box>
  );
}
