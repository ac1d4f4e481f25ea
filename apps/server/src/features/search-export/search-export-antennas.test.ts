import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { SEARCH_EXPORT_COLUMNS } from '@nprm/contracts';
import { createTestAdmin, signInHeaders } from '../../test/admin-sessions.js';
import { antennaId, request, search, t, useSeededSearchApp } from '../../test/mount-search.js';

useSeededSearchApp();

describe('the searches list and its CSV with several antennas on one mount', () => {
  it('joins every antenna, each with its height, in the one antenna cell; the columns stay the same', async () => {
    const { token } = (
      await search(
        request({
          antennas: [{ antenna: antennaId.ptp }, { antenna: antennaId.omni, additional_height_to_centerline: 2 }],
        }),
      )
    ).json<{ token: string }>();
    await createTestAdmin(t.app);
    const headers = await signInHeaders(t.app);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/mount_search_results?bom=false',
      headers: { ...headers, accept: 'text/csv' },
    });
    const [header, ...rows]: string[][] = parseCsv(csv.body);
    expect(header).toEqual([...SEARCH_EXPORT_COLUMNS]);
    const cell = (row: string[], column: string) => row[header!.indexOf(column)];
    const row = rows.find((found) => cell(found, 'result_url')!.endsWith(token))!;
    expect(cell(row, 'antenna')).toMatch(/^Cambium Networks ePMP .* at 0 ft and Laird FG4500 .* at \+2 ft$/);
    const list = await t.app.inject({ method: 'GET', url: '/api/mount_search_results', headers });
    expect(list.json<{ token: string; antenna: string }[]>().find((found) => found.token === token)?.antenna).toBe(
      cell(row, 'antenna'),
    );
  });
});
