import { Container, Title } from '@mantine/core';

export function ErrorPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>ErrorPage</Title>
    </Container>
  );
}
