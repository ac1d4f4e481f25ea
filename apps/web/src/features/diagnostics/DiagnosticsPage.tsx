import { Container, Title } from '@mantine/core';

export function DiagnosticsPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>DiagnosticsPage</Title>
    </Container>
  );
}
