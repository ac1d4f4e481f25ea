import { describe, expect, it } from 'vitest';
import { formatNumber } from '@nprm/calc';
import { antennas, mounts } from '../../db/tables.js';
import {
  antennaId,
  request,
  search,
  storedDocument,
  storedSearches,
  t,
  useSeededSearchApp,
} from '../../test/mount-search.js';

useSeededSearchApp();

type Step = { symbol: string; value: number };
const row = (steps: Step[], symbol: string) => steps.find((step) => step.symbol === symbol)?.value;
/** What an answer says apart from what differs between two searches (token, reference, links, time). */
const figures = ({ token: _t, reference: _r, result_url: _u, created_at: _c, ...rest }: Record<string, unknown>) =>
  rest;

/** A 422 on exactly `fields`, nothing stored. */
async function expectRefused(body: Record<string, unknown>, errors: Record<string, string[]>): Promise<void> {
  const before = await storedSearches();
  const response = await search(body);
  expect(response.statusCode).toBe(422);
  expect(response.json().errors).toEqual(errors);
  expect(await storedSearches()).toBe(before);
}

describe('several antennas on one mount (antennas)', () => {
  it('answers 201 with each antenna at its own height, the sheet one row per antenna and the sums', async () => {
    const alone = (await search(request())).json();
    const response = await search(
      request({
        antennas: [{ antenna: antennaId.ptp }, { antenna: antennaId.omni, additional_height_to_centerline: '2' }],
      }),
    );
    expect(response.statusCode).toBe(201);
    const result = response.json();
    expect(result.antenna_id).toBe(antennaId.ptp);
    expect(result.antennas.map((line: { id: number }) => line.id)).toEqual([antennaId.ptp, antennaId.omni]);
    const [ptp, omni] = result.antennas;
    expect(omni.additional_height_to_centerline).toBe(2);
    expect(omni.lever_arm).toBeCloseTo(ptp.lever_arm + 2, 9);
    expect(omni.height).toBeCloseTo(ptp.height + 2, 9);
    // Higher up, more pressure: each antenna's q_z is taken at its own centroid.
    expect(omni.qz).toBeGreaterThan(ptp.qz);
    const steps = result.calculation_steps as Step[];
    for (const [index, line] of result.antennas.entries()) {
      expect(row(steps, `F_a${index + 1}`)).toBe(line.force);
      expect(row(steps, `q_z,a${index + 1}`)).toBe(line.qz);
      expect(row(steps, `y_a${index + 1}`)).toBe(line.lever_arm);
    }
    expect(row(steps, 'F_a')).toBeUndefined();
    const sum = ptp.force + omni.force + row(steps, 'F_p')! + row(steps, 'F_f')!;
    expect(row(steps, 'F_H')).toBeCloseTo(sum, 2);
    expect(row(steps, 'W_self')).toBeCloseTo(row(steps, 'W_m')! + ptp.weight + omni.weight, 9);
    expect(result.ballast_weight).toBeGreaterThanOrEqual(alone.ballast_weight);
    expect((await storedDocument(result.token)).antennas).toEqual(result.antennas);
    const read = await t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${result.token}` });
    expect(read.json().antennas).toEqual(result.antennas);
    // The what-if designs the same antennas again: its current case is the result.
    const whatIf = await t.app.inject({
      method: 'GET',
      url: `/api/mount_search_results/token/${result.token}/what_if`,
    });
    const current = whatIf.json().cases.find((found: { is_current: boolean }) => found.is_current);
    expect(current).toMatchObject({ fits: true, ballast_weight: result.ballast_weight, roof_load: result.roof_load });
  });

  it('gives exactly the single antenna answer for one line in antennas, its height given or not', async () => {
    const alone = (await search(request())).json();
    expect(alone.antennas).toHaveLength(1);
    expect(alone.antennas[0]).toMatchObject({ id: antennaId.ptp, additional_height_to_centerline: 0 });
    for (const body of [
      request({ antennas: [{ antenna: antennaId.ptp }] }),
      request({ antennas: [{ antenna: antennaId.ptp, additional_height_to_centerline: 0 }] }),
    ]) {
      const response = await search(body);
      expect(response.statusCode).toBe(201);
      expect(figures(response.json())).toEqual(figures(alone));
    }
  });

  it('refuses a first line other than antenna, and antennas without antenna, on antenna', async () => {
    await expectRefused(request({ antennas: [{ antenna: antennaId.omni }] }), {
      antenna: ["must be the first line's antenna when antennas are listed"],
    });
    await expectRefused(request({ antenna: undefined, antennas: [{ antenna: antennaId.ptp }] }), {
      antenna: ["can't be blank"],
    });
  });

  it('refuses a seventh line on that line, a repeat at the same height and an unknown antenna on their line', async () => {
    const keys = ['ptp', 'omni', 'yagi', 'cpe', 'panel', 'dish075', 'dish090'] as const;
    await expectRefused(request({ antennas: keys.map((key) => ({ antenna: antennaId[key] })) }), {
      'antennas.6.antenna': ['is one antenna too many: at most 6 on one mount'],
    });
    await expectRefused(
      request({ antennas: [{ antenna: antennaId.ptp }, { antenna: antennaId.omni }, { antenna: antennaId.ptp }] }),
      { 'antennas.2.antenna': ['is already on the mount at this height'] },
    );
    // The same antenna lower on the mast is another line.
    const twice = await search(
      request({
        antennas: [{ antenna: antennaId.ptp }, { antenna: antennaId.ptp, additional_height_to_centerline: -1 }],
      }),
    );
    expect(twice.statusCode).toBe(201);
    await expectRefused(request({ antennas: [{ antenna: antennaId.ptp }, { antenna: 999_999 }] }), {
      'antennas.1.antenna': ['is not available'],
    });
    await expectRefused(request({ antennas: [{ antenna: antennaId.ptp }, { antenna: 'two' }] }), {
      'antennas.1.antenna': ['is not a number'],
    });
  });

  it("refuses a height beyond the longest candidate mast on that line's height", async () => {
    await expectRefused(
      request({
        antennas: [{ antenna: antennaId.ptp }, { antenna: antennaId.omni, additional_height_to_centerline: 400 }],
      }),
      { 'antennas.1.additional_height_to_centerline': [expect.stringMatching(/^must be within the mount's mast/)] },
    );
  });

  it('answers no fit naming the antenna no mount of the site carries, or the antennas no mount carries together', async () => {
    const together = await search(request({ antennas: [{ antenna: antennaId.ptp }, { antenna: antennaId.dish180 }] }));
    expect(together.statusCode).toBe(404);
    expect(together.json().no_fit).toEqual({
      reason: 'no_candidates',
      message: expect.stringMatching(/^This site offers no mount that carries the Cambium .* and the Prodelin 1\.8 m/),
    });
    const [orphan] = await t.database.db
      .insert(antennas)
      .values({ make: 'Acme', model: 'Lonely Horn', mast_diameter: 2, square_footage: 1 })
      .returning({ id: antennas.id });
    const alone = await search(request({ antennas: [{ antenna: antennaId.ptp }, { antenna: orphan!.id }] }));
    expect(alone.statusCode).toBe(404);
    expect(alone.json().no_fit.message).toBe(
      'This site offers no mount for the Acme Lonely Horn without a ridge mount',
    );
  });

  // Last: it rates every mount for less EPA than the two antennas have together.
  it("answers no fit when the antennas' EPAs together exceed every mount's rated maximum, saying so", async () => {
    const line = request({ antennas: [{ antenna: antennaId.ptp }, { antenna: antennaId.omni }] });
    const together = (await search(line)).json().antennas.reduce((sum: number, a: { epa: number }) => sum + a.epa, 0);
    await t.database.db.update(mounts).set({ max_epa: together - 0.1 });
    expect((await search(request())).statusCode).toBe(201);
    const refused = await search(line);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().no_fit).toMatchObject({
      reason: 'mount_rating',
      message: expect.stringContaining(`where these 2 antennas have together ${formatNumber(together, 2)} ft²`),
    });
  });
});
