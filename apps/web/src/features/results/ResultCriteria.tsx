import { Badge, Box, Group, Paper, Table, Text, Title, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { antennaNames, DEFAULT_WIND_SPEED_NOTE, formatDate, siteText, type MountSearchResult } from '@nprm/contracts';
import { AtcHazardsLink } from '../../components/AtcHazardsLink';
import { windExposure, windExposureLabel } from '@nprm/calc/exposure';
import { formatWhole } from '../../lib/format';

/** docs/product.md, constants: tooltips sit on top under this width, to the right at or above it. */
export const TOOLTIP_BREAKPOINT_PX = 750;
/** The wind speed row's tooltip: the map of the search's risk category. */
export const windSpeedTooltip = (result: MountSearchResult) =>
  `Wind speed based on ASCE 7-10 Risk Category ${result.code_basis.risk_category}`;

/** The results page's "Calculator Criteria": what was searched for, with the wind speed's source (docs/product.md, results). */
export function ResultCriteria({ result }: { result: MountSearchResult }) {
  const wide = useMediaQuery(`(min-width: ${TOOLTIP_BREAKPOINT_PX}px)`, true);
  const tooltipPosition = wide ? 'right' : 'top';
  const exposure = windExposure(result.wind_exposure);
  return (
    <section aria-labelledby="criteria-heading" className="results-criteria">
      <Title order={2} size="h3" id="criteria-heading" mb="sm">
        Calculator Criteria
      </Title>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Table verticalSpacing="sm" horizontalSpacing="md" striped>
          <Table.Tbody>
            <CriteriaRow label="Date Prepared">{formatDate(result.created_at)}</CriteriaRow>
            <CriteriaRow label="Make/Model">
              {antennaNames(result).map((name, index) => (
                <Box key={index}>{name}</Box>
              ))}
            </CriteriaRow>
            <CriteriaRow label="City">{siteText(result)}</CriteriaRow>
            <CriteriaRow label="Building Height (feet)">{formatWhole(result.building_height)}</CriteriaRow>
            <CriteriaRow label="Roof Type">
              {result.roof_type.name}
              {result.ridge_mount ? ' / Peak Roof' : ''}
            </CriteriaRow>
            <CriteriaRow label="Wind Exposure" tooltip={exposure?.description ?? ''} tooltipPosition={tooltipPosition}>
              {windExposureLabel(result.wind_exposure)}
            </CriteriaRow>
            <CriteriaRow label="Wind Speed" tooltip={windSpeedTooltip(result)} tooltipPosition={tooltipPosition}>
              {formatWhole(result.wind_speed)} mph{result.default_wind_speed ? '*' : ''}
              {result.wind_speed_approximate && (
                // Mantine's yellow text on its light fill is below 4.5:1; dark text passes WCAG AA (decision 0009).
                <Badge ml="xs" variant="light" color="yellow" c="dark.8" size="sm">
                  approximate
                </Badge>
              )}
              {belowMapped(result) && (
                <Text size="sm" fw={600} c="orange.9" mt={4} data-testid="below-mapped-wind-speed">
                  {belowMappedText(result)}
                </Text>
              )}
            </CriteriaRow>
          </Table.Tbody>
        </Table>
      </Paper>
      {result.default_wind_speed && (
        <Text size="sm" mt="sm" data-testid="default-wind-speed-note">
          * {DEFAULT_WIND_SPEED_NOTE}
        </Text>
      )}
      {result.wind_speed_note && (
        <Text size="sm" c="dimmed" mt="xs">
          Wind speed source: {result.wind_speed_note}
        </Text>
      )}
      {result.wind_speed_basis && (
        <Text size="sm" c="dimmed" mt="xs" data-testid="wind-speed-basis">
          Why this value: {result.wind_speed_basis}
        </Text>
      )}
      {result.wind_speed_source !== 'given' && (
        <Text size="sm" c="dimmed" mt="xs" className="no-print">
          Verify the wind speed with <AtcHazardsLink /> or your local building department.
        </Text>
      )}
    </section>
  );
}

/** Whether the visitor's own wind speed was below the one mapped for the site (docs/product.md, R-40). */
function belowMapped(result: MountSearchResult): boolean {
  return (
    result.wind_speed_source === 'given' &&
    result.mapped_wind_speed !== null &&
    result.wind_speed < result.mapped_wind_speed
  );
}

/**
 * "Entered 160 mph, below the 175 mph mapped for Miami-Dade, FL, for this reason: <reason>": the reason prints with
 * the speed, as on the report.
 */
export function belowMappedText(result: MountSearchResult): string {
  const place = result.wind_speed_place ?? result.location ?? 'the site';
  const entered = `Entered ${formatWhole(result.wind_speed)} mph, below the ${formatWhole(result.mapped_wind_speed ?? 0)} mph mapped for ${place}`;
  return result.wind_speed_reason ? `${entered}, for this reason: ${result.wind_speed_reason}` : `${entered}.`;
}

function CriteriaRow({
  label,
  tooltip,
  tooltipPosition = 'right',
  children,
}: {
  label: string;
  tooltip?: string;
  tooltipPosition?: 'top' | 'right';
  children: React.ReactNode;
}) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w="45%" fw={600}>
        <Group gap={6} wrap="nowrap">
          {label}
          {tooltip && (
            <Tooltip
              label={tooltip}
              position={tooltipPosition}
              multiline
              w={260}
              withArrow
              events={{ hover: true, focus: true, touch: true }}
            >
              <Box
                component="span"
                tabIndex={0}
                role="img"
                aria-label={`About ${label}: ${tooltip}`}
                className="no-print info-dot"
                data-tooltip-position={tooltipPosition}
              >
                i
              </Box>
            </Tooltip>
          )}
        </Group>
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}
