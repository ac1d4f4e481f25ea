import './mantine.css';
import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '../../lib/navigation';
import { paths } from '../../lib/paths';

/** /error (docs/product.md, error page). Deliberately needs no data: it must render when the API is down. */
export function ErrorPage() {
  useDocumentTitle('500 Error');
  return (
    <Container size="sm" py={{ base: 'xl', sm: 80 }} id="error-page">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <Title order={1}>500 Error</Title>
          <Text size="lg">Sorry, something went wrong</Text>
          <Text c="dimmed">Please try again in a moment.</Text>
          <Button component={Link} href={paths.calculator.href()}>
            Back to the calculator
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
