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
  ready: operation({
    method: 'GET',
    path: '/api/ready',
    summary:
      'Readiness: database, migrations, Redis (when configured) and file storage; 503 naming what is not ready',
    response: z.object({
      isSuccess: z.boolean(),
      status: z.enum(['ready', 'not-ready']),
      checks: z.record(z.enum(['database', 'migrations', 'redis', 'storage']), z.string()),
    }),
  }),
  health: operation({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and database reachability',
    response: z.object({ isSuccess: z.literal(true), status: z.literal('ok'), version: z.string() }),
  }),
} as const;
