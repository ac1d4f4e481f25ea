import { blockTypeCreateRequest, type BlockType } from '@nprm/contracts';
import { EntityFormPage, type EntityFormFields } from '../common/EntityFormPage';
import { blockTypeEntity } from '../common/api/blockTypes';

interface BlockTypeValues extends Record<string, unknown> {
  name: string;
  nominal_size: string;
  weight: number | string;
}

const BLOCK_TYPE_FIELDS: EntityFormFields<BlockType, BlockTypeValues> = {
  rows: [
    { name: 'name', type: 'text', required: true },
    { name: 'nominal_size', type: 'text', required: true, description: 'e.g. 4" × 8" × 16"' },
    {
      name: 'weight',
      type: 'number',
      required: true,
      description:
        'lb, above 0 and at most 200: the smallest weight the supplier guarantees, not the nominal one (blocks vary; the report asks installers to weigh them)',
    },
  ],
};

/** /admin/block-type/new and /admin/block-type/{id}. */
export function BlockTypeFormPage() {
  return <EntityFormPage entity={blockTypeEntity} schema={blockTypeCreateRequest} fields={BLOCK_TYPE_FIELDS} />;
}
