import { Paper, Text } from '@mantine/core';
import type { MountSearchResult } from '@nprm/contracts';

/**
 * The project the result is for (docs/product.md, results): its name and the site's street address as the visitor
 * typed them, shown as text. Nothing when neither was given.
 */
export function ProjectFacts({ result }: { result: MountSearchResult }) {
  if (!result.project_name && !result.site_address) return null;
  return (
    // On screen only: the printed page 1 is the report's summary alone; the PDF carries the project.
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label="Project"
      data-testid="project-facts"
      className="no-print"
    >
      <dl className="report-facts">
        {result.project_name && (
          <>
            <dt>Project</dt>
            <dd data-testid="project-name">
              <Text component="span" fw={700}>
                {result.project_name}
              </Text>
            </dd>
          </>
        )}
        {result.site_address && (
          <>
            <dt>Site address</dt>
            <dd data-testid="site-address">{result.site_address}</dd>
          </>
        )}
      </dl>
    </Paper>
  );
}
