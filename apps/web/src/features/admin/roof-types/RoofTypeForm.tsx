import { roofTypeCreateRequest, type RoofType } from '@nprm/contracts';
import { EntityFormPage, type EntityFormFields } from '../common/EntityFormPage';
import { roofTypeEntity } from '../common/api/roofTypes';

interface RoofTypeValues extends Record<string, unknown> {
  name: string;
  friction_coefficient: number | string;
  friction_coefficient_source: string;
}

const ROOF_TYPE_FIELDS: EntityFormFields<RoofType, RoofTypeValues> = {
  rows: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'friction_coefficient',
      type: 'number',
      required: true,
      description: 'μ between the mount and this roof surface, above 0 and at most 1 (sliding check)',
    },
    {
      name: 'friction_coefficient_source',
      type: 'text',
      label: 'Source of the friction coefficient',
      description:
        'Where μ comes from (a table, a site test), printed beside μ on the report; blank: "Source not given"',
    },
  ],
};

/** /admin/roof-type/new and /admin/roof-type/{id}. */
export function RoofTypeFormPage() {
  return <EntityFormPage entity={roofTypeEntity} schema={roofTypeCreateRequest} fields={ROOF_TYPE_FIELDS} />;
}
