import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

/**
 * One titled block of the results page below the summary (forces, bill of materials, quote, review). On screen only
 * unless `printed`: the printed page 1 is the report summary alone.
 */
export function ResultSection({
  id,
  title,
  printed = false,
  children,
}: {
  id: string;
  title: string;
  printed?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={id}
      className={printed ? undefined : 'no-print'}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
