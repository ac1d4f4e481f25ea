import { Button, Divider, Loader, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { FormSection } from '../../components/FormSection';
import { LocationAutocomplete, type LocationValue } from '../../components/LocationAutocomplete';
import { FormCard } from '../../components/FormCard';
import { SearchableSelect } from '../../components/SearchableSelect';
import { FeetInput, MphInput } from '../../components/UnitInput';
import { WindExposureSelect } from '../../components/WindExposureSelect';
import { YesNoControl } from '../../components/YesNoControl';
import { ApiRequestError } from '../../lib/api';
import type { PageReseller } from '../../lib/reseller';
import { savedResultKey } from '../../lib/savedResult';
import { resultSearchParams } from '../../lib/resultParams';
import { antennaLabel, type AntennaOption, type RoofTypeOption } from '../../lib/catalog';
import { paths } from '../../lib/paths';
import { useSiteForm } from '../../lib/siteForm';
import { postMountSearch, useWindSpeedAt } from './api';
import { BlockTypeField } from './BlockTypeField';
import type { BlockType } from '@nprm/contracts';
import {
  CALCULATOR_FIELD_NAMES,
  INITIAL_CALCULATOR_VALUES,
  toMountSearchRequest,
  validateCalculator,
  type CalculatorValues,
} from './calculatorForm';

export interface CalculatorFormProps {
  reseller: PageReseller;
  antennas: AntennaOption[];
  roofTypes: RoofTypeOption[];
  /** The ballast blocks offered (none: the field is not shown) and the administrator's default. */
  blocks?: readonly BlockType[];
  defaultBlockId?: number | null;
}

/**
 * The calculator form (docs/product.md, calculator form). Calculate is disabled while the form is invalid or
 * submitting; a found mount opens /results with the result's parameters, no fit opens /results bare, any other failure
 * opens /error.
 */
export function CalculatorForm({
  reseller,
  antennas,
  roofTypes,
  blocks = [],
  defaultBlockId = null,
}: CalculatorFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSiteForm(INITIAL_CALCULATOR_VALUES, validateCalculator);
  const values = form.getValues();

  const search = useMutation({
    mutationFn: (request: CalculatorValues) => postMountSearch(toMountSearchRequest(request, reseller.id)),
    onSuccess: (result) => {
      queryClient.setQueryData(savedResultKey(result.token), result);
      void navigate(paths.results.href(resultSearchParams(result)));
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 404) {
        void navigate(paths.results.href());
      } else if (error instanceof ApiRequestError && error.status === 422) {
        // The catalogue changed under the visitor (an antenna withdrawn, say): say what to fix, keep their input.
        const fieldErrors = Object.fromEntries(
          Object.entries(error.fieldErrors).map(([field, messages]) => [
            field,
            `${CALCULATOR_FIELD_NAMES[field] ?? field} ${messages[0] ?? ''}`,
          ]),
        );
        form.setErrors(fieldErrors);
        notifications.show({ color: 'red', title: 'Please check the form', message: error.message });
      } else {
        void navigate(paths.error.href());
      }
    },
  });

  const submitting = search.isPending;
  const valid = form.isValid();

  return (
    <FormCard label="Ballast calculator" onSubmit={form.onSubmit((submitted) => search.mutate(submitted))}>
      <Stack gap="lg">
        <FormSection title="Antenna" columns={1}>
          <SearchableSelect
            label="Antenna"
            withAsterisk
            options={antennas.map((antenna) => ({ value: String(antenna.id), label: antennaLabel(antenna) }))}

            {...form.getInputProps('antenna')}
          />
          <BlockTypeField blocks={blocks} defaultBlockId={defaultBlockId} {...form.getInputProps('block_type')} />
        </FormSection>

        <Divider />

        <FormSection title="Installation site">
          <LocationAutocomplete
            label="Location"
            withAsterisk
            description="The city where the building is."
            {...form.getInputProps('location')}
            value={values.location}
          />
          <FeetInput
            label="Building height"
            withAsterisk
            description="Roof height above the ground; for a peaked roof, the ridge height."

            {...form.getInputProps('building_height')}
          />
          <SearchableSelect
            label="Roof type"
            withAsterisk
            description="The roof's surface, under the mount."
            options={roofTypes.map((roofType) => ({ value: String(roofType.id), label: roofType.name }))}

            {...form.getInputProps('roof_type')}
          />
          <YesNoControl
            label="Peaked roof / ridge mount"
            description="Yes to mount on the ridge of a peaked roof; building height is then the ridge height."
            value={values.ridge_mount}
            onChange={(ridgeMount) => form.setFieldValue('ridge_mount', ridgeMount)}
          />
          <WindExposureSelect withAsterisk {...form.getInputProps('wind_exposure')} />
          <MphInput
            label="Wind speed (optional)"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            description={<WindSpeedHint location={values.location} />}

            {...form.getInputProps('wind_speed')}
          />
        </FormSection>

        <Divider />

        <FormSection title="Your details">
          <TextInput label="Full Name" withAsterisk autoComplete="name" {...form.getInputProps('customer_name')} />
          <TextInput
            label="Email"
            type="email"
            withAsterisk
            autoComplete="email"

            {...form.getInputProps('customer_email')}
          />
          <TextInput
            label="Company"
            withAsterisk
            autoComplete="organization"

            {...form.getInputProps('customer_company')}
          />
        </FormSection>

        <Button
          type="submit"
          size="md"
          disabled={!valid || submitting}
          leftSection={submitting ? <Loader size="xs" color="gray" aria-hidden /> : undefined}
          aria-busy={submitting || undefined}
          w={{ base: '100%', sm: 'auto' }}
          miw={200}
          style={{ alignSelf: 'flex-start' }}
          className="calculate-button"
        >
          {submitting ? 'Calculating' : 'Calculate'}
        </Button>
      </Stack>
    </FormCard>
  );
}

/**
 * Under the wind speed field: the speed the chosen location resolves to, which applies unless the visitor types one.
 */
function WindSpeedHint({ location }: { location: LocationValue }) {
  const wind = useWindSpeedAt(location.latitude, location.longitude);
  if (location.latitude === null) return <>Leave blank to use the wind speed for your location.</>;
  if (wind.isPending) return <>Looking up the wind speed for {location.location}…</>;
  if (!wind.data) return <>Leave blank to use the wind speed for your location.</>;
  // The server's note says why there is no value and what to do (enter the local code's wind speed).
  if (wind.data.default_wind_speed) return <span data-testid="wind-speed-hint">{wind.data.note}</span>;
  return (
    <span data-testid="wind-speed-hint">
      {wind.data.approximate ? 'About ' : ''}
      {wind.data.wind_speed} mph for {location.location} (ASCE 7-10 Risk Category II
      {wind.data.approximate ? ', estimated' : ''}). Leave blank to use it, or enter your own.
    </span>
  );
}
