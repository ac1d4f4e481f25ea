import { Alert, Badge } from '@mantine/core';
import { hasWindArea, WIND_AREA_MISSING, type Antenna } from '@nprm/contracts';

/*
 * The flag on an antenna without a wind area (square_footage 0, saved before it was required; docs/product.md,
 * antennas): the calculator does not offer it and a search naming it is refused until an administrator sets it.
 */

/** The list's flag, beside the antenna's square footage. */
export function WindAreaBadge() {
  return (
    <Badge color="red.9" tt="none" h="auto" py={2} styles={{ label: { whiteSpace: 'normal' } }}>
      {WIND_AREA_MISSING}
    </Badge>
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
