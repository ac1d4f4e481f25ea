/**
 * Every table of the database: what Drizzle's typed client (client.ts) and drizzle-kit (drizzle.config.ts) read.
 * schema.ts holds the core tables and the others import from it, so this index, not schema.ts, gathers them all
 * (schema.ts re-exporting schema-mail.ts, which imports schema.ts, was an import cycle).
 */
export * from './schema.js';
export * from './schema-mail.js';
