import type { FastifyReply } from 'fastify';
import type { SealRow } from './engineers.repository.js';

/**
 * Sends a stored seal as its image type only: `default-src 'none'` and nosniff, so even an SVG opened on its own
 * runs no script and loads nothing (the page shows it with <img>, which never runs script either).
 */
export function sendSeal(reply: FastifyReply, seal: Pick<SealRow, 'content_type' | 'bytes'>, cache: string) {
  return reply
    .header('content-type', seal.content_type)
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline; filename="seal"')
    .header('cache-control', cache)
    .send(seal.bytes);
}
