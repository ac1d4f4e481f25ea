/**
 * The named schemas of the OpenAPI document (components.schemas): the records an API client works with, each once,
 * referenced by every operation that answers it (or a list of it), so a generated client gets named types
 * (Mount, Antenna, …) rather than one anonymous type per operation. Requests stay inline: a create's or an
 * update's body is each call's own.
 */
import {
  antenna,
  blockType,
  bulkActionResult,
  engineeringSettings,
  errorBody,
  historyEntry,
  lead,
  mount,
  mountSearchResult,
  outboundEmail,
  priceList,
  reseller,
  resellerMount,
  roofType,
  user,
  validationErrorBody,
  windSpeedOverride,
} from '@nprm/contracts';
import { z, type ZodType } from 'zod';
import { toJsonSchema, type JsonSchema } from './json-schema.js';

/** Each named schema of the contracts and its component name. */
const NAMED: ReadonlyMap<ZodType, string> = new Map<ZodType, string>([
  [mount, 'Mount'],
  [antenna, 'Antenna'],
  [reseller, 'Reseller'],
  [resellerMount, 'ResellerMount'],
  [roofType, 'RoofType'],
  [blockType, 'BlockType'],
  [windSpeedOverride, 'WindSpeedOverride'],
  [user, 'User'],
  [lead, 'Lead'],
  [mountSearchResult, 'SearchResult'],
  [priceList, 'PriceList'],
  [historyEntry, 'HistoryEntry'],
  [bulkActionResult, 'BulkActionResult'],
  [outboundEmail, 'OutboundEmail'],
  [engineeringSettings, 'EngineeringSettings'],
  [errorBody, 'Error'],
  [validationErrorBody, 'ValidationError'],
]);

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** Collects the components the document's answers refer to, as they are referred to. */
export class ComponentSchemas {
  readonly schemas: Record<string, JsonSchema> = {};

  /**
   * An answer's schema: a reference to its component when it is a named record, or a list of one; else inline.
   */
  output(schema: ZodType): JsonSchema {
    const named = this.named(schema);
    if (named) return named;
    if (schema instanceof z.ZodArray) {
      const item = this.named(schema.element as ZodType);
      if (item) return { type: 'array', items: item };
    }
    return toJsonSchema(schema, 'output');
  }

  private named(schema: ZodType): JsonSchema | undefined {
    const name = NAMED.get(schema);
    if (name === undefined) return undefined;
    this.schemas[name] ??= toJsonSchema(schema, 'output');
    return ref(name);
  }
}
