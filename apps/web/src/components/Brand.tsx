import { Anchor, Box, Container, Group, Text, Title } from '@mantine/core';
import type { PageReseller } from '../lib/reseller';
import { Link } from '../lib/navigation';
import { paths } from '../lib/paths';

/**
 * "{reseller name} NPRM Ballast Calculator" (docs/product.md, public screens); without a reseller, just the product's
 * name.
 */
export function calculatorTitle(reseller: Pick<PageReseller, 'name'>): string {
  return `${reseller.name} NPRM Ballast Calculator`.trim();
}

/** The reseller's logo linking to /, or its name when it has no logo. */
export function BrandLogo({ reseller, height = 48 }: { reseller: PageReseller; height?: number }) {
  return (
    <Anchor
      component={Link}
      href={paths.calculator.href()}
      aria-label={`${reseller.name || 'NPRM Ballast Calculator'} home`}
      className="brand-logo"
      underline="never"
    >
      {reseller.logo_url ? (
        <img
          src={reseller.logo_url}
          alt={`${reseller.name} logo`}
          style={{ height, width: 'auto', maxWidth: 260, display: 'block' }}
        />
      ) : (
        <Text component="span" fw={700} size="lg" c="inherit">
          {reseller.name || 'NPRM Ballast Calculator'}
        </Text>
      )}
    </Anchor>
  );
}

/** CSS url() for an administrator-entered URL, quoted so no character in it can end the value. */
function cssUrl(url: string): string {
  return `url(${JSON.stringify(url)})`;
}

/**
 * The form page's banner: the reseller's hero image as background only when it has one (a plain brand gradient
 * otherwise), the logo, the title, the subtitle and the contact line.
 */
export function BrandHero({ reseller }: { reseller: PageReseller }) {
  const hero = reseller.hero_image_url;
  return (
    <Box
      component="header"
      className="brand-hero"
      data-has-image={hero ? 'true' : 'false'}
      style={{
        backgroundImage: hero
          ? `linear-gradient(rgba(10, 25, 47, 0.72), rgba(10, 25, 47, 0.55)), ${cssUrl(hero)}`
          : 'linear-gradient(135deg, var(--mantine-color-blue-9), var(--mantine-color-blue-6))',
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        color: 'white',
      }}
    >
      <Container size="md" py={{ base: 'lg', sm: 40 }}>
        <Box
          className="brand-hero-logo"
          bg="white"
          px="sm"
          py={6}
          style={{ display: 'inline-block', borderRadius: 'var(--mantine-radius-md)' }}
        >
          <BrandLogo reseller={reseller} height={44} />
        </Box>
        <Title order={1} mt="lg" fz={{ base: 26, sm: 36 }} lh={1.2}>
          {calculatorTitle(reseller)}
        </Title>
        <Text mt="sm" size="lg" maw={680} style={{ opacity: 0.92 }}>
          Enter the information below to find the correct non-penetrating roof mount and required ballast for your
          installation.
        </Text>
        {reseller.contact_email && (
          <Text mt="sm" size="sm" style={{ opacity: 0.92 }}>
            If you do not see the antenna you are looking for please email{' '}
            <Anchor href={`mailto:${reseller.contact_email}`} c="white" fw={600} underline="always">
              {reseller.contact_email}
            </Anchor>
          </Text>
        )}
      </Container>
    </Box>
  );
}

/** The slim header of the other public pages: the logo linking to /. */
export function BrandBar({ reseller }: { reseller: PageReseller }) {
  return (
    <Box
      component="header"
      className="brand-bar"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      bg="white"
    >
      <Container size="md" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <BrandLogo reseller={reseller} height={36} />
          <Text size="sm" c="dimmed" visibleFrom="xs" ta="right">
            {calculatorTitle(reseller)}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
