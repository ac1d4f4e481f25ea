import { describe, expect, it } from 'vitest';
import { antennaId, request, search, t, useSeededSearchApp } from '../../test/mount-search.js';
import { flat, pdfPages } from '../../test/poppler.js';
import { warmUpReportPdf } from './warm-up.js';

useSeededSearchApp();

const warmUp = () => warmUpReportPdf({ db: t.database.db, webDist: undefined }, t.app.ctx.config);

describe('the report warm-up after a start', () => {
  it('renders nothing while no search has found a mount, then the latest fit’s report, past a later no-fit', async () => {
    expect(await warmUp()).toBeNull();

    const first = (await search(request())).json();
    const latest = (await search(request({ building_height: 45 }))).json();
    const none = await search(request({ antenna: antennaId.dish180, ridge_mount: true }));
    expect(none.statusCode).toBe(404);

    const pdf = await warmUp();
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    const pageOne = flat(pdfPages(pdf!, '-l', '1')[0]!);
    expect(pageOne).toContain(latest.reference);
    expect(pageOne).not.toContain(first.reference);
  });
});
