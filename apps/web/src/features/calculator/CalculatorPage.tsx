import { Box, Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { BrandHero, calculatorTitle } from '../../components/Brand';
import { PageLoader } from '../../components/PageLoader';
import { EMPTY_RESELLER, useReseller } from '../../lib/reseller';
import { useAntennas, useRoofTypes } from '../../lib/catalog';
import { paths } from '../../lib/paths';
import { useBlockTypes, useEngineeringSettings } from './api';
import { CalculatorForm } from './CalculatorForm';

/**
 * "/" (docs/product.md, calculator form): the reseller's banner and the calculator form. Failing to load the form's
 * data goes to /error.
 */
export function CalculatorPage() {
  const navigate = useNavigate();
  const reseller = useReseller();
  const roofTypes = useRoofTypes();
  const antennas = useAntennas(reseller.data?.id, reseller.isSuccess);
  // The block choice is optional: without block types (or settings) the form simply offers none.
  const blocks = useBlockTypes();
  const settings = useEngineeringSettings();
  const failed = reseller.isError || roofTypes.isError || antennas.isError;
  useDocumentTitle(calculatorTitle(reseller.data ?? EMPTY_RESELLER));

  useEffect(() => {
    if (failed) void navigate(paths.error.href(), { replace: true });
  }, [failed, navigate]);

  if (!reseller.data || !roofTypes.data || !antennas.data || blocks.isPending || settings.isPending)
    return <PageLoader />;
  return (
    <Box id="form-page">
      <BrandHero reseller={reseller.data} />
      <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
        <CalculatorForm
          reseller={reseller.data}
          antennas={antennas.data}
          roofTypes={roofTypes.data}
          blocks={blocks.data ?? []}
          defaultBlockId={settings.data?.default_block_type_id ?? null}
        />
      </Container>
    </Box>
  );
}
