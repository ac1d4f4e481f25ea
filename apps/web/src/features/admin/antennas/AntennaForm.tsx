import { SimpleGrid } from '@mantine/core';
import { antennaCreateRequest, type Antenna } from '@nprm/contracts';
import { EntityFormLayout } from '../shared/EntityFormLayout';
import { NumberField, TextField } from '../shared/fields';
import { RecordMultiSelect } from '../shared/RecordMultiSelect';
import { RecordRoute, type RecordFormProps } from '../shared/RecordRoute';
import { useEntityForm } from '../shared/useEntityForm';
import { fetchMounts, mountLabel } from '../mounts/api';
import { antennasResource } from './api';

const LIST_PATH = '/admin/antennas';

interface AntennaValues extends Record<string, unknown> {
  make: string;
  model: string;
  weight: number | string;
  mast_diameter: number | string;
  mast_length: number | string;
  square_footage: number | string;
  additional_height_to_centerline: number | string;
  mount_ids: string[];
}

const EMPTY: AntennaValues = {
  make: '',
  model: '',
  weight: '',
  mast_diameter: '',
  mast_length: '',
  square_footage: '',
  additional_height_to_centerline: '',
  mount_ids: [],
};

function toValues(antenna: Antenna): AntennaValues {
  return {
    make: antenna.make,
    model: antenna.model,
    weight: antenna.weight,
    mast_diameter: antenna.mast_diameter,
    mast_length: antenna.mast_length,
    square_footage: antenna.square_footage,
    additional_height_to_centerline: antenna.additional_height_to_centerline,
    mount_ids: antenna.mount_ids.map(String),
  };
}

function toInput(values: AntennaValues): unknown {
  return { ...values, mount_ids: values.mount_ids.map(Number) };
}

/** /admin/antenna/new and /admin/antenna/{id}. */
export function AntennaFormPage() {
  return <RecordRoute resource={antennasResource} queryKey="antennas" Form={AntennaFormBody} />;
}

function AntennaFormBody({ record, loading, loadError }: RecordFormProps<Antenna>) {
  const { form, layout } = useEntityForm<Antenna, AntennaValues>({
    resource: antennasResource,
    record,
    listPath: LIST_PATH,
    initialValues: record ? toValues(record) : EMPTY,
    toInput,
    schema: antennaCreateRequest,
  });
  return (
    <EntityFormLayout entityName="Antenna" listPath={LIST_PATH} listLabel="Antennas" loading={loading} loadError={loadError} {...layout}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField form={form} name="make" required />
        <TextField form={form} name="model" required />
        <NumberField form={form} name="weight" description="lb (0 when left blank)" />
        <NumberField form={form} name="mast_diameter" required description="in" />
        <NumberField form={form} name="mast_length" description="ft (0 when left blank)" />
        <NumberField form={form} name="square_footage" description="ft², the antenna's effective projected area" />
        <NumberField
          form={form}
          name="additional_height_to_centerline"
          description="ft from the mount's centerline height; may be negative"
        />
      </SimpleGrid>
      <RecordMultiSelect
        form={form}
        name="mount_ids"
        label="Compatible Mounts"
        description="The mounts this antenna fits"
        queryKey="mounts"
        fetchAll={fetchMounts}
        optionLabel={mountLabel}
      />
    </EntityFormLayout>
  );
}
