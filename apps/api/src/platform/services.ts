import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { AttemptLimiter } from './auth/attempt-limiter';
import type { JwtSigner } from './auth/jwt';
import type { Database } from './db/client';
import type { SharedReaders } from './feature/shared-readers';
import type { Files } from './files/files';
import type { JobRunner } from './jobs/job-runner';
import type { Mailer } from './mail/mailer';
import type { Notify, NotifyListener } from './notify/notify';
import type { PushService } from './push/push-service';
import type { Realtime } from './realtime/realtime';
import type { SmsSender } from './sms/sms-sender';
import type { AccessCache } from './tenancy/access-cache';
import type { AccessChanged } from './tenancy/access-change';
import type { CommunityRule } from './tenancy/guard';

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

type PreHandler = (request: FastifyRequest) => Promise<void>;

/** What every feature plugin is given: the platform's parts, built once in buildApp. */
export interface AppServices {
  config: Config;
  db: Database;
  jwt: JwtSigner;
  mailer: Mailer;
  /** Text messages (sms/sms-sender.ts): a delivery log in DATA_DIR unless a gateway is given. */
  sms: SmsSender;
  /** Uploaded files: private by default, signed links for reads (files/files.ts). */
  files: Files;
  /** Durable background jobs shared by all instances (platform/jobs/job-runner.ts). */
  jobs: JobRunner;
  /** Attempt counts, shared by all instances when REDIS_URL is set (auth/attempt-limiter.ts). */
  limits: {
    signIn: AttemptLimiter;
    passwordMail: AttemptLimiter;
    signUp: AttemptLimiter;
    identityCheck: AttemptLimiter;
    /** One-time codes sent to an identity a user adds, and the wrong codes typed for them. */
    identitySend: AttemptLimiter;
    identityCode: AttemptLimiter;
    /** Failed invitation-code redemptions. */
    redeem: AttemptLimiter;
    /** SMS codes sent to verify a phone number, per user. */
    phoneSend: AttemptLimiter;
  };
  /** Requires a valid bearer token; sets request.user. */
  authenticate: PreHandler;
  /** Requires membership of the request's communityID, and the rule's feature and permission. */
  requireCommunity(rule?: CommunityRule): PreHandler;
  /**
   * What this instance knows of memberships, roles, switches, matrices, usage status and live
   * sessions, and `changed`, which every write of those facts calls after it commits so that
   * every instance forgets them (tenancy/access-cache.ts).
   */
  access: { cache: AccessCache; changed: AccessChanged };
  /** Raises a notification: inbox, badge, live event and web push (see Notify). */
  notify: Notify;
  /** Hears every stored notification after it committed (a feature copying them elsewhere). */
  listenToNotify(listener: NotifyListener): void;
  /** Reads one area keeps and others show, composed in features/index.ts (no feature imports another). */
  readers: SharedReaders;
  /** Live events to open consoles on every instance; closeMemberSockets when a member leaves. */
  realtime: Realtime;
  /** Web push; its publicKey is what browsers subscribe with. */
  push: PushService;
}
