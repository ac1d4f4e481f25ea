import { resellerCreateRequest, type Reseller } from '@nprm/contracts';
import { EntityFormPage, type EntityFormFields } from '../common/EntityFormPage';
import { recordOptions } from '../common/RecordMultiSelect';
import { antennaLabel } from '../../../lib/catalog';
import { paths } from '../../../lib/paths';
import { fetchAntennas } from '../common/api/antennas';
import { resellersResource } from '../common/api/resellers';

interface ResellerValues extends Record<string, unknown> {
  name: string;
  domain: string;
  logo_url: string;
  hero_image_url: string;
  website_url: string;
  contact_email: string;
  is_baird: 'yes' | 'no';
  antenna_ids: string[];
}

const RESELLER_FIELDS: EntityFormFields<Reseller, ResellerValues> = {
  columns: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'domain',
      type: 'text',
      required: true,
      description: 'The host name its customers visit, e.g. shop.example.com',
    },
    { name: 'logo_url', type: 'url', required: true },
    { name: 'hero_image_url', type: 'url' },
    { name: 'website_url', type: 'url' },
    { name: 'contact_email', type: 'email' },
  ],
  rows: [
    { name: 'is_baird', type: 'yesno', description: 'Show the white-label invitation in the footer' },
    {
      name: 'antenna_ids',
      type: 'multiselect',
      label: 'Antennas',
      description: 'The antennas this reseller offers; none chosen offers every active antenna',
      records: recordOptions({ queryKey: 'antennas', fetchAll: fetchAntennas, optionLabel: antennaLabel }),
    },
  ],
};

/** /admin/reseller/new and /admin/reseller/{id}. */
export function ResellerFormPage() {
  return (
    <EntityFormPage
      resource={resellersResource}
      collection="resellers"
      listPath={paths.admin.resellers.list.href()}
      schema={resellerCreateRequest}
      fields={RESELLER_FIELDS}
    />
  );
}
