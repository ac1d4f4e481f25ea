import { SimpleGrid } from '@mantine/core';
import { resellerCreateRequest, type Reseller } from '@nprm/contracts';
import { EntityFormLayout } from '../shared/EntityFormLayout';
import { fromYesNo, TextField, toYesNo, YesNoField, type YesNo } from '../shared/fields';
import { RecordMultiSelect } from '../shared/RecordMultiSelect';
import { RecordRoute, type RecordFormProps } from '../shared/RecordRoute';
import { useEntityForm } from '../shared/useEntityForm';
import { antennaLabel, fetchAntennas } from '../antennas/api';
import { resellersResource } from './api';

const LIST_PATH = '/admin/resellers';

interface ResellerValues extends Record<string, unknown> {
  name: string;
  domain: string;
  logo_url: string;
  hero_image_url: string;
  website_url: string;
  contact_email: string;
  is_baird: YesNo;
  antenna_ids: string[];
}

const EMPTY: ResellerValues = {
  name: '',
  domain: '',
  logo_url: '',
  hero_image_url: '',
  website_url: '',
  contact_email: '',
  is_baird: 'no',
  antenna_ids: [],
};

function toValues(reseller: Reseller): ResellerValues {
  return {
    name: reseller.name,
    domain: reseller.domain,
    logo_url: reseller.logo_url,
    hero_image_url: reseller.hero_image_url ?? '',
    website_url: reseller.website_url ?? '',
    contact_email: reseller.contact_email ?? '',
    is_baird: toYesNo(reseller.is_baird),
    antenna_ids: reseller.antenna_ids.map(String),
  };
}

function toInput(values: ResellerValues): unknown {
  return { ...values, is_baird: fromYesNo(values.is_baird), antenna_ids: values.antenna_ids.map(Number) };
}

/** /admin/reseller/new and /admin/reseller/{id}. */
export function ResellerFormPage() {
  return <RecordRoute resource={resellersResource} queryKey="resellers" Form={ResellerFormBody} />;
}

function ResellerFormBody({ record, loading, loadError }: RecordFormProps<Reseller>) {
  const { form, layout } = useEntityForm<Reseller, ResellerValues>({
    resource: resellersResource,
    record,
    listPath: LIST_PATH,
    initialValues: record ? toValues(record) : EMPTY,
    toInput,
    schema: resellerCreateRequest,
  });
  return (
    <EntityFormLayout entityName="Reseller" listPath={LIST_PATH} listLabel="Resellers" loading={loading} loadError={loadError} {...layout}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField form={form} name="name" required />
        <TextField form={form} name="domain" required description="The host name its customers visit, e.g. shop.example.com" />
        <TextField form={form} name="logo_url" required type="url" />
        <TextField form={form} name="hero_image_url" type="url" />
        <TextField form={form} name="website_url" type="url" />
        <TextField form={form} name="contact_email" type="email" />
      </SimpleGrid>
      <YesNoField form={form} name="is_baird" description="Show the white-label invitation in the footer" />
      <RecordMultiSelect
        form={form}
        name="antenna_ids"
        label="Antennas"
        description="The antennas this reseller offers; none chosen offers every active antenna"
        queryKey="antennas"
        fetchAll={fetchAntennas}
        optionLabel={antennaLabel}
      />
    </EntityFormLayout>
  );
}
