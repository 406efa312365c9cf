import { COMMUNITY_TYPES, FEATURE_ENUMS, PERMISSION_KEYS } from '@cc/contracts/features';
import { notificationMessageSchema } from '@cc/contracts/notification';
import { ACTIONS, type Permission, ROLES } from '@cc/contracts/roles';
import { emailSchema, passwordSchema } from '@cc/contracts/session';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ALL_FEATURES } from '../features';
import { recordAudit } from '../platform/audit/record-audit';
import { assertAcceptablePassword, hashPassword } from '../platform/auth/passwords';
import { setUserDisabled } from '../platform/auth/sessions';
import { users } from '../platform/auth/tables';
import { acrossCommunities } from '../platform/db/across-communities';
import type { Database, Executor } from '../platform/db/client';
import { type Command, command, type OperatorContext } from '../platform/feature/operator-command';
import { announceAccessChange } from '../platform/tenancy/access-change';
import {
  addMember,
  assertCommunityExists,
  createCommunity,
  setFeature,
} from '../platform/tenancy/community-setup';
import { setPermission } from '../platform/tenancy/permissions';
import { communities } from '../platform/tenancy/tables';
import { badRequest, notFound } from './refusals';

export type { OperatorContext } from '../platform/feature/operator-command';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

async function userIdByEmail(db: Executor, email: string) {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  if (!u) throw notFound('NO_USER_WITH_EMAIL', { email });
  return u.id;
}

/** What the platform operator can do beyond what the features bring (see OPERATOR_COMMANDS). */
const PLATFORM_COMMANDS = {
  'create-community': command({
    summary: 'create-community --name <name> --type CONDO|VILLAGE [--id <id>] [--address <text>]',
    args: z.object({
      name: z.string().min(1),
      type: z.enum(COMMUNITY_TYPES),
      id: z.string().optional(),
      address: z.string().optional(),
    }),
    async run(db, a) {
      const communityID = await createCommunity(db, a);
      await recordAudit(db, {
        communityId: communityID,
        actor: 'operator',
        action: 'community.create',
        after: a,
      });
      return { communityID };
    },
  }),
  'list-communities': command({
    summary: 'list-communities',
    args: z.object({}),
    run: (db) =>
      db
        .select({
          communityID: communities.id,
          name: communities.name,
          type: communities.type,
          usageStatus: communities.usageStatus,
        })
        .from(communities)
        .orderBy(asc(communities.name)),
  }),
  'create-user': command({
    summary: 'create-user --email <e-mail> --password <password> [--firstname <name>] [--lastname <name>]',
    args: z.object({
      email: emailSchema,
      password: passwordSchema,
      firstname: z.string().default(''),
      lastname: z.string().default(''),
    }),
    async run(db, a) {
      assertAcceptablePassword(a.password, a.email);
      const [created] = await db
        .insert(users)
        .values({
          email: a.email,
          passwordHash: await hashPassword(a.password),
          firstname: a.firstname,
          lastname: a.lastname,
        })
        .onConflictDoNothing()
        .returning({ userID: users.email });
      if (!created) throw badRequest('USER_EXISTS', { email: a.email });
      await recordAudit(db, { actor: 'operator', action: 'user.create', target: a.email });
      return created;
    },
  }),
  'set-user-disabled': command({
    summary: 'set-user-disabled --email <e-mail> --disabled true|false',
    args: z.object({ email: z.string().min(1), disabled: flag }),
    // The arguments name an e-mail, not the user's id: every instance forgets everything it
    // cached, which a rare operator command can afford.
    changesAccess: () => ({}),
    async run(db, a) {
      const userId = await userIdByEmail(db, a.email);
      // Disabling ends every session too: the user's tokens stop working on their next request.
      await setUserDisabled(db, userId, a.disabled);
      await recordAudit(db, {
        actor: 'operator',
        action: a.disabled ? 'user.disable' : 'user.enable',
        target: a.email.toLowerCase(),
      });
      return { userID: a.email.toLowerCase(), disabled: a.disabled };
    },
  }),
  'add-member': command({
    summary: `add-member --community <communityID> --email <e-mail> --role ${ROLES.join('|')}`,
    args: z.object({ community: z.string().min(1), email: z.string().min(1), role: z.enum(ROLES) }),
    changesAccess: (a) => ({ communityId: a.community }),
    async run(db, a) {
      await assertCommunityExists(db, a.community);
      const userId = await userIdByEmail(db, a.email);
      await addMember(db, a.community, userId, a.role);
      await recordAudit(db, {
        communityId: a.community,
        actor: 'operator',
        action: 'member.add',
        target: a.email,
        after: { role: a.role },
      });
      return { communityID: a.community, userID: a.email, role: a.role };
    },
  }),
  'set-feature': command({
    summary:
      'set-feature --community <communityID> --feature <FEATURE_ENUM> --enable true|false [--visible true|false]',
    args: z.object({
      community: z.string().min(1),
      feature: z.enum(FEATURE_ENUMS),
      enable: flag,
      visible: flag.optional(),
    }),
    changesAccess: (a) => ({ communityId: a.community }),
    async run(db, a) {
      await assertCommunityExists(db, a.community);
      await setFeature(db, a.community, a.feature, a.enable, a.visible ?? a.enable);
      await recordAudit(db, {
        communityId: a.community,
        actor: 'operator',
        action: 'feature.set',
        target: a.feature,
        after: a,
      });
      return {
        communityID: a.community,
        featureEnum: a.feature,
        isEnable: a.enable,
        isVisible: a.visible ?? a.enable,
      };
    },
  }),
  'set-usage-status': command({
    summary: 'set-usage-status --community <communityID> --status ACTIVE|SYSTEM_OFF',
    args: z.object({ community: z.string().min(1), status: z.enum(['ACTIVE', 'SYSTEM_OFF']) }),
    changesAccess: (a) => ({ communityId: a.community }),
    async run(db, a) {
      await assertCommunityExists(db, a.community);
      await db.update(communities).set({ usageStatus: a.status }).where(eq(communities.id, a.community));
      await recordAudit(db, {
        communityId: a.community,
        actor: 'operator',
        action: 'usage.set',
        after: { status: a.status },
      });
      return { communityID: a.community, status: a.status };
    },
  }),
  'set-permission': command({
    summary: `set-permission --community <communityID> --role ${ROLES.join('|')} --permission <FEATURE_ENUM|LOS_SERVICES>:read|write|approve --grant true|false`,
    args: z.object({
      community: z.string().min(1),
      role: z.enum(ROLES),
      permission: z.enum(
        PERMISSION_KEYS.flatMap((f) => ACTIONS.map((a) => `${f}:${a}` as Permission)) as [Permission],
      ),
      grant: flag,
    }),
    changesAccess: (a) => ({ communityId: a.community }),
    async run(db, a) {
      await assertCommunityExists(db, a.community);
      await setPermission(db, a.community, a.role, a.permission, a.grant);
      await recordAudit(db, {
        communityId: a.community,
        actor: 'operator',
        action: 'permission.set',
        target: `${a.role} ${a.permission}`,
        after: { granted: a.grant },
      });
      return { communityID: a.community, role: a.role, permission: a.permission, granted: a.grant };
    },
  }),
  notify: command({
    summary: 'notify --community <communityID> --title <title> --body <text> --feature <FEATURE_ENUM>',
    args: z.object({
      community: z.string().min(1),
      title: notificationMessageSchema.shape.title,
      body: notificationMessageSchema.shape.body,
      feature: z.enum(FEATURE_ENUMS),
    }),
    // Stored in notify's own transaction, then published and pushed: a sent message cannot be
    // rolled back, so its audit row follows it instead of sharing one transaction with it.
    ownTransaction: true,
    async run(db, a, ctx) {
      await assertCommunityExists(db, a.community);
      if (!ctx.notify) throw new Error('notify needs the notification service');
      const sent = await ctx.notify(
        a.community,
        { kind: 'staff' },
        { title: a.title, body: a.body, featureEnum: a.feature },
      );
      await acrossCommunities(db as Database, 'operator', (tx) =>
        recordAudit(tx, {
          communityId: a.community,
          actor: 'operator',
          action: 'notification.send',
          target: a.feature,
          after: { title: a.title, notificationID: sent.notificationID, recipients: sent.recipients },
        }),
      );
      return {
        communityID: a.community,
        notificationID: sent.notificationID,
        recipients: sent.recipients,
        pushed: await sent.pushed,
      };
    },
  }),
} as const;

/**
 * Every operator command: the platform's, then each feature's own (news-update brings its
 * news commands). The CLI and the running server share this one table; two commands with one
 * name would leave one unreachable, so that is refused at load.
 */
export const OPERATOR_COMMANDS: Readonly<Record<string, Command<z.ZodType>>> = composeCommands();

function composeCommands() {
  const all: Record<string, Command<z.ZodType>> = { ...PLATFORM_COMMANDS };
  for (const feature of ALL_FEATURES) {
    for (const [name, cmd] of Object.entries(feature.operatorCommands ?? {})) {
      if (name in all) throw new Error(`Operator command ${name} is declared twice (${feature.key})`);
      all[name] = cmd;
    }
  }
  return all;
}

export async function runOperatorCommand(
  db: Database,
  name: string,
  rawArgs: Record<string, string>,
  ctx: OperatorContext = {},
) {
  const cmd = Object.hasOwn(OPERATOR_COMMANDS, name) ? OPERATOR_COMMANDS[name] : undefined;
  if (!cmd)
    throw badRequest('UNKNOWN_COMMAND', { name, commands: Object.keys(OPERATOR_COMMANDS).join(', ') });
  const parsed = cmd.args.safeParse(rawArgs);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; ');
    throw badRequest('BAD_ARGUMENTS', { problems, usage: cmd.summary });
  }
  // One transaction per command: a change and its audit row are written together or not at all.
  // The operator works across communities by definition: the one blanket path, named as such.
  const result = await (cmd.ownTransaction
    ? cmd.run(db, parsed.data, ctx)
    : acrossCommunities(db, 'operator', (tx) => cmd.run(tx, parsed.data, ctx)));
  // Committed: now no instance may go on trusting what it cached (the server's own included).
  if (cmd.changesAccess) await announceAccessChange(db, cmd.changesAccess(parsed.data));
  return result;
}
