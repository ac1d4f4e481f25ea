import { Container, Title } from '@mantine/core';

export function ResultsPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>ResultsPage</Title>
    </Container>
  );
}
