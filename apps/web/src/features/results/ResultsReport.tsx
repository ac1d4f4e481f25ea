import { Anchor, Box, Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { DEFAULT_WIND_SPEED_NOTE, type MountSearchResult } from '@nprm/contracts';
import { Link } from '../../lib/navigation';
import { BrandBar } from '../../components/Brand';
import { SlideCarousel } from '../../components/SlideCarousel';
import { formatLocalDate, formatOneDecimal, formatWhole } from '../../lib/format';
import type { PageReseller } from '../../lib/reseller';
import { paths } from '../../lib/paths';
import { antennaLabel } from '../../lib/catalog';
import { ResultCriteria } from './ResultCriteria';
import { BallastBlocks, ResultAssumptions, WeighBlocksReminder } from './ResultAssumptions';
import { usePrintTitle } from './usePrintTitle';
import { ResultActions } from './ResultActions';
import { ResultCalculations } from './ResultCalculations';
import { ReportSummary } from './ReportSummary';
import { ProjectFacts } from './ProjectFacts';
import { ResultForces } from './ResultForces';
import { WhatIfPanel } from './WhatIfPanel';
import { EngineerReview } from './EngineerReview';
import './report.css';

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
      <div className="no-print">
        <BrandBar reseller={reseller} />
      </div>
      <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }} id="results-page">
        <Stack gap="xl">
          <Title order={1} fz={{ base: 26, sm: 34 }} className="no-print">
            Your Ballast Calculator Results
          </Title>
          <ProjectFacts result={result} />

          <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} className="results-summary no-print">
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
                      {result.default_wind_speed && (
                        <Text size="sm" fw={600} data-testid="ballast-default-wind-note">
                          {DEFAULT_WIND_SPEED_NOTE}
                        </Text>
                      )}
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
                  <ResultActions result={result} />
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

          <ResultForces result={result} />
          <ReportSummary result={result} reseller={reseller} />

          <EngineerReview token={result.token} />

          <WhatIfPanel token={result.token} mountName={mount.name} />

          <ResultCriteria result={result} />

          <ResultCalculations result={result} />

          <ResultAssumptions result={result} />

          <Group className="no-print" gap="md">
            <Button component={Link} href={paths.calculator.edit(result.token)} variant="default" size="md">
              Edit these inputs
            </Button>
            <Button component={Link} href={paths.calculator.href()} variant="light" size="md">
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
