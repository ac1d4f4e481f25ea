import { describe, expect, it } from 'vitest';
import type { MountSearchResult } from '@nprm/contracts';
import { antennaId, priceSummitSled6, request, search, t, useSeededSearchApp } from '../../test/mount-search.js';
import { findSearchResultByToken } from '../mount-search/index.js';
import { newLeadMessage, resultReportMessage } from './mail-content.js';

useSeededSearchApp();

const reseller = {
  name: 'Summit Roof Mounts',
  domain: 'localhost',
  logo_url: '/logo.svg',
  website_url: null,
  contact_email: 'sales@example.com',
};

/** Both e-mails list the bill of materials with its prices as frozen with the result. */
describe('the bill of materials in the e-mails', () => {
  it('lists each part with its quantity and price, and the total, in text and HTML (escaped)', async () => {
    await priceSummitSled6('USD');
    const result = (await search(request({ antenna: antennaId.panel }))).json<MountSearchResult>();
    const saved = (await findSearchResultByToken(t.database.db, result.token))!;
    const blocks = result.ballast_blocks.count;
    const source = {
      search: saved,
      reseller,
      logo: null,
      resultUrl: 'https://localhost/results?t=x',
      adminOrigin: 'https://localhost',
    };
    for (const message of [newLeadMessage(source), resultReportMessage(source)]) {
      expect(message.text).toContain(`\nPart DEMO-S6: 1 × ${result.mount.name}, at $1,249.50 = $1,249.50\n`);
      expect(message.text).toContain(
        `\nPart DEMO-S6-TRAY: ${result.trays!.count} × Ballast tray for DEMO-S6, On request\n`,
      );
      expect(message.text).toContain(
        `\nPart Solid concrete block: ${blocks} × Ballast block, 4" × 8" × 16", at $2.35 = $${((235 * blocks) / 100).toFixed(2)}\n`,
      );
      expect(message.text).toContain('\nParts total: On request\n');
      expect(message.html).toContain('<th align="left">Part Solid concrete block</th><td>');
      expect(message.html).toContain('Ballast block, 4&quot; × 8&quot; × 16&quot;');
    }
  });
});
