import { z } from 'zod';

export const HealthDto = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  /** Only when Redis is configured. Down is not a failure: every instance works on its own meanwhile. */
  redis: z.enum(['up', 'down']).optional(),
  version: z.string(),
});
export type HealthDto = z.infer<typeof HealthDto>;
