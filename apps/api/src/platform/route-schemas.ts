import { z } from 'zod';

/** The path parameters of a route on one record: `/…/:id`, a UUID (anything else is a 400 before the handler). */
export const idParam = z.object({ id: z.uuid() });
