/**
 * zod contracts as OpenAPI 3.1 schemas (JSON Schema 2020-12), by zod's own `z.toJSONSchema`: requests as the
 * client sends them (`io: 'input'`), answers as the server writes them (`io: 'output'`).
 */
import { z, type ZodType } from 'zod';

export type JsonSchema = Record<string, unknown>;

/** Whether a value is a zod schema (a route's schema slots hold zod schemas, or the content-type form). */
export function isZodSchema(value: unknown): value is ZodType {
  return value instanceof z.ZodType;
}

/**
 * One schema, self-contained: `$schema` dropped (the document says its dialect once) and a cyclic schema's `$defs`
 * kept under the schema itself, so its `$ref`s, made relative to it, resolve where the schema is placed.
 */
export function toJsonSchema(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    reused: 'inline',
    cycles: 'ref',
    override: (ctx) => {
      // Dates travel as ISO 8601 text.
      if (ctx.zodSchema._zod.def.type === 'date')
        Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
    },
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** An OpenAPI Parameter Object. */
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

/**
 * The parameters of a params, querystring or headers schema: one per property of the object it describes. Undefined
 * when the schema is no object (the document then cannot list them).
 */
export function parametersOf(schema: ZodType, place: Parameter['in']): Parameter[] | undefined {
  const json = toJsonSchema(schema, 'input');
  const properties = json.properties as Record<string, JsonSchema> | undefined;
  if (json.type !== 'object' || !properties) return undefined;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: place,
      required: place === 'path' || required.has(name),
      schema: rest,
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
}
