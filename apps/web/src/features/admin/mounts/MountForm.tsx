import { SimpleGrid } from '@mantine/core';
import { mountCreateRequest, type Mount } from '@nprm/contracts';
import { EntityFormLayout } from '../shared/EntityFormLayout';
import { fromYesNo, NumberField, TextField, toYesNo, YesNoField, type YesNo } from '../shared/fields';
import { RecordRoute, type RecordFormProps } from '../shared/RecordRoute';
import { useEntityForm } from '../shared/useEntityForm';
import { mountsResource } from './api';
import { MountImagesField, newImageEntry, type ImageEntry } from './MountImagesField';

const LIST_PATH = '/admin/mounts';

interface MountValues extends Record<string, unknown> {
  part_number: string;
  name: string;
  weight: number | string;
  half_base_width: number | string;
  height_to_antenna_centerline: number | string;
  mast_diameter: number | string;
  mast_length: number | string;
  max_roof_load: number | string;
  ridge_mount: YesNo;
  square_footage: number | string;
  minimum_ballast_weight: number | string;
  product_url: string;
  assembly_instructions_url: string;
  product_sheet_url: string;
  mount_images: ImageEntry[];
}

const EMPTY: MountValues = {
  part_number: '',
  name: '',
  weight: '',
  half_base_width: '',
  height_to_antenna_centerline: '',
  mast_diameter: '',
  mast_length: '',
  max_roof_load: '',
  ridge_mount: 'no',
  square_footage: '',
  minimum_ballast_weight: '',
  product_url: '',
  assembly_instructions_url: '',
  product_sheet_url: '',
  mount_images: [],
};

function toValues(mount: Mount): MountValues {
  return {
    part_number: mount.part_number,
    name: mount.name,
    weight: mount.weight,
    half_base_width: mount.half_base_width,
    height_to_antenna_centerline: mount.height_to_antenna_centerline,
    mast_diameter: mount.mast_diameter,
    mast_length: mount.mast_length,
    max_roof_load: mount.max_roof_load,
    ridge_mount: toYesNo(mount.ridge_mount),
    square_footage: mount.square_footage,
    minimum_ballast_weight: mount.minimum_ballast_weight,
    product_url: mount.product_url,
    assembly_instructions_url: mount.assembly_instructions_url ?? '',
    product_sheet_url: mount.product_sheet_url ?? '',
    mount_images: mount.mount_images.map((image) => newImageEntry(image)),
  };
}

/** The request body: images as nested-attributes entries, removed saved ones flagged _destroy (API.md). */
function toInput(values: MountValues): unknown {
  return {
    ...values,
    ridge_mount: fromYesNo(values.ridge_mount),
    mount_images: values.mount_images.map(({ id, image_url, _destroy }) =>
      _destroy ? { id, image_url, _destroy: true } : id === undefined ? { image_url } : { id, image_url },
    ),
  };
}

/** /admin/mount/new and /admin/mount/{id}. */
export function MountFormPage() {
  return <RecordRoute resource={mountsResource} queryKey="mounts" Form={MountFormBody} />;
}

function MountFormBody({ record, loading, loadError }: RecordFormProps<Mount>) {
  const { form, layout } = useEntityForm<Mount, MountValues>({
    resource: mountsResource,
    record,
    listPath: LIST_PATH,
    initialValues: record ? toValues(record) : EMPTY,
    toInput,
    schema: mountCreateRequest,
    nestedField: /^mount_images\.\d+\.image_url$/,
  });
  return (
    <EntityFormLayout entityName="Mount" listPath={LIST_PATH} listLabel="Mounts" loading={loading} loadError={loadError} {...layout}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField form={form} name="part_number" required />
        <TextField form={form} name="name" required />
        <NumberField form={form} name="weight" required description="lb" />
        <NumberField form={form} name="half_base_width" required description="ft, half the base's width" />
        <NumberField form={form} name="height_to_antenna_centerline" required description="ft above the roof" />
        <NumberField form={form} name="mast_diameter" required description="in" />
        <NumberField form={form} name="mast_length" required description="ft" />
        <NumberField form={form} name="max_roof_load" required description="psf" />
        <NumberField form={form} name="square_footage" required description="ft², the frame's projected area" />
        <NumberField form={form} name="minimum_ballast_weight" description="lb (0 when left blank)" />
      </SimpleGrid>
      <YesNoField form={form} name="ridge_mount" description="A mount for peaked roofs, straddling the ridge" />
      <TextField form={form} name="product_url" required type="url" />
      <TextField form={form} name="assembly_instructions_url" type="url" />
      <TextField form={form} name="product_sheet_url" type="url" />
      <MountImagesField form={form} />
    </EntityFormLayout>
  );
}
