import { Anchor } from '@mantine/core';

/** ATC Hazards by Location: the free tool that gives the ASCE 7 wind speed at an address (docs/product.md). */
export const ATC_HAZARDS_URL = 'https://hazards.atcouncil.org/';

/** "Verify it with ATC Hazards by Location": a plain external link, opened in a new tab without an opener. */
export function AtcHazardsLink({ children = 'ATC Hazards by Location' }: { children?: React.ReactNode }) {
  return (
    <Anchor href={ATC_HAZARDS_URL} target="_blank" rel="noopener noreferrer" data-testid="atc-hazards-link">
      {children}
    </Anchor>
  );
}
