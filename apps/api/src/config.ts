import path from 'node:path';
import { z } from 'zod';
import { readAppleKey } from './platform/auth/apple-client-secret';
import { API_ROOT } from './platform/package-root';

function readableAppleKey(pem: string): boolean {
  try {
    readAppleKey(pem);
    return true;
  } catch {
    return false;
  }
}

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** The console's published demo client secret (README); a production start refuses it. */
export const DEMO_CLIENT_SECRET = 'web-console-secret';

const envSchema = z
  .object({
    /** `production` turns on the start-up refusals of demo credentials (start-up-check.ts). */
    NODE_ENV: z.string().optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    /**
     * Where uploads live: `local` (DATA_DIR/uploads, one machine) or `s3` (a bucket every
     * instance shares; S3_BUCKET and, off AWS, S3_ENDPOINT).
     */
    FILE_STORAGE: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: z.url('S3_ENDPOINT: a URL such as http://minio:9000').optional(),
    S3_FORCE_PATH_STYLE: bool,
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    DATABASE_URL: z.string().optional(),
    /**
     * The tables' owner, straight to PostgreSQL (never through a transaction pooler): migrations,
     * backup and restore connect here. Set it when DATABASE_URL goes through PgBouncer as a login
     * role that starts as the application role (docs/scaling.md "Connections"); unset, DATABASE_URL
     * is the owner and does all of it.
     */
    DATABASE_MIGRATION_URL: z.string().optional(),
    /**
     * Connections this process's pool opens at most (an API instance or a worker, each its own).
     * Straight to PostgreSQL, instances × this must fit max_connections; behind PgBouncer it is
     * the client side, which PgBouncer multiplexes onto its few server connections.
     */
    DB_POOL_MAX: z.coerce.number().int().min(1, 'DB_POOL_MAX: at least 1').max(1000).default(10),
    SEED_DEMO: bool,
    PUBLIC_URL: z.string().optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    OAUTH_CLIENT_ID: z.string().default('web-console'),
    OAUTH_CLIENT_SECRET: z.string().default(DEMO_CLIENT_SECRET),
    ACCESS_TOKEN_TTL: z.coerce.number().int().positive().default(900),
    REFRESH_TOKEN_TTL: z.coerce
      .number()
      .int()
      .positive()
      .default(60 * 60 * 24 * 30),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Community Console <no-reply@localhost>'),
    /** Where the console's app picker opens GuardOS: by default the copy this server serves itself. */
    GUARD_APP_URL: z.string().default('/guardos/'),
    /**
     * Social sign-in: each provider is an OpenID Connect issuer found by discovery, and is on
     * only when both its client ID and secret are set. FACEBOOK_APP_ID is the older name of
     * FACEBOOK_CLIENT_ID. Apple's client secret is a JWT: a pasted one, or signed here from its key.
     */
    GOOGLE_ISSUER: z.url('GOOGLE_ISSUER: an issuer URL').default('https://accounts.google.com'),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    FACEBOOK_ISSUER: z.url('FACEBOOK_ISSUER: an issuer URL').default('https://www.facebook.com'),
    FACEBOOK_CLIENT_ID: z.string().optional(),
    FACEBOOK_APP_ID: z.string().optional(),
    FACEBOOK_CLIENT_SECRET: z.string().optional(),
    APPLE_ISSUER: z.url('APPLE_ISSUER: an issuer URL').default('https://appleid.apple.com'),
    APPLE_CLIENT_ID: z.string().optional(),
    APPLE_CLIENT_SECRET: z.string().optional(),
    /** Instead of APPLE_CLIENT_SECRET: the team, key ID and .p8 key the product signs secrets with. */
    APPLE_TEAM_ID: z.string().optional(),
    APPLE_KEY_ID: z.string().optional(),
    APPLE_PRIVATE_KEY: z.string().optional(),
    REDIS_URL: z.string().optional(),
    /**
     * Starts every Redis key and channel of this deployment, so deployments (or test servers)
     * sharing one Redis never hear each other's live messages or count each other's attempts.
     */
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'REDIS_PREFIX: 1-64 letters, digits, ":", "_" or "-"')
      .default('cc:'),
    /**
     * Whether this API instance also runs the durable jobs. Off when separate workers
     * (`node dist/worker.js`) run them, so API instances only answer requests.
     */
    RUN_JOBS: bool,
    /** A scraper's bearer token for Prometheus figures at /metrics; unset, there is no /metrics. */
    METRICS_TOKEN: z.string().min(24, 'METRICS_TOKEN: at least 24 characters').optional(),
    /** How often the job runner looks for due jobs (scheduled posts, imports). */
    JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    /**
     * How long a claimed job stays its runner's without a heartbeat (one every third of it):
     * after a worker dies mid-job, another takes the job over this long after the last beat.
     */
    JOB_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    GUARD_DIST: z.string().optional(),
    TRUST_PROXY: bool,
    /**
     * A bank's slip inquiry endpoint (billing/documents/slip-inquiry.ts). Unset, no slip is sent
     * anywhere: the verifier checks the amount alone.
     */
    BILLING_SLIP_INQUIRY_URL: z.url().optional(),
    /** Office alerts (notify-channel): LINE's Messaging API and Telegram's Bot API; tests point them at fakes. */
    LINE_API_BASE_URL: z.url('LINE_API_BASE_URL: a URL').default('https://api.line.me'),
    TELEGRAM_API_ROOT: z.url('TELEGRAM_API_ROOT: a URL').default('https://api.telegram.org'),
    /**
     * The AES-256-GCM key office-alert tokens are stored under: 32 bytes as base64 or hex. Unset,
     * a key file in DATA_DIR is made once (one machine); instances sharing a database need this.
     */
    NOTIFY_SECRET_KEY: z
      .string()
      .regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/, 'NOTIFY_SECRET_KEY: 32 bytes as hex or base64')
      .optional(),
    /** Lets webhook alerts reach private, loopback and link-local addresses (tests, an office LAN). */
    NOTIFY_ALLOW_PRIVATE_URLS: bool,
    /** The platform operator's token for HTTP-only operator calls (publishing an app version); unset, none. */
    OPERATOR_API_TOKEN: z.string().min(24, 'OPERATOR_API_TOKEN: at least 24 characters').optional(),
  })
  .refine((e) => !e.DATABASE_MIGRATION_URL || e.DATABASE_URL, {
    path: ['DATABASE_MIGRATION_URL'],
    message: 'DATABASE_MIGRATION_URL is the owner beside DATABASE_URL: set DATABASE_URL too',
  })
  .refine((e) => [e.APPLE_TEAM_ID, e.APPLE_KEY_ID, e.APPLE_PRIVATE_KEY].filter(Boolean).length % 3 === 0, {
    path: ['APPLE_PRIVATE_KEY'],
    message: 'APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY go together: set all three or none',
  })
  .refine((e) => !e.APPLE_PRIVATE_KEY || readableAppleKey(e.APPLE_PRIVATE_KEY), {
    path: ['APPLE_PRIVATE_KEY'],
    message: 'APPLE_PRIVATE_KEY must be the EC P-256 key (.p8 PEM) Apple issued',
  })
  .refine((e) => e.FILE_STORAGE !== 's3' || e.S3_BUCKET, {
    path: ['S3_BUCKET'],
    message: 'S3_BUCKET is required with FILE_STORAGE=s3',
  });

/** Every variable the API reads: a deployment file naming another has a typo in it. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export type Config = Omit<
  z.infer<typeof envSchema>,
  'SEED_DEMO' | 'TRUST_PROXY' | 'RUN_JOBS' | 'S3_FORCE_PATH_STYLE' | 'NOTIFY_ALLOW_PRIVATE_URLS'
> & {
  NOTIFY_ALLOW_PRIVATE_URLS: boolean;
  S3_FORCE_PATH_STYLE: boolean;
  SEED_DEMO: boolean;
  RUN_JOBS: boolean;
  TRUST_PROXY: boolean;
  PUBLIC_URL: string;
  WEB_DIST: string;
  GUARD_DIST: string;
};

/** Relative paths are taken from where the person ran npm, not from the workspace npm moved into. */
const fromInvocation = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    ...e,
    DATA_DIR: fromInvocation(e.DATA_DIR),
    // The demo is for the one-command product on the embedded database; a PostgreSQL server (or
    // a production start) gets it only when asked for by name.
    SEED_DEMO: e.SEED_DEMO ?? (!e.DATABASE_URL && e.NODE_ENV !== 'production'),
    TRUST_PROXY: e.TRUST_PROXY ?? false,
    RUN_JOBS: e.RUN_JOBS ?? true,
    NOTIFY_ALLOW_PRIVATE_URLS: e.NOTIFY_ALLOW_PRIVATE_URLS ?? false,
    // Self-hosted stores (MinIO, the tests' s3rver) answer path-style; AWS itself either way.
    S3_FORCE_PATH_STYLE: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
    PUBLIC_URL: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    WEB_DIST: e.WEB_DIST ? fromInvocation(e.WEB_DIST) : path.resolve(API_ROOT, '../web/dist'),
    GUARD_DIST: e.GUARD_DIST ? fromInvocation(e.GUARD_DIST) : path.resolve(API_ROOT, '../guard/dist'),
  };
}
