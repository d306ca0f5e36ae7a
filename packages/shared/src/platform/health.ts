import { z } from 'zod';

export const HealthDto = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type HealthDto = z.infer<typeof HealthDto>;
