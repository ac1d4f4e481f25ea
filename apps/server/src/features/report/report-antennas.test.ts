import { describe, expect, it } from 'vitest';
import { antennaId, calculationsText, request, search, t, useSeededSearchApp } from '../../test/mount-search.js';
import { flat, pdfPages } from '../../test/poppler.js';

useSeededSearchApp();

/** Several antennas on one mount: the report and the sheet's text list each with its own wind. */
describe('the report of a search with several antennas', () => {
  it("lists every antenna on page 1 with its q_z, force and arm, and the sheet has each one's rows", async () => {
    const response = await search(
      request({
        antennas: [{ antenna: antennaId.ptp }, { antenna: antennaId.omni, additional_height_to_centerline: 2 }],
      }),
    );
    expect(response.statusCode).toBe(201);
    const result = response.json();
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/mount_search_results/token/${result.token}/report.pdf`,
    });
    expect(pdf.statusCode).toBe(200);
    const pages = pdfPages(pdf.rawPayload).map(flat);
    const [ptp, omni] = result.antennas;
    expect(pages[0]).toContain('Antenna 1 Antenna 2 Mount');
    expect(pages[0]).toContain(`${ptp.make} ${ptp.model} at 0 ft: q_z`);
    expect(pages[0]).toContain(`${omni.make} ${omni.model} at +2 ft: q_z`);
    expect(pages[0]).toContain('mount, antennas and ballast');
    const sheet = pages.slice(1).join(' ');
    expect(sheet).toContain(`for ${ptp.make} ${ptp.model} at 0 ft and ${omni.make} ${omni.model} at +2 ft.`);
    for (const symbol of ['q_z,a1', 'q_z,a2', 'F_a1', 'F_a2', 'y_a1', 'y_a2']) expect(sheet).toContain(symbol);
    expect(sheet).toContain("wind force on the antenna, q at the part's height (no shielding) (antenna 2)");
    const text = await calculationsText(result.token);
    expect(text).toMatch(/^ {2}F_a2 +=/m);
    expect(text).toContain('(antenna 2)');
  });
});
