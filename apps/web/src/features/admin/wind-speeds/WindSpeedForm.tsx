import {
  WIND_OVERRIDE_MAX_MPH,
  WIND_OVERRIDE_MIN_MPH,
  windSpeedOverrideCreateRequest,
  type WindSpeedOverride,
} from '@nprm/contracts';
import { EntityFormPage, type EntityFormFields } from '../common/EntityFormPage';
import { windSpeedEntity } from '../common/api/windSpeeds';

interface WindSpeedValues extends Record<string, unknown> {
  fips: string;
  wind_speed: number | string;
  source: string;
  note: string;
}

const WIND_SPEED_FIELDS: EntityFormFields<WindSpeedOverride, WindSpeedValues> = {
  columns: [
    {
      name: 'fips',
      type: 'text',
      required: true,
      description: 'The county’s 5-digit FIPS code, e.g. 08013 for Boulder County, CO',
    },
    {
      name: 'wind_speed',
      type: 'number',
      required: true,
      description: `ASCE 7-10 Risk Category II basic wind speed, ${WIND_OVERRIDE_MIN_MPH} to ${WIND_OVERRIDE_MAX_MPH} mph`,
    },
  ],
  rows: [
    {
      name: 'source',
      type: 'text',
      required: true,
      description:
        'The document the value comes from, as visitors will see it, e.g. "Boulder County Building Code 2015, Table 3-1: 140 mph"',
    },
    { name: 'note', type: 'text', description: 'Why (optional); shown to visitors with the value' },
  ],
};

/** /admin/wind-speed/new and /admin/wind-speed/{id}: one county's value. */
export function WindSpeedFormPage() {
  return <EntityFormPage entity={windSpeedEntity} schema={windSpeedOverrideCreateRequest} fields={WIND_SPEED_FIELDS} />;
}
