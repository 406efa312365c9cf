import type { signupSchema } from '@cc/contracts/session';
import type { z } from 'zod';
import { assertAcceptablePassword, hashPassword } from '../../platform/auth/passwords';
import { users } from '../../platform/auth/tables';
import type { AppServices } from '../../platform/services';

/**
 * Creates an account. A new address and one that already has an account get the same answer
 * after the same work (the password hashed, one insert tried, one mail sent): the new owner is
 * welcomed, the existing one told someone tried (and how to reset the password if it was them),
 * so the form cannot be used to list who has an account.
 */
export async function signUp(s: AppServices, input: z.infer<typeof signupSchema>) {
  const { email, password, firstname, lastname, mobile } = input;
  assertAcceptablePassword(password, email);
  const passwordHash = await hashPassword(password);
  const [created] = await s.db
    .insert(users)
    .values({ email, passwordHash, firstname, lastname, mobile: mobile ?? null })
    .onConflictDoNothing()
    .returning({ id: users.id });
  await s.mailer.send(created ? welcomeMail(s, email, firstname) : alreadyRegisteredMail(s, email));
  return { created: Boolean(created), answer: { isSuccess: true as const, data: { userID: email } } };
}

const welcomeMail = (s: AppServices, to: string, firstname: string) => ({
  to,
  subject: 'ยินดีต้อนรับ / Welcome',
  text: `สวัสดีคุณ ${firstname}\n\nบัญชีของคุณพร้อมใช้แล้ว เข้าสู่ระบบได้ที่ ${s.config.PUBLIC_URL}/signin\n\nYour account is ready. Sign in at ${s.config.PUBLIC_URL}/signin`,
});

const alreadyRegisteredMail = (s: AppServices, to: string) => ({
  to,
  subject: 'มีบัญชีอยู่แล้ว / You already have an account',
  text: `มีผู้พยายามสมัครด้วยอีเมลนี้ แต่อีเมลนี้มีบัญชีอยู่แล้ว ถ้าเป็นคุณและลืมรหัสผ่าน ตั้งใหม่ได้ที่ ${s.config.PUBLIC_URL}/forgotpassword\nถ้าไม่ใช่คุณ ไม่ต้องทำอะไร\n\nSomeone tried to sign up with this e-mail, which already has an account. If it was you and you forgot your password, reset it at ${s.config.PUBLIC_URL}/forgotpassword\nIf it was not you, ignore this e-mail.`,
});
