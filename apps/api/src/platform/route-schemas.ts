import { z } from 'zod';

/** The path parameters of a route on one record: `/…/:id`, a UUID (anything else is a 400 before the handler). */
export const idParam = z.object({ id: z.uuid() });

/** The path parameters of a route on one job run: `/…/:executionNumber`, the job's number in its tenant (1, 2, …). */
export const executionNumberParam = z.object({ executionNumber: z.coerce.number().int().min(1) });
