import './mantine.css';
import {
  Button,
  Checkbox,
  Container,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrandBar } from '../../components/Brand';
import { LocationAutocomplete } from '../../components/LocationAutocomplete';
import { PageLoader } from '../../components/PageLoader';
import { RiskCategorySelect } from '../../components/RiskCategorySelect';
import { FormCard } from '../../components/FormCard';
import { SearchableSelect } from '../../components/SearchableSelect';
import { FeetInput, MphInput } from '../../components/UnitInput';
import { WindExposureSelect } from '../../components/WindExposureSelect';
import { YesNoControl } from '../../components/YesNoControl';
import { antennaLabel, useAntennas, useRoofTypes } from '../../lib/catalog';
import { ApiRequestError } from '../../lib/api';
import { serverFieldErrors } from '../../lib/formErrors';
import { useReseller } from '../../lib/reseller';
import { navigate } from '../../lib/navigation';
import { paths } from '../../lib/paths';
import { useSiteForm } from '../../lib/siteForm';
import { fetchDiagnostics, useResellerChoices } from './api';
import {
  DIAGNOSTICS_FIELD_NAMES,
  DIAGNOSTICS_WORDING,
  INITIAL_DIAGNOSTICS_VALUES,
  toDiagnosticsQuery,
  validateDiagnostics,
  type DiagnosticsValues,
} from './diagnosticsForm';

export const DIAGNOSTICS_FAILED = 'An unexpected error occurred';

/**
 * The output for a failed call: a refused query (422, the search's own rules) lists the server's messages, so a field
 * the form does not show (a block type) is named too; anything else is DIAGNOSTICS_FAILED.
 */
function failedOutput(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 422 && error.fullMessages.length > 0) {
    return error.fullMessages.join('\n');
  }
  return DIAGNOSTICS_FAILED;
}

/**
 * /diagnostics (docs/product.md, diagnostics): the internal form that runs the engine for every candidate mount and
 * prints the whole trace. Choosing a reseller clears the antenna and limits the antennas to that reseller's.
 */
export function DiagnosticsPage() {
  useDocumentTitle('Diagnostics');
  const reseller = useReseller();
  const resellers = useResellerChoices(reseller.data);
  const roofTypes = useRoofTypes();
  const form = useSiteForm(INITIAL_DIAGNOSTICS_VALUES, validateDiagnostics);
  const values = form.getValues();
  const antennas = useAntennas(values.reseller_id === null ? null : Number(values.reseller_id));
  const run = useMutation({
    mutationFn: (submitted: DiagnosticsValues) => fetchDiagnostics(toDiagnosticsQuery(submitted)),
    onError: (error) => {
      // The search's rules refused it (a wind speed below the map, say): the message at the field, as the calculator.
      const errors = Object.entries(serverFieldErrors(error, DIAGNOSTICS_WORDING));
      form.setErrors(Object.fromEntries(errors.filter(([field]) => field in DIAGNOSTICS_FIELD_NAMES)));
    },
  });
  const loadFailed = reseller.isError || roofTypes.isError || antennas.isError;

  useEffect(() => {
    if (loadFailed) navigate(paths.error.href(), { replace: true });
  }, [loadFailed]);

  if (!reseller.data || !roofTypes.data) return <PageLoader />;
  const running = run.isPending;
  const output = running ? 'Calculating...' : run.isError ? failedOutput(run.error) : (run.data ?? '');

  return (
    <>
      <BrandBar reseller={reseller.data} />
      <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }} id="diagnostics-page">
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              Diagnostics
            </Title>
            <Text c="dimmed" mt={4}>
              Internal tool: runs the ballast calculation for every candidate mount and shows each step, with the reason
              a mount fits or not.
            </Text>
          </div>
          <FormCard label="Diagnostics" onSubmit={form.onSubmit((submitted) => run.mutate(submitted))}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
                <SearchableSelect
                  label="Reseller"
                  description="Optional: limits the antennas and mounts to this reseller's."
                  clearable
                  options={resellers.map((choice) => ({ value: String(choice.id), label: choice.name }))}
                  value={values.reseller_id}
                  onChange={(resellerId) => {
                    form.setFieldValue('reseller_id', resellerId);
                    form.setFieldValue('antenna', null);
                  }}
                />
                <SearchableSelect
                  label="Antenna"
                  withAsterisk
                  disabled={!antennas.data}
                  options={(antennas.data ?? []).map((antenna) => ({
                    value: String(antenna.id),
                    label: antennaLabel(antenna),
                  }))}
                  {...form.getInputProps('antenna')}
                />
                <LocationAutocomplete
                  label="Location"
                  description="A city to look up the wind speed, or give the wind speed."
                  {...form.getInputProps('location')}
                  value={values.location}
                />
                <MphInput
                  label="Wind speed"
                  description="0 or blank uses the location's wind speed."
                  {...form.getInputProps('wind_speed')}
                />
                <FeetInput
                  label="Building height"
                  withAsterisk
                  description="Ridge height for a peaked roof."
                  {...form.getInputProps('building_height')}
                />
                <SearchableSelect
                  label="Roof type"
                  withAsterisk
                  options={roofTypes.data.map((roofType) => ({ value: String(roofType.id), label: roofType.name }))}
                  {...form.getInputProps('roof_type')}
                />
                <YesNoControl
                  label="Ridgemount"
                  value={values.ridge_mount}
                  onChange={(ridgeMount) => form.setFieldValue('ridge_mount', ridgeMount)}
                />
                <WindExposureSelect withAsterisk {...form.getInputProps('wind_exposure')} />
                <RiskCategorySelect {...form.getInputProps('risk_category')} />
                <SearchableSelect
                  label="Code edition"
                  description="Blank: the edition in force at the site, as in the search."
                  options={[
                    { value: 'ASCE 7-16', label: 'ASCE 7-16' },
                    { value: 'ASCE 7-10', label: 'ASCE 7-10' },
                  ]}
                  clearable
                  {...form.getInputProps('code_edition')}
                  value={values.code_edition === '' ? null : values.code_edition}
                  onChange={(edition) => form.setFieldValue('code_edition', edition ?? '')}
                />
                <TextInput
                  label="Ground elevation (ft)"
                  inputMode="decimal"
                  {...form.getInputProps('ground_elevation')}
                />
                <TextInput label="S_DS (g)" inputMode="decimal" {...form.getInputProps('seismic_sds')} />
                <TextInput label="S_D1 (g)" inputMode="decimal" {...form.getInputProps('seismic_sd1')} />
                <TextInput
                  label="Roof allowable load (psf)"
                  description="Optional, as in the calculator: checked beside the mount's rating."
                  inputMode="decimal"
                  {...form.getInputProps('roof_allowable_load')}
                />
                <TextInput
                  label="Distance to the roof edge (ft)"
                  description="Optional: stated against the 6 ft setback."
                  inputMode="decimal"
                  {...form.getInputProps('roof_edge_distance')}
                />
              </SimpleGrid>
              {values.wind_speed.trim() !== '' && (
                <Textarea
                  label="Reason for a lower wind speed"
                  description="As in the calculator: needed only below the mapped value, and never below the floor."
                  rows={2}
                  {...form.getInputProps('wind_speed_reason')}
                />
              )}
              <Checkbox
                label="Compatible mounts only (leave unticked to try every active mount)"
                {...form.getInputProps('compatible_only', { type: 'checkbox' })}
              />
              <Button
                type="submit"
                disabled={!form.isValid() || running}
                leftSection={running ? <Loader size="xs" color="gray" aria-hidden /> : undefined}
                style={{ alignSelf: 'flex-start' }}
                miw={180}
              >
                Calculate
              </Button>
            </Stack>
          </FormCard>
          <Textarea
            label="Output"
            readOnly
            rows={18}
            value={output}
            placeholder="The calculation appears here."
            aria-live="polite"
            aria-busy={running || undefined}
            data-testid="diagnostics-output"
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13, whiteSpace: 'pre' } }}
          />
        </Stack>
      </Container>
    </>
  );
}
