import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RESELLER_MOUNT_BULK_MAX, resellerMountBulkRequest } from './reseller-mount-links.js';
import { repeatedIds } from './bulk-actions.js';

const messages = (body: unknown) => {
  const result = resellerMountBulkRequest.safeParse(body);
  return result.success ? null : z.flattenError(result.error).fieldErrors;
};

describe('POST /api/reseller_mounts/bulk body', () => {
  it('takes 1 to the maximum ids, numeric strings too', () => {
    expect(resellerMountBulkRequest.parse({ reseller_id: '2', mount_ids: [3, '4'] })).toEqual({
      reseller_id: 2,
      mount_ids: [3, 4],
    });
    const most = Array.from({ length: RESELLER_MOUNT_BULK_MAX }, (_, index) => index + 1);
    expect(resellerMountBulkRequest.parse({ reseller_id: 1, mount_ids: most }).mount_ids).toHaveLength(500);
  });

  it.each([
    ['no list', { reseller_id: 1 }, ["can't be blank"]],
    ['not a list', { reseller_id: 1, mount_ids: '3' }, ['must be a list of ids']],
    ['an empty list', { reseller_id: 1, mount_ids: [] }, ['must list at least one mount']],
    ['a bad entry', { reseller_id: 1, mount_ids: [3, 'x', -1] }, ['must be a list of ids']],
    ['duplicates', { reseller_id: 1, mount_ids: [3, 4, '3', 4, 4] }, ['contains duplicate ids: 3, 4']],
    [
      'more than the maximum',
      { reseller_id: 1, mount_ids: Array.from({ length: RESELLER_MOUNT_BULK_MAX + 1 }, (_, index) => index + 1) },
      ['has too many entries (at most 500)'],
    ],
  ])('refuses %s with one message on mount_ids', (_case, body, expected) => {
    expect(messages(body)).toEqual({ mount_ids: expected });
  });

  it('names each repeated id once', () => {
    expect(repeatedIds([5, 1, 5, 2, 1, 5])).toEqual([5, 1]);
    expect(repeatedIds([1, 2, 3])).toEqual([]);
  });
});
