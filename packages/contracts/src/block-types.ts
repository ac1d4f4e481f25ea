import { z } from 'zod';
import { bodyObjectError, requiredPositive, requiredText } from './fields.js';
import { catalogRecord } from './records.js';

/** Heaviest block the form accepts (lb): beyond any concrete block a person can lift onto a roof tray. */
const BLOCK_WEIGHT_MAX = 200;

/**
 * POST /api/block_types: a ballast block type, its nominal size ('4" × 8" × 16"') and its weight (lb),
 * 0 < weight ≤ 200. The weight should be the smallest weight the supplier guarantees (docs/engineering.md).
 */
export const blockTypeCreateRequest = z.object(
  {
    name: requiredText(),
    nominal_size: requiredText(100),
    weight: requiredPositive(BLOCK_WEIGHT_MAX),
  },
  bodyObjectError,
);
/** PUT /api/block_types/{id}: the same fields; the ones not sent stay as they are. */
export const blockTypeUpdateRequest = blockTypeCreateRequest.partial();
export type BlockTypeCreate = z.output<typeof blockTypeCreateRequest>;
export type BlockTypeUpdate = z.output<typeof blockTypeUpdateRequest>;

/** A block type as every block type call answers it (GET /api/block_types?include_inactive= lists them). */
export const blockType = catalogRecord({ name: z.string(), nominal_size: z.string(), weight: z.number() });
export type BlockType = z.infer<typeof blockType>;
export const blockTypeList = z.array(blockType);
