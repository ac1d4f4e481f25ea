import { Text } from '@mantine/core';
import type { WindSpeedResponse } from '@nprm/contracts';

const NOT_SUPPORTED =
  'A search computes to the ASCE 7 edition in force at the site. ASCE 7-22 cannot be computed yet: where it is in force, ASCE 7-16 is used and the result says so.';

/** What the default means at the chosen place: the edition in force and its code, or why another is used. */
export function inForceText(codeInForce: WindSpeedResponse['code_in_force'] | undefined): string {
  if (!codeInForce) return NOT_SUPPORTED;
  const { edition_in_force: inForce, edition, adopted_code: code } = codeInForce;
  const adopted = code ? ` (${code.name}, ${code.state})` : '';
  if (inForce === null) {
    return `The edition in force here is not known${adopted}: ${edition} is used, as a planning estimate.`;
  }
  if (inForce !== edition) {
    return `In force here: ${inForce}${adopted}. It cannot be computed yet: ${edition} is used, as a planning estimate.`;
  }
  return `In force here: ${inForce}${adopted}.`;
}

/** The code in force at the chosen place, from the wind speed look-up (`code_in_force`), one line over its inputs. */
export function CodeInForceLine({ codeInForce }: { codeInForce: WindSpeedResponse['code_in_force'] | undefined }) {
  return (
    <Text size="sm" data-testid="code-in-force">
      {inForceText(codeInForce)}
    </Text>
  );
}
