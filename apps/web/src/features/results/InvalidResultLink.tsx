import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { BrandBar } from '../../components/Brand';
import type { PageReseller } from '../../lib/reseller';
import { Link } from '../../lib/navigation';
import { paths } from '../../lib/paths';

export const INVALID_LINK_TITLE = 'This link is not valid';

/**
 * A results link whose token names no saved result (docs/product.md, results): the link is wrong, not the search,
 * so this page says so rather than "We could not determine a mount".
 */
export function InvalidResultLink({ reseller }: { reseller: PageReseller }) {
  useDocumentTitle(INVALID_LINK_TITLE);
  return (
    <>
      <BrandBar reseller={reseller} />
      <Container size="sm" py={{ base: 'xl', sm: 60 }} id="invalid-link-page">
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="md" align="flex-start">
            <Title order={1}>{INVALID_LINK_TITLE}</Title>
            <Text size="lg">
              No saved result has this link. Check that the whole address was copied from the e-mail or message it came
              in, or start a new calculation.
            </Text>
            {reseller.contact_email && (
              <Text>
                For help, please email{' '}
                <Anchor href={`mailto:${reseller.contact_email}`} style={{ textDecoration: 'underline' }}>
                  {reseller.contact_email}
                </Anchor>
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
