import { mountCreateRequest, type Mount } from '@nprm/contracts';
import { EntityFormPage, type EntityFormFields } from '../common/EntityFormPage';
import { mountEntity } from '../common/api/mounts';
import { MountImagesField, newImageEntry, type ImageEntry } from './MountImagesField';

interface MountValues extends Record<string, unknown> {
  part_number: string;
  name: string;
  weight: number | string;
  half_base_width: number | string;
  height_to_antenna_centerline: number | string;
  mast_diameter: number | string;
  mast_length: number | string;
  max_roof_load: number | string;
  ridge_mount: 'yes' | 'no';
  square_footage: number | string;
  minimum_ballast_weight: number | string;
  ballast_trays: number | string;
  tray_capacity: number | string;
  trays_separate_parts: 'yes' | 'no';
  tray_part_number: string;
  base_length: number | string;
  base_width: number | string;
  max_epa: number | string;
  max_overturning_moment: number | string;
  product_url: string;
  assembly_instructions_url: string;
  product_sheet_url: string;
  mount_images: ImageEntry[];
}

const MOUNT_FIELDS: EntityFormFields<Mount, MountValues> = {
  columns: [
    { name: 'part_number', type: 'text', required: true },
    { name: 'name', type: 'text', required: true },
    { name: 'weight', type: 'number', required: true, description: 'lb' },
    { name: 'half_base_width', type: 'number', required: true, description: "ft, half the base's width" },
    { name: 'height_to_antenna_centerline', type: 'number', required: true, description: 'ft above the roof' },
    { name: 'mast_diameter', type: 'number', required: true, description: 'in' },
    { name: 'mast_length', type: 'number', required: true, description: 'ft' },
    { name: 'max_roof_load', type: 'number', required: true, description: 'psf' },
    { name: 'square_footage', type: 'number', required: true, description: "ft², the frame's projected area" },
    { name: 'minimum_ballast_weight', type: 'number', description: 'lb (0 when left blank)' },
    {
      name: 'ballast_trays',
      type: 'number',
      description:
        'How many trays hold the blocks; blank for a mount without trays (a ridge mount without trays is offered only ' +
        'where it needs no ballast)',
    },
    {
      name: 'tray_capacity',
      type: 'number',
      description: 'lb one tray holds; blank: not checked. A mount whose fullest tray would exceed it does not fit',
    },
    {
      name: 'base_length',
      type: 'number',
      description:
        'ft, with base_width: the roof load is taken over length × width, the tipping arm half the short side',
    },
    {
      name: 'base_width',
      type: 'number',
      description: 'ft, with base_length; both blank: a square base of 2 × half width',
    },
    {
      name: 'max_epa',
      type: 'number',
      description: "ft², the manufacturer's maximum antenna EPA; blank: no rating. A larger antenna does not fit",
    },
    {
      name: 'max_overturning_moment',
      type: 'number',
      description: "ft·lb, the manufacturer's rated moment; blank: no rating. A design above it does not fit",
    },
  ],
  rows: [
    { name: 'ridge_mount', type: 'yesno', description: 'A mount for peaked roofs, straddling the ridge' },
    {
      name: 'trays_separate_parts',
      type: 'yesno',
      description: "The trays are sold as parts of their own: a line of a result's bill of materials",
    },
    { name: 'tray_part_number', type: 'text', description: "The trays' part number (needed when sold separately)" },
    { name: 'product_url', type: 'url', required: true },
    { name: 'assembly_instructions_url', type: 'url' },
    { name: 'product_sheet_url', type: 'url' },
  ],
  otherValues: (mount) => ({ mount_images: (mount?.mount_images ?? []).map((image) => newImageEntry(image)) }),
  // The images as nested-attributes entries, removed saved ones flagged _destroy (docs/api.md).
  otherInput: (values) => ({
    mount_images: values.mount_images.map(({ id, image_url, _destroy }) =>
      _destroy ? { id, image_url, _destroy: true } : id === undefined ? { image_url } : { id, image_url },
    ),
  }),
  otherInputs: (form) => <MountImagesField form={form} />,
  nestedField: /^mount_images\.\d+\.image_url$/,
};

/** /admin/mount/new and /admin/mount/{id}. */
export function MountFormPage() {
  return <EntityFormPage entity={mountEntity} schema={mountCreateRequest} fields={MOUNT_FIELDS} />;
}
