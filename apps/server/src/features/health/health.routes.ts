import { errorResponses, healthResponse, healthUnavailableResponse } from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const schema = { response: { 200: healthResponse, 503: healthUnavailableResponse, ...errorResponses } };
  app.get('/api/health', { config: { rateLimit: false }, schema }, async (_request, reply) => {
    const databaseAnswers = await app.ctx.database.ping();
    return databaseAnswers
      ? reply.send({ status: 'ok' })
      : reply.status(503).send({ status: 'unavailable', errors: ['Database unavailable'] });
  });
}
