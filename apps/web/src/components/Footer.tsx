import { Anchor, Container, Group, Text } from '@mantine/core';
import type { PublicReseller } from '../features/reseller/api';

/** SPEC.md §1 footer: copyright with the current year, white-label invitation (is_baird only), website and e-mail. */
export function Footer({ reseller }: { reseller: PublicReseller }) {
  const year = new Date().getFullYear();
  return (
    <Container component="footer" size="lg" py="lg" className="site-footer">
      <Text size="sm" c="dimmed">
        © {year} {reseller.name || 'NPRM Ballast Calculator'}. All rights reserved.
      </Text>
      {reseller.is_baird && (
        <Text size="sm" c="dimmed" mt={4}>
          Are you a reseller? Ask us about a white-label version of this calculator with your own domain and branding.
        </Text>
      )}
      <Group gap="md" mt={4}>
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
      <Text size="xs" c="dimmed" mt="xs">
        Place names from GeoNames (geonames.org), licensed under CC BY 4.0.
      </Text>
    </Container>
  );
}
