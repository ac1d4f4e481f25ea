import { Button, Divider, InputBase, Loader, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormSection } from '../../components/FormSection';
import { LocationAutocomplete } from '../../components/LocationAutocomplete';
import { FormCard } from '../../components/FormCard';
import { SearchableSelect } from '../../components/SearchableSelect';
import { FeetInput, MphInput } from '../../components/UnitInput';
import { WindExposureSelect } from '../../components/WindExposureSelect';
import { YesNoControl } from '../../components/YesNoControl';
import { ApiRequestError } from '../../lib/api';
import { fieldError, serverFieldErrors } from '../../lib/formErrors';
import { noResultsState } from '../../lib/noFit';
import type { PageReseller } from '../../lib/reseller';
import { publicKeys } from '../../lib/queryKeys';
import { resultSearchParams } from '../../lib/resultParams';
import type { AntennaOption, RoofTypeOption } from '../../lib/catalog';
import { AntennaLines } from './AntennaLines';
import { navigate, useLocation } from '../../lib/navigation';
import { paths } from '../../lib/paths';
import { useSiteForm } from '../../lib/siteForm';
import { resolveLocation, type LocationValue } from '../../lib/places';
import { postMountSearch, useWindSpeedAt, windSpeedQuery } from './api';
import { RiskCategorySelect } from '../../components/RiskCategorySelect';
import { WindSpeedHint } from './WindSpeedHint';
import { WindSpeedNotice } from './WindSpeedNotice';
import { BlockTypeField } from './BlockTypeField';
import { CodeAndSeismicFields } from './CodeAndSeismicFields';
import { RoofFields } from './RoofFields';
import { CodeInForceLine } from './CodeInForceLine';
import { ContactFields } from './ContactFields';
import type { BlockType } from '@nprm/contracts';
import {
  PROJECT_NAME_MAX,
  SITE_ADDRESS_MAX,
  SOURCE_TEXT_MAX,
  specialWindRegionRequired,
} from '@nprm/contracts/wording';

import {
  CALCULATOR_WORDING,
  INITIAL_CALCULATOR_VALUES,
  toMountSearchRequest,
  useCalculatorRules,
  validateCalculator,
  type CalculatorValues,
} from './calculatorForm';

export interface CalculatorFormProps {
  reseller: PageReseller;
  antennas: AntennaOption[];
  roofTypes: RoofTypeOption[];
  /** The values to start from (the form a visitor came back to, or a saved result to edit). */
  initialValues?: CalculatorValues;
  /** Called with the values just before a search leaves the form, so Back can bring them back. */
  onLeave?: (values: CalculatorValues) => void;
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
  initialValues = INITIAL_CALCULATOR_VALUES,
  onLeave,
  blocks = [],
  defaultBlockId = null,
}: CalculatorFormProps) {
  const queryClient = useQueryClient();
  // No Results' "Edit these inputs" comes back to what this entry was left with (onLeave remembers it).
  const formEntry = useLocation().key;
  const form = useSiteForm(initialValues, validateCalculator);
  const rules = useCalculatorRules(initialValues !== INITIAL_CALCULATOR_VALUES);
  const values = form.getValues();

  // A location looked up without a match gets its message now, and again whenever the wind speed changes.
  const { validateField } = form;
  const lookedUp = ['unmatched', 'ambiguous', 'failed'].includes(values.location.status);
  useEffect(() => {
    if (lookedUp) validateField('location');
  }, [lookedUp, values.wind_speed, validateField]);
  const setLocation = (location: LocationValue) => form.setFieldValue('location', location);
  // In a special wind region the wind speed is required (the API's rule): the field says so before submit.
  const wind = useWindSpeedAt(values.location.latitude, values.location.longitude, values.risk_category);
  const specialRegion = wind.data?.special_wind_region === true;

  /**
   * Typed text not looked up yet is looked up first; the search runs only if the form is then valid and, in a
   * special wind region, a wind speed is given.
   */
  const submit = async (submitted: CalculatorValues) => {
    const location = await resolveLocation(queryClient, submitted.location);
    const next = { ...submitted, location };
    if (location !== submitted.location) setLocation(location);
    if (Object.keys(await validateCalculator(next)).length > 0) {
      form.validate();
      return;
    }
    if (next.wind_speed.trim() === '' && location.latitude !== null) {
      const found = await queryClient
        .fetchQuery(windSpeedQuery(location.latitude, location.longitude, next.risk_category))
        .catch(() => null);
      if (found?.special_wind_region) {
        const required = specialWindRegionRequired(found.place ?? location.location);
        form.setFieldError('wind_speed', fieldError('wind_speed', required, CALCULATOR_WORDING));
        return;
      }
    }
    onLeave?.(next);
    search.mutate(next);
  };

  const search = useMutation({
    mutationFn: (request: CalculatorValues) => postMountSearch(toMountSearchRequest(request, reseller.id)),
    onSuccess: (result) => {
      queryClient.setQueryData(publicKeys.savedResult(result.token), result);
      navigate(paths.results.href(resultSearchParams(result)));
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 404) {
        navigate(paths.results.href(), { state: noResultsState(error, formEntry) });
      } else if (error instanceof ApiRequestError && error.status === 422) {
        // The catalogue changed under the visitor (an antenna withdrawn, say): say what to fix, keep their input.
        form.setErrors(serverFieldErrors(error, CALCULATOR_WORDING));
        notifications.show({ color: 'red', title: 'Please check the form', message: error.message });
      } else {
        navigate(paths.error.href());
      }
    },
  });

  const submitting = search.isPending;
  // Calculate waits for the rules (calculatorForm.ts), which come on the visitor's first touch of the form.
  const valid = rules.ready && form.isValid() === true;

  return (
    <FormCard
      label="Ballast calculator"
      onSubmit={form.onSubmit((submitted) => void submit(submitted))}
      onFocus={rules.load}
    >
      <Stack gap="lg">
        <FormSection title="Antenna" columns={1}>
          <AntennaLines form={form} antennas={antennas} />
          <BlockTypeField blocks={blocks} defaultBlockId={defaultBlockId} {...form.getInputProps('block_type')} />
        </FormSection>

        <Divider />

        <FormSection title="Installation site">
          <LocationAutocomplete
            label="Location"
            withAsterisk
            description="The city, US ZIP code or coordinates (latitude, longitude) of the building."
            {...form.getInputProps('location')}
            value={values.location}
            onChange={setLocation}
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
          <RiskCategorySelect {...form.getInputProps('risk_category')} />
          <MphInput
            label={specialRegion ? 'Wind speed' : 'Wind speed (optional)'}
            withAsterisk={specialRegion}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            description={
              <WindSpeedHint
                location={values.location}
                windSpeed={values.wind_speed}
                riskCategory={values.risk_category}
              />
            }
            {...form.getInputProps('wind_speed')}
          />
          <WindSpeedNotice location={values.location} riskCategory={values.risk_category} />
          {values.wind_speed.trim() !== '' && (
            <>
              <TextInput
                label="Source of the wind speed"
                description="Where the value comes from, e.g. ASCE Hazard Tool, 2026-11-20, or the building department's letter. Without it the result is a planning estimate."
                maxLength={SOURCE_TEXT_MAX}
                {...form.getInputProps('wind_speed_citation')}
              />
              {/* InputBase as a textarea, not Mantine's Textarea: that one brings its autosize code into the first load. */}
              <InputBase
                component="textarea"
                rows={3}
                label="Reason for a lower wind speed"
                description="Needed only when your wind speed is below the mapped value: a site-specific study, or the building department's letter (10 to 500 characters)."
                {...form.getInputProps('wind_speed_reason')}
              />
            </>
          )}
        </FormSection>

        <Divider />

        <FormSection title="Code and seismic (optional)">
          <CodeInForceLine codeInForce={wind.data?.code_in_force} />
          <CodeAndSeismicFields form={form} />
        </FormSection>

        <Divider />

        <FormSection title="Roof structure and edge (optional)">
          <RoofFields form={form} />
        </FormSection>

        <Divider />

        <ContactFields form={form} />

        <Divider />

        <FormSection title="Project (optional)">
          <TextInput
            label="Project name"
            description="Printed on the report, for the permit."
            maxLength={PROJECT_NAME_MAX}
            {...form.getInputProps('project_name')}
          />
          <TextInput
            label="Site address"
            description="The building's street address, as the permit names it."
            autoComplete="street-address"
            maxLength={SITE_ADDRESS_MAX}
            {...form.getInputProps('site_address')}
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
