import { Container, Title } from '@mantine/core';

export function CalculatorPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>CalculatorPage</Title>
    </Container>
  );
}
