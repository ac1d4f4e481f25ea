import { z } from 'zod';
import { SEAL_CONTENT_TYPES } from './reviews.js';

/**
 * 200 of GET /api/openapi.json: an OpenAPI 3.1 document (docs/api.md, "Reference"). Only its frame is
 * checked here; every other member is kept as the server built it.
 */
export const openApiDocument = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.record(z.string(), z.unknown()),
});
export type OpenApiDocumentBody = z.infer<typeof openApiDocument>;

/** The files of the API reference page (/api/docs), served by the server itself. */
export const API_DOCS_FILES = ['api-docs.js', 'api-docs.css'] as const;
export const apiDocsFileParams = z.object({ file: z.string().max(64) });

/** A text answer that is not JSON (an HTML page, a script, a style sheet), for the document's media types. */
export const textFile = z.string();

/** A file answered or sent as its bytes (a PDF, an image), for the document's media types. */
export const binaryFile = z.string().describe("The file's bytes");

/** An engineer's seal as its bytes, by each image type it may have (SEAL_CONTENT_TYPES). */
export const sealImageContent: Record<(typeof SEAL_CONTENT_TYPES)[number], typeof binaryFile> = {
  'image/png': binaryFile,
  'image/jpeg': binaryFile,
};
