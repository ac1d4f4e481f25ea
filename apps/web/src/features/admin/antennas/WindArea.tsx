import { Alert, Badge, Stack, Text } from '@mantine/core';
import { hasWindArea, type Antenna } from '@nprm/contracts';

/*
 * The flag on an antenna without a wind area (square_footage 0, saved before it was required; docs/product.md,
 * 3.3): the calculator does not offer it and a search naming it is refused until an administrator sets it.
 */
const MISSING = 'Wind area missing';
const CONSEQUENCE = 'not offered in searches until it is set';
export const WIND_AREA_MISSING = `${MISSING}: ${CONSEQUENCE}`;

/** The list's flag, under the antenna's model: the model column stays in view on a phone. */
export function WindAreaFlag() {
  return (
    <Stack gap={2} align="flex-start" mt={4}>
      {/* Wraps rather than cut off in a narrow column (a phone). */}
      <Badge color="red.9" radius="sm" tt="none" h="auto" py={2} styles={{ label: { whiteSpace: 'normal' } }}>
        {MISSING}:
      </Badge>{' '}
      <Text span size="xs" c="red.9">
        {CONSEQUENCE}
      </Text>
    </Stack>
  );
}

/** The form's alert above the fields, for a stored antenna without a wind area; null otherwise. */
export function windAreaNotice(antenna: Antenna) {
  if (hasWindArea(antenna)) return null;
  return (
    <Alert color="red" title={WIND_AREA_MISSING}>
      Enter the antenna&apos;s effective projected area (EPA) from its data sheet in Square Footage and save. Until then
      the calculator does not list this antenna and a search naming it is refused.
    </Alert>
  );
}
