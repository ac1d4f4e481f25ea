/** The OpenAPI words of a catalogue resource's calls: what every resource shares, then the resource's own. */
import type { ResellerUserAccess } from '../plugins/roles.js';

/** The calls of a resource, as `resellerUsers` names them. */
export type ResourceCall = 'list' | 'find' | 'create' | 'update' | 'setDeleted';

/** Who may read: anyone (a signed-in caller also sees inactive records) or administrators only. */
export type ReadAccess = 'anyone' | 'administrators';

/**
 * What the resource's routes tell an API client in the OpenAPI document, beyond what every resource shares (which
 * resourceDescriptions writes): each text a sentence or a few.
 */
export interface ResourceDocs {
  /** The record in words, singular: "antenna", "reseller mount". */
  record: string;
  /** The list: its order and what its query selects. */
  list: string;
  /** The create's rules the schema cannot show (uniqueness, links, defaults). */
  create: string;
  /** The update's own rules, when they differ from the create's (else the create's apply). */
  update?: string;
  /** What deactivating does beyond the soft delete (or what refuses it). */
  deactivate?: string;
}

/** The summary and description of each call of a resource (the shared rules, then the resource's own). */
export function resourceDescriptions(
  docs: ResourceDocs,
  access: { list: ReadAccess; find: ReadAccess },
  resellerUsers: Partial<Record<ResourceCall, ResellerUserAccess>> | undefined,
  versionOptional: boolean,
) {
  const { record } = docs;
  const reads = (call: 'list' | 'find') =>
    access[call] === 'anyone'
      ? ' Anonymous callers get active records only; a signed-in caller also gets deactivated ones' +
        (call === 'list' ? ' with include_inactive=true.' : '.')
      : call === 'list'
        ? ' include_inactive=true adds deactivated ones.'
        : '';
  const own = (call: ResourceCall) => {
    const rule = resellerUsers?.[call];
    if (!rule) return '';
    const fields = rule.fields ? ` and only the fields ${rule.fields.join(', ')}` : '';
    return rule.reseller ? ` A reseller user may do this for its own reseller only${fields} (403 otherwise).` : '';
  };
  const written = ' Recorded in the history in the same transaction; every instance reloads its search catalogue.';
  return {
    list: { summary: `List ${record}s`, description: `${docs.list}${reads('list')}${own('list')}` },
    find: {
      summary: `One ${record}`,
      description: `The ${record} with this id; 404 when none has it.${reads('find')}${own('find')}`,
    },
    create: {
      summary: `Create a ${record}`,
      description: `Creates a ${record} and answers it (201). ${docs.create}${own('create')}${written}`,
    },
    update: {
      summary: `Change a ${record}`,
      description:
        `Changes only the fields sent and answers the ${record}. The body names the lock_version it was read at ` +
        (versionOptional
          ? '(without it the save overwrites whatever is stored, and its history entry says no version was sent)'
          : '(422 without it)') +
        '; when another save came first: 409 with who changed it, when, and the record as it is ' +
        `now, and nothing written. A save that changes nothing answers the ${record} as it is and writes no ` +
        `history. ${docs.update ?? docs.create}${own('update')}${written}`,
    },
    deactivate: {
      summary: `Deactivate a ${record}`,
      description:
        `Deactivates the ${record} (soft delete: deleted_at is set, nothing is destroyed) and answers it.` +
        `${docs.deactivate ? ` ${docs.deactivate}` : ''}${own('setDeleted')}${written}`,
    },
    activate: {
      summary: `Activate a ${record} again`,
      description: `Clears deleted_at and answers the ${record}.${own('setDeleted')}${written}`,
    },
  };
}
