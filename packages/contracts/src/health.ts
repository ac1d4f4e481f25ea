import { z } from 'zod';

/** 200 of GET /api/health: the server and its database answer. */
export const healthResponse = z.object({ status: z.literal('ok') });
/** 503 of GET /api/health: the database does not answer. */
export const healthUnavailableResponse = z.object({ status: z.literal('unavailable'), errors: z.array(z.string()) });
