import { antennaCreateRequest, type Antenna } from '@nprm/contracts';
import { EntityFormPage, type EntityFormFields } from '../common/EntityFormPage';
import { recordOptions } from '../common/RecordMultiSelect';
import { mountEntity, mountKind, mountLabel } from '../common/api/mounts';
import { antennaEntity } from '../common/api/antennas';
import { windAreaNotice } from './WindArea';

interface AntennaValues extends Record<string, unknown> {
  make: string;
  model: string;
  weight: number | string;
  mast_diameter: number | string;
  mast_length: number | string;
  square_footage: number | string;
  additional_height_to_centerline: number | string;
  horizontal_area: number | string;
  mount_ids: string[];
}

/** How to estimate A_r (docs/engineering.md, "Uplift"). */
const HORIZONTAL_AREA_HELP =
  'ft², seen from above, for the wind uplift (0 when left blank). A dish: its face area π/4·d² times the sine of ' +
  'its elevation angle, e.g. a 1.2 m (3.94 ft) dish at 30°: 12.2 × 0.5 = 6.1 ft². Use the steepest angle it will be ' +
  'aimed at. A panel or radio: width × depth.';

const ANTENNA_FIELDS: EntityFormFields<Antenna, AntennaValues> = {
  columns: [
    { name: 'make', type: 'text', required: true },
    { name: 'model', type: 'text', required: true },
    { name: 'weight', type: 'number', description: 'lb (0 when left blank)' },
    { name: 'mast_diameter', type: 'number', required: true, description: 'in' },
    { name: 'mast_length', type: 'number', description: 'ft (0 when left blank)' },
    {
      name: 'square_footage',
      type: 'number',
      required: true,
      description: "ft², the antenna's effective projected area (EPA): its wind area, from its data sheet; above 0",
    },
    {
      name: 'additional_height_to_centerline',
      type: 'number',
      description: "ft from the mount's centerline height; may be negative",
    },
    {
      name: 'horizontal_area',
      type: 'number',
      description: HORIZONTAL_AREA_HELP,
    },
  ],
  rows: [
    {
      name: 'mount_ids',
      type: 'multiselect',
      label: 'Compatible Mounts',
      description: 'The mounts this antenna fits',
      records: recordOptions({
        entityKey: mountEntity.key,
        fetchAll: mountEntity.fetchList,
        optionLabel: mountLabel,
        optionGroup: mountKind,
      }),
    },
  ],
};

/** /admin/antenna/new and /admin/antenna/{id}. */
export function AntennaFormPage() {
  return (
    <EntityFormPage
      entity={antennaEntity}
      schema={antennaCreateRequest}
      fields={ANTENNA_FIELDS}
      notice={windAreaNotice}
    />
  );
}
