import './mantine.css';
import { Box, Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect } from 'react';
import { BrandHero, calculatorTitle } from '../../components/Brand';
import { PageLoader } from '../../components/PageLoader';
import { EMPTY_RESELLER, useReseller } from '../../lib/reseller';
import { offeredAntennas, useAntennas, useRoofTypes } from '../../lib/catalog';
import { navigate, useLocation, type PublicLocation } from '../../lib/navigation';
import { paths } from '../../lib/paths';
import { editEntryFromState } from '../../lib/noFit';
import { useSavedResult } from '../../lib/savedResult';
import { useBlockTypes, useEngineeringSettings } from './api';
import { CalculatorForm } from './CalculatorForm';
import { INITIAL_CALCULATOR_VALUES, type CalculatorValues } from './calculatorForm';
import { blankFormWithContact, rememberedForm, rememberForm, valuesFromResult } from './formMemory';

/**
 * What the form starts from, besides the blank form: this history entry's own values (Back), else those of the form
 * No Results' "Edit these inputs" came from; else the saved result `?edit={token}` names.
 */
function formStart(location: PublicLocation): { remembered: CalculatorValues | null; editToken: string | null } {
  const editEntry = editEntryFromState(location.state);
  const remembered = rememberedForm(location.key) ?? (editEntry ? rememberedForm(editEntry) : null);
  const editToken = remembered ? null : new URLSearchParams(location.search).get(paths.calculator.editParam);
  return { remembered, editToken };
}

/**
 * Whether the page starts as the server drew it: the blank form, with nothing remembered for this entry, no result to
 * edit and no details kept on this device (the server knows none of them).
 */
export function calculatorStartsAsDrawn(location: PublicLocation): boolean {
  const { remembered, editToken } = formStart(location);
  return remembered === null && editToken === null && blankFormWithContact() === INITIAL_CALCULATOR_VALUES;
}

/**
 * "/" (docs/product.md, calculator form): the reseller's banner and the calculator form. Failing to load the form's
 * data goes to /error. The form starts from the values this history entry left it with (Back from Results or No
 * Results), else from the form entry No Results' "Edit these inputs" names, else from the saved result `?edit={token}`
 * names (the results page's "Edit these inputs"), else blank but for the visitor's details kept on this device.
 */
export function CalculatorPage() {
  const location = useLocation();
  const entry = location.key;
  const { remembered, editToken } = formStart(location);
  const edited = useSavedResult(editToken);
  const reseller = useReseller();
  const roofTypes = useRoofTypes();
  // Every active antenna, asked for beside the reseller; its antenna_ids pick its own below.
  const allAntennas = useAntennas(null);
  // The block choice is optional: without block types (or settings) the form simply offers none.
  const blocks = useBlockTypes();
  const settings = useEngineeringSettings();
  const failed = reseller.isError || roofTypes.isError || allAntennas.isError;
  useDocumentTitle(calculatorTitle(reseller.data ?? EMPTY_RESELLER));

  useEffect(() => {
    if (failed) navigate(paths.error.href(), { replace: true });
  }, [failed]);

  if (!reseller.data || !roofTypes.data || !allAntennas.data || blocks.isPending || settings.isPending) {
    return <PageLoader />;
  }
  const antennas = offeredAntennas(allAntennas.data, reseller.data.antenna_ids);
  // A result that cannot be loaded leaves the form blank rather than failing the page.
  if (editToken !== null && edited.isPending) return <PageLoader />;
  const initialValues = remembered ?? (edited.data ? valuesFromResult(edited.data) : blankFormWithContact());
  return (
    <Box id="form-page">
      <BrandHero reseller={reseller.data} />
      <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
        <CalculatorForm
          reseller={reseller.data}
          antennas={antennas}
          roofTypes={roofTypes.data}
          initialValues={initialValues}
          onLeave={(values) => rememberForm(entry, values)}
          blocks={blocks.data ?? []}
          defaultBlockId={settings.data?.default_block_type_id ?? null}
        />
      </Container>
    </Box>
  );
}
