import { Anchor, Box, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_WIND_SPEED_NOTE, type MountSearchResult } from '@nprm/contracts';
import { SlideCarousel } from '../../components/SlideCarousel';
import { formatOneDecimal, formatWhole } from '../../lib/format';
import { BallastBlocks, WeighBlocksReminder } from './ResultAssumptions';
import { ResultActions } from './ResultActions';

/**
 * The results page's short summary, first on the page (docs/product.md, results): the mount with its pictures, the
 * ballast, the roof load against the allowable, the dead load, the actions and the mount's documents.
 */
export function ResultHeadline({ result }: { result: MountSearchResult }) {
  const { mount } = result;
  const showDeadLoad = Number.isFinite(result.total_dead_load) && result.total_dead_load > 0;
  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} className="results-summary no-print">
      <Grid gap="xl" align="center">
        {/* The mount's name and the ballast come first (on a phone, straight under the heading); from sm the
            pictures stand to their left. */}
        <Grid.Col span={{ base: 12, sm: 6 }} order={{ base: 1, sm: 2 }}>
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
        <Grid.Col span={{ base: 12, sm: 6 }} order={{ base: 2, sm: 1 }}>
          <SlideCarousel
            slides={mount.mount_images.map((image) => ({ key: image.id, src: image.image_url, alt: mount.name }))}
            height={300}
          />
        </Grid.Col>
      </Grid>
    </Paper>
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
