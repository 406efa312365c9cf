import { sessionOps } from '@cc/contracts/session';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertAcceptablePassword, hashPassword } from '../../platform/auth/passwords';
import { hashSecret, newSecret } from '../../platform/auth/secrets';
import { revokeUserSessions } from '../../platform/auth/sessions';
import { oneTimeTokens, users } from '../../platform/auth/tables';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { announceAccessChange } from '../../platform/tenancy/access-change';
import { badRequest } from './refusals';
import { signUp } from './sign-up';

const RESET_LINK_MINUTES = 60;

export async function passwordRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, sessionOps.signup, ['account']),
    handler: async (request) => {
      await s.limits.signUp.check(request.ip);
      await s.limits.signUp.hit(request.ip);
      const { created, answer } = await signUp(s, request.body);
      request.log.info({ email: request.body.email, created }, 'sign-up');
      return answer;
    },
  });

  r.route({
    ...guardedRoute(s, sessionOps.forgotPassword, ['account']),
    handler: async (request) => {
      const { email } = request.body;
      const key = `${email}|${request.ip}`;
      await s.limits.passwordMail.check(key);
      await s.limits.passwordMail.hit(key);
      const [user] = await s.db.select().from(users).where(eq(users.email, email));
      // The same answer whether or not the account exists, so the form cannot list our users;
      // the link's secret is made and hashed either way, so both take the same work up to here.
      const token = newSecret();
      const tokenHash = hashSecret(token);
      if (!user) return { isSuccess: true as const };
      await s.db.insert(oneTimeTokens).values({
        tokenHash,
        purpose: 'PASSWORD_RESET',
        userId: user.id,
        expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
      });
      const link = `${s.config.PUBLIC_URL}/resetpassword?token=${token}`;
      await s.mailer.send({
        to: user.email,
        subject: 'ตั้งรหัสผ่านใหม่ / Reset your password',
        text: `สวัสดีคุณ ${user.firstname}\n\nตั้งรหัสผ่านใหม่ได้ที่ลิงก์นี้ภายใน ${RESET_LINK_MINUTES} นาที:\n${link}\n\nReset your password within ${RESET_LINK_MINUTES} minutes at:\n${link}\n\nถ้าคุณไม่ได้ขอ ไม่ต้องทำอะไร / If you did not ask for this, ignore this e-mail.`,
      });
      request.log.info({ userId: user.id }, 'password reset mailed');
      return { isSuccess: true as const };
    },
  });

  r.route({
    ...guardedRoute(s, sessionOps.resetPassword, ['account']),
    handler: async (request) => {
      const { token, password } = request.body;
      const hash = hashSecret(token);
      const userId = await s.db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(oneTimeTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(oneTimeTokens.tokenHash, hash),
              eq(oneTimeTokens.purpose, 'PASSWORD_RESET'),
              isNull(oneTimeTokens.usedAt),
              gt(oneTimeTokens.expiresAt, new Date()),
            ),
          )
          .returning();
        if (!claimed) throw badRequest('INVALID_RESET_TOKEN');
        const [user] = await tx.select().from(users).where(eq(users.id, claimed.userId));
        assertAcceptablePassword(password, user!.email);
        await tx
          .update(users)
          .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
          .where(eq(users.id, claimed.userId));
        // Older links in the mailbox must not reset it again (say, after the mailbox leaked).
        await tx
          .update(oneTimeTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(oneTimeTokens.userId, claimed.userId),
              eq(oneTimeTokens.purpose, 'PASSWORD_RESET'),
              isNull(oneTimeTokens.usedAt),
            ),
          );
        // A new password ends every sign-in made with the old one.
        await revokeUserSessions(tx, claimed.userId, 'password reset');
        return claimed.userId;
      });
      // Committed: the ended sessions' access tokens stop at once on every instance.
      await announceAccessChange(s.db, { userId });
      return { isSuccess: true as const };
    },
  });
}
