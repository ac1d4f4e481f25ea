import { roofTypeCreateRequest, type RoofType } from '@nprm/contracts';
import { EntityFormLayout } from '../shared/EntityFormLayout';
import { NumberField, TextField } from '../shared/fields';
import { RecordRoute, type RecordFormProps } from '../shared/RecordRoute';
import { useEntityForm } from '../shared/useEntityForm';
import { roofTypesResource } from './api';

const LIST_PATH = '/admin/roof-types';

interface RoofTypeValues extends Record<string, unknown> {
  name: string;
  friction_coefficient: number | string;
}

const EMPTY: RoofTypeValues = { name: '', friction_coefficient: '' };

/** /admin/roof-type/new and /admin/roof-type/{id}. */
export function RoofTypeFormPage() {
  return <RecordRoute resource={roofTypesResource} queryKey="roof-types" Form={RoofTypeFormBody} />;
}

function RoofTypeFormBody({ record, loading, loadError }: RecordFormProps<RoofType>) {
  const { form, layout } = useEntityForm<RoofType, RoofTypeValues>({
    resource: roofTypesResource,
    record,
    listPath: LIST_PATH,
    initialValues: record ? { name: record.name, friction_coefficient: record.friction_coefficient } : EMPTY,
    toInput: (values) => values,
    schema: roofTypeCreateRequest,
  });
  return (
    <EntityFormLayout entityName="Roof Type" listPath={LIST_PATH} listLabel="Roof Types" loading={loading} loadError={loadError} {...layout}>
      <TextField form={form} name="name" required />
      <NumberField
        form={form}
        name="friction_coefficient"
        required
        description="μ between the mount and this roof surface, above 0 and at most 1 (sliding check)"
      />
    </EntityFormLayout>
  );
}
