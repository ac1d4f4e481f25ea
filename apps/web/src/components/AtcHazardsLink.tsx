import { Anchor } from '@mantine/core';

/** ATC Hazards by Location: the free tool that gives the ASCE 7 wind speed at an address (docs/product.md). */
export const ATC_HAZARDS_URL = 'https://hazards.atcouncil.org/';

/**
 * "Verify it with ATC Hazards by Location": a plain external link, opened in a new tab without an opener, always
 * underlined: inside a sentence colour alone does not tell it from the text (axe link-in-text-block).
 */
export function AtcHazardsLink({ children = 'ATC Hazards by Location' }: { children?: React.ReactNode }) {
  return (
    <Anchor
      href={ATC_HAZARDS_URL}
      target="_blank"
      rel="noopener noreferrer"
      // Set on the element: the public bundle does not rely on Anchor's underline styles being loaded first.
      style={{ textDecoration: 'underline' }}
      data-testid="atc-hazards-link"
    >
      {children}
    </Anchor>
  );
}
