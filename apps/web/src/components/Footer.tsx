import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { GEONAMES_ATTRIBUTION } from '@nprm/geo/attribution';
import type { PageReseller } from '../lib/reseller';

/**
 * The footer (docs/product.md, footer): copyright with the current year, white-label invitation (is_baird only),
 * website and e-mail.
 */
export function Footer({ reseller }: { reseller: PageReseller }) {
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      className="site-footer"
      bg="white"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="md" py="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Text size="sm" c="dimmed">
              © {year} {reseller.name || 'NPRM Ballast Calculator'}. All rights reserved.
            </Text>
            {reseller.is_baird && (
              <Text size="sm" c="dimmed" mt={4}>
                Are you a reseller? Ask us about a white-label version of this calculator with your own domain and
                branding.
              </Text>
            )}
          </div>
          {(reseller.website_url || reseller.contact_email) && (
            <Group gap="md">
              {reseller.website_url && (
                <Anchor href={reseller.website_url} size="sm" target="_blank" rel="noopener noreferrer">
                  Website
                </Anchor>
              )}
              {reseller.contact_email && (
                <Anchor href={`mailto:${reseller.contact_email}`} size="sm">
                  {reseller.contact_email}
                </Anchor>
              )}
            </Group>
          )}
        </Group>
        <Text size="xs" c="dimmed" mt="sm">
          {GEONAMES_ATTRIBUTION}
        </Text>
      </Container>
    </Box>
  );
}
