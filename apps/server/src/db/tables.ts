/**
 * Every table of the database: what Drizzle's typed client (client.ts) and drizzle-kit (drizzle.config.ts) read.
 * The rest of the server imports tables from here, never from a schema*.ts file: schema.ts holds the catalogue and
 * the other files import from it, so this index gathers them all without an import cycle.
 */
export * from './schema.js';
export * from './schema-access.js';
export * from './schema-results.js';
export * from './schema-mail.js';
export * from './schema-reviews.js';
export * from './schema-leads.js';
export * from './schema-prices.js';
