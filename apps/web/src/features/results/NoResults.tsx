import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { formEntryFromState, noFitFromState, noFitTokenFromState, type EditInputsState } from '../../lib/noFit';
import { BrandBar } from '../../components/Brand';
import type { PageReseller } from '../../lib/reseller';
import { Link, navigate, useLocation } from '../../lib/navigation';
import { paths } from '../../lib/paths';
import { EngineerReview } from './EngineerReview';
import { RequestQuote } from './RequestQuote';

/** The No Results page (docs/product.md, no results), with the reason a search found no mount (N-09). */
export function NoResults({ reseller }: { reseller: PageReseller }) {
  useDocumentTitle('No Results Found');
  // After a search, the calculator passes the server's reason in the history entry (never in the URL).
  const { state } = useLocation();
  const noFit = noFitFromState(state);
  // Came from the form: "Edit these inputs" opens it again with what was entered (the calculator remembered it).
  const formEntry = formEntryFromState(state);
  // No dead end: the stored search can still go to an engineer or to the reseller for a quote.
  const token = noFitTokenFromState(state);
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
                <Anchor href={`mailto:${reseller.contact_email}`} style={{ textDecoration: 'underline' }}>
                  {reseller.contact_email}
                </Anchor>
              </Text>
            )}
            {noFit && (
              <Text data-testid="no-fit-reason" fw={500}>
                {noFit.message}
              </Text>
            )}
            <Group gap="md" mt="sm">
              {formEntry && (
                <Button
                  component="a"
                  href={paths.calculator.href()}
                  onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
                    event.preventDefault();
                    const edit: EditInputsState = { editEntry: formEntry };
                    navigate(paths.calculator.href(), { state: edit });
                  }}
                >
                  Edit these inputs
                </Button>
              )}
              <Button component={Link} href={paths.calculator.href()} variant={formEntry ? 'default' : 'filled'}>
                New Ballast Calculation
              </Button>
            </Group>
          </Stack>
        </Paper>
        {token && (
          <Stack gap="md" mt="md" data-testid="no-results-next-steps">
            <EngineerReview token={token} noFit />
            <RequestQuote token={token} resellerName={reseller.name || 'the reseller'} noFit />
          </Stack>
        )}
      </Container>
    </>
  );
}
