import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title, type MantineSpacing } from '@mantine/core';

/**
 * A titled panel of a record's page that does one thing of its own (set a password, sign out everywhere, the engineer
 * profile): a bordered section named by its title, with a line saying what it does.
 */
export function AdminSection({
  title,
  description,
  gap = 'xs',
  children,
}: {
  title: string;
  description: ReactNode;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap={gap}>
        <Title order={2} size="h5">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
