import { Button, Group } from '@mantine/core';
import type { MountSearchResult } from '@nprm/contracts';
import { Link } from '../../lib/navigation';
import { paths } from '../../lib/paths';

/** The results page's way on: back to the form with these inputs, or a new calculation. */
export function ResultNextSteps({ result }: { result: Pick<MountSearchResult, 'token'> }) {
  return (
    <Group className="no-print" gap="md">
      <Button component={Link} href={paths.calculator.edit(result.token)} variant="default" size="md">
        Edit these inputs
      </Button>
      <Button component={Link} href={paths.calculator.href()} variant="light" size="md">
        New Ballast Calculation
      </Button>
    </Group>
  );
}
