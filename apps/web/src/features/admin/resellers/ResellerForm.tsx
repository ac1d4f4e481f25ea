import { RESELLER_USER_FIELDS, resellerCreateRequest, type Reseller } from '@nprm/contracts';
import { isAdministrator, useCurrentUser } from '../common/access';
import { EntityFormPage, type EntityFormFields } from '../common/EntityFormPage';
import { recordOptions } from '../common/RecordMultiSelect';
import { antennaLabel } from '../../../lib/catalog';
import { antennaEntity, antennaMake } from '../common/api/antennas';
import { resellerEntity } from '../common/api/resellers';
import { useMailEnabled } from '../../../lib/mail';

interface ResellerValues extends Record<string, unknown> {
  name: string;
  domain: string;
  logo_url: string;
  hero_image_url: string;
  website_url: string;
  contact_email: string;
  is_baird: 'yes' | 'no';
  notify_new_leads: 'yes' | 'no';
  antenna_ids: string[];
  embed_origins: string;
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
    {
      name: 'is_baird',
      type: 'yesno',
      label: 'Show White-Label Invitation',
      description:
        'For the manufacturer\u2019s own site: the footer asks visitors "Are you a reseller?" and offers a white-label calculator with their own domain and branding',
    },
    {
      name: 'antenna_ids',
      type: 'multiselect',
      label: 'Antennas',
      description: 'The antennas this reseller offers; none chosen offers every active antenna',
      records: recordOptions({
        entityKey: antennaEntity.key,
        fetchAll: antennaEntity.fetchList,
        optionLabel: antennaLabel,
        optionGroup: antennaMake,
      }),
    },
    {
      name: 'embed_origins',
      type: 'lines',
      description:
        'The sites whose pages may show this calculator with the embed snippet (<script src="https://DOMAIN/embed.js" async></script> and <div data-nprm-calculator></div>), one origin a line, e.g. https://www.partner-shop.com; none: no site may show it',
    },
  ],
};

/** docs/product.md, E-mail (EM-04): the new-lead e-mail opt-in, offered only when the server sends mail. */
const NOTIFY_FIELD = {
  name: 'notify_new_leads',
  type: 'yesno',
  label: 'E-mail new leads to the contact address',
  description: 'Every new search on this reseller\u2019s site, fit or no fit, is e-mailed to its contact e-mail',
} as const;

const MAIL_RESELLER_FIELDS: EntityFormFields<Reseller, ResellerValues> = {
  ...RESELLER_FIELDS,
  rows: [...(RESELLER_FIELDS.rows ?? []).slice(0, 1), NOTIFY_FIELD, ...(RESELLER_FIELDS.rows ?? []).slice(1)],
};

/**
 * A reseller user's own reseller (docs/api.md, "Users and roles"): its branding only; the domain, the flags, the
 * antennas and the active state stay with administrators.
 */
const BRANDING_FIELDS: EntityFormFields<Reseller, ResellerValues> = {
  columns: RESELLER_FIELDS.columns?.filter((field) => (RESELLER_USER_FIELDS as readonly string[]).includes(field.name)),
};
const brandingSchema = resellerCreateRequest.pick({
  name: true,
  logo_url: true,
  hero_image_url: true,
  website_url: true,
  contact_email: true,
});

/** docs/product.md, forms: without an active reseller for its domain, the site falls back to the default brand. */
function deactivateWarning(reseller: Reseller) {
  return `While ${reseller.name} is inactive, ${reseller.domain} shows the default brand: the calculator without its name, logo, hero image, contact and antenna list.`;
}

/** /admin/reseller/new and /admin/reseller/{id}. */
export function ResellerFormPage() {
  const me = useCurrentUser();
  const mail = useMailEnabled();
  if (me.isPending || mail.isPending) return null;
  if (me.data && !isAdministrator(me.data))
    return (
      <EntityFormPage
        entity={resellerEntity}
        schema={brandingSchema}
        fields={BRANDING_FIELDS}
        canDeactivate={false}
        title="Branding"
      />
    );
  return (
    <EntityFormPage
      entity={resellerEntity}
      schema={resellerCreateRequest}
      fields={mail.mailEnabled ? MAIL_RESELLER_FIELDS : RESELLER_FIELDS}
      deactivateWarning={deactivateWarning}
    />
  );
}
