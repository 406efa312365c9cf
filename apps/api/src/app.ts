import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { ALL_FEATURES, SHARED_READERS } from './features';
import { AttemptLimiter, attemptStoreFor } from './platform/auth/attempt-limiter';
import { bearerAuthenticator } from './platform/auth/authenticate';
import { JwtSigner } from './platform/auth/jwt';
import { settingOrCreate } from './platform/db/app-settings';
import type { Database } from './platform/db/client';
import { registerFeatures } from './platform/feature/register-features';
import { fileLinkSigner } from './platform/files/file-links';
import { fileRoute } from './platform/files/file-route';
import { createFiles } from './platform/files/files';
import { fileStorageFor } from './platform/files/storage-choice';
import { registerErrorHandler } from './platform/http/error-handler';
import { registerInputSafety } from './platform/http/input-safety';
import { requestLogFields } from './platform/http/log-redaction';
import { registerMetrics } from './platform/http/metrics';
import { readinessProbe } from './platform/http/readiness';
import { registerRequestContext } from './platform/http/request-context';
import { registerSecurityHeaders } from './platform/http/security';
import { registerStaticFiles } from './platform/http/static-files';
import { systemRoutes } from './platform/http/system-routes';
import { createJobRunner } from './platform/jobs/job-runner';
import { queuedSmtpMailer } from './platform/mail/mail-queue';
import { type Mailer, outboxMailer } from './platform/mail/mailer';
import { buildNotificationParts } from './platform/notify/notification-parts';
import type { AppServices } from './platform/services';
import { deliveryLogSms, type SmsSender, smsLogFile } from './platform/sms/sms-sender';
import { type AccessCacheOptions, connectedAccessCache } from './platform/tenancy/access-cache';
import { communityGuard } from './platform/tenancy/guard';
import { applyNewPermissionDefaults } from './platform/tenancy/role-defaults';
import { APP_VERSION } from './version';

export interface AppOptions {
  config: Config;
  db: Database;
  mailer?: Mailer;
  /** A gateway for text messages; the delivery log in DATA_DIR otherwise. */
  sms?: SmsSender;
  logger?: FastifyServerOptions['logger'];
  /** Where the configured JSON log goes instead of stdout (a test reading what is logged). */
  logStream?: NodeJS.WritableStream;
  /** Starts the attempt limits' Redis keys (default cc:attempts:); tests give each run its own. */
  attemptKeyPrefix?: string;
  /** The access cache's TTL and bounds (tests shorten them). */
  access?: AccessCacheOptions;
}

const FIFTEEN_MINUTES = 15 * 60_000;

/** The whole product as a Fastify instance that does not listen: server.ts listens, tests inject. */
export async function buildApp(opts: AppOptions) {
  const { config, db } = opts;
  const app = Fastify({
    logger: opts.logger ?? {
      level: config.LOG_LEVEL,
      serializers: { req: requestLogFields },
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerRequestContext(app);
  registerErrorHandler(app);
  registerInputSafety(app);
  await registerSecurityHeaders(app);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 5, fields: 50 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Community console API', version: APP_VERSION } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const secret =
    config.JWT_SECRET ??
    (await settingOrCreate(db, 'jwt_secret', () => randomBytes(48).toString('base64url')));
  const jwt = new JwtSigner(secret, config.ACCESS_TOKEN_TTL, config.OAUTH_CLIENT_ID);
  const fileStorage = fileStorageFor(config);
  const fileLinks = fileLinkSigner(secret);
  const caughtUp = await applyNewPermissionDefaults(db);
  if (caughtUp.length > 0) app.log.info({ permissions: caughtUp }, 'new default permissions granted');
  const notificationParts = await buildNotificationParts(app, config, db);
  const access = connectedAccessCache(db, notificationParts.realtime, app.log, opts.access);
  app.addHook('onClose', async () => access.close());
  const attempts = await attemptStoreFor({
    redisUrl: config.REDIS_URL,
    keyPrefix: opts.attemptKeyPrefix ?? `${config.REDIS_PREFIX}attempts:`,
    log: app.log,
  });
  const jobs = createJobRunner(db, { log: app.log, leaseMs: config.JOB_LEASE_MS });
  const services: AppServices = {
    config,
    db,
    jwt,
    mailer:
      opts.mailer ??
      (config.SMTP_URL
        ? queuedSmtpMailer(jobs, config.SMTP_URL, config.MAIL_FROM)
        : outboxMailer(path.join(config.DATA_DIR, 'outbox'), config.MAIL_FROM)),
    sms: opts.sms ?? deliveryLogSms(smsLogFile(config.DATA_DIR)),
    files: createFiles(fileStorage, fileLinks),
    jobs,
    limits: {
      signIn: new AttemptLimiter('sign-in', 10, FIFTEEN_MINUTES, attempts),
      passwordMail: new AttemptLimiter('password-mail', 5, FIFTEEN_MINUTES, attempts),
      signUp: new AttemptLimiter('sign-up', 10, FIFTEEN_MINUTES, attempts),
      identityCheck: new AttemptLimiter('identity-check', 60, 60_000, attempts),
      identitySend: new AttemptLimiter('identity-send', 5, FIFTEEN_MINUTES, attempts),
      identityCode: new AttemptLimiter('identity-code', 5, FIFTEEN_MINUTES, attempts),
      // Only failed redeems count: a lobby full of new residents on one network is not an attack.
      redeem: new AttemptLimiter('redeem', 20, FIFTEEN_MINUTES, attempts),
      phoneSend: new AttemptLimiter('phone-send', 3, FIFTEEN_MINUTES, attempts),
    },
    authenticate: bearerAuthenticator(db, jwt, access.cache),
    requireCommunity: (rule) => communityGuard(db, access.cache, rule),
    access: { cache: access.cache, changed: access.changed },
    readers: SHARED_READERS,
    ...notificationParts,
  };
  // Code outside the feature plugins (server.ts's operator route, tests' own routes) reaches
  // the same parts through the instance instead of building a second set.
  app.decorate('services', services);
  // Polling starts in server.ts (or a test); closing the app waits for the job in hand.
  app.addHook('onClose', () => services.jobs.stop());
  app.addHook('onClose', () => attempts.close());

  // Before any route, so its timing hook covers them all.
  registerMetrics(app, {
    db,
    liveSockets: () => notificationParts.realtime.localSockets,
    token: config.METRICS_TOKEN,
  });
  const readiness = readinessProbe({
    db,
    storage: fileStorage,
    fanOutConnected: config.REDIS_URL ? () => notificationParts.realtime.fanOutConnected : undefined,
  });
  await systemRoutes(app, services, readiness);
  await registerFeatures(app, services, ALL_FEATURES);
  await fileRoute(app, fileStorage, fileLinks);
  await registerStaticFiles(app, config.WEB_DIST, config.GUARD_DIST);
  return app;
}
