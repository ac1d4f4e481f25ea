import { listQuery, mount, mountCreateRequest, mountList, mountUpdateRequest } from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAdminResource } from '../../routes/admin-resource.js';
import { findMount, listMounts, mountService } from './mounts.service.js';
import { mounts } from '../../db/tables.js';

/**
 * Mounts: administrators change them, reseller users may read them (anonymous visitors see mounts only inside a
 * saved result).
 */
export async function mountRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  registerAdminResource(app, {
    path: '/api/mounts',
    docs: {
      record: 'mount',
      list: 'Mounts by id, newest first. Reseller users read them to choose their reseller mounts from.',
      create:
        'part_number is unique (trimmed, case ignored, deactivated mounts included: reactivate one rather than ' +
        'repeat it). ballast_trays (whole, ≥ 1) and tray_capacity (lb per tray) are optional; blank or null ' +
        'clears them (no trays). base_length and base_width come both or neither: with them the roof load is over ' +
        'base_length × base_width and the tipping arm is half the short side, without them the square of 2 × ' +
        "half_base_width. max_epa and max_overturning_moment are the manufacturer's ratings: a design above " +
        'either does not fit. tray_part_number is required while trays_separate_parts is true (the trays are then ' +
        'a line of the bill of materials). mount_images: up to 50 {id?, image_url, _destroy?}; without id a new ' +
        'image, with id a change to that image, _destroy: true removes it.',
      update:
        'Images not listed stay. A change that would leave one base side alone, or trays_separate_parts without a ' +
        'tray_part_number, is a 422 and changes nothing.',
    },
    table: mounts,
    versionOptional: true,
    schemas: { listQuery, list: mountList, record: mount, create: mountCreateRequest, update: mountUpdateRequest },
    list: {
      access: 'administrators',
      read: ({ query }) => listMounts(db, { includeInactive: query.include_inactive }),
    },
    find: { access: 'administrators', read: (id) => findMount(db, id) },
    service: mountService,
    bulk: {},
    // Reseller users read the mounts to choose their reseller mounts from; they change none.
    resellerUsers: { list: {}, find: {} },
  });
}
