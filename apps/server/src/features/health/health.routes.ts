import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', { config: { rateLimit: false } }, async (_request, reply) => {
    const databaseAnswers = await app.ctx.database.ping();
    return databaseAnswers
      ? reply.send({ status: 'ok' })
      : reply.status(503).send({ status: 'unavailable', errors: ['Database unavailable'] });
  });
}
