import { errorResponses, healthResponse, healthUnavailableResponse } from '@nprm/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors.js';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const schema = {
    summary: 'Health',
    description:
      '200 {"status": "ok"} when the database answers a select 1, else 503. Not rate limited: for load ' +
      'balancers and monitors.',
    response: { 200: healthResponse, 503: healthUnavailableResponse, ...errorResponses },
  };
  app.get('/api/health', { config: { rateLimit: false }, schema }, async () => {
    if (!(await app.ctx.database.ping())) {
      throw new ApiError(503, { status: 'unavailable', errors: ['Database unavailable'] });
    }
    return { status: 'ok' as const };
  });
}
