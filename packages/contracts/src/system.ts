import { z } from 'zod';
import { operation } from './envelope';

export const appConfigSchema = z.object({
  version: z.string(),
  guardAppUrl: z.string(),
  socialProviders: z.object({ facebook: z.boolean(), apple: z.boolean(), google: z.boolean() }),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const systemOps = {
  config: operation({
    method: 'GET',
    path: '/api/config',
    summary: 'What the console needs to know before sign-in',
    response: z.object({ isSuccess: z.literal(true), data: appConfigSchema }),
  }),
  health: operation({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and database reachability',
    response: z.object({ isSuccess: z.literal(true), status: z.literal('ok'), version: z.string() }),
  }),
} as const;
