import { SimpleGrid, Title } from '@mantine/core';
import { useId } from 'react';

/** A titled group of form fields, one column on phones and `columns` from the sm breakpoint. */
export function FormSection({
  title,
  columns = 2,
  children,
}: {
  title: string;
  columns?: 1 | 2;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: columns }} spacing="md" verticalSpacing="md">
        {children}
      </SimpleGrid>
    </section>
  );
}
