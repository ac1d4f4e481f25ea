import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { noFitFromState } from '../../lib/noFit';
import { BrandBar } from '../../components/Brand';
import type { PageReseller } from '../../lib/reseller';
import { Link, useLocation } from '../../lib/navigation';
import { paths } from '../../lib/paths';

/** The No Results page (docs/product.md, no results), with the reason a search found no mount (N-09). */
export function NoResults({ reseller }: { reseller: PageReseller }) {
  useDocumentTitle('No Results Found');
  // After a search, the calculator passes the server's reason in the history entry (never in the URL).
  const noFit = noFitFromState(useLocation().state);
  return (
    <>
      <BrandBar reseller={reseller} />
      <Container size="sm" py={{ base: 'xl', sm: 60 }} id="no-results-page">
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="md" align="flex-start">
            <Title order={1}>No Results Found</Title>
            <Text size="lg">We could not determine a mount based on your criteria.</Text>
            {reseller.contact_email && (
              <Text>
                For help finding a mount, please email{' '}
                <Anchor href={`mailto:${reseller.contact_email}`}>{reseller.contact_email}</Anchor>
              </Text>
            )}
            {noFit && (
              <Text data-testid="no-fit-reason" fw={500}>
                {noFit.message}
              </Text>
            )}
            <Button component={Link} href={paths.calculator.href()} mt="sm">
              New Ballast Calculation
            </Button>
          </Stack>
        </Paper>
      </Container>
    </>
  );
}
