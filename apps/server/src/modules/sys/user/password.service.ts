import { eq } from 'drizzle-orm';
import { isStrongPassword, PASSWORD_POLICY_MESSAGE, type UpdatePasswordRequest } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { fieldError, forbidden } from '../../../lib/app-error';
import { hashPassword, verifyPassword } from '../../../lib/password';
import { deleteOtherSessions } from '../session/session.service';
import type { SessionContext } from '../../../types';
import { findUserById } from './user.service';
import { sysUser } from './user.table';

/**
 * The signed-in user replaces their password. Every other session of the user ends at once;
 * the one making the change survives so the user stays signed in.
 *
 * A session opened with an SMS code has proven the user as a password would, and the seeded and
 * imported users have no password anyone knows: such a session sets one without the old one
 * (issue 22). A session opened with a password still gives the old one, so a desk left signed in
 * does not hand the account over. Which it is comes from the server's session row, never the request.
 */
export async function updateOwnPassword(db: Database, session: SessionContext, input: UpdatePasswordRequest, now: Date) {
  if (input.username !== session.username) throw forbidden('只能修改当前登录用户的密码');
  const user = await findUserById(db, session.userId);
  if (!user) throw forbidden('只能修改当前登录用户的密码');
  const provenBySms = session.signedInBy === 'sms';
  if (!provenBySms) {
    if (!input.oldpassword) throw fieldError('oldpassword', '请输入旧密码!');
    if (!(await verifyPassword(user.passwordHash, input.oldpassword))) throw fieldError('oldpassword', '旧密码输入错误');
  }
  if (input.password !== input.confirmpassword) throw fieldError('confirmpassword', '两次输入的密码不一样！');
  if (!isStrongPassword(input.password)) throw fieldError('password', PASSWORD_POLICY_MESSAGE);
  // without an old one typed, the stored one is compared: a password an administrator gave out stays unusable
  const unchanged = provenBySms ? await verifyPassword(user.passwordHash, input.password) : input.password === input.oldpassword;
  if (unchanged) throw fieldError('password', '新密码不能与旧密码相同');
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx
      .update(sysUser)
      .set({ passwordHash, mustChangePassword: false, updateBy: session.username, updateTime: now })
      .where(eq(sysUser.id, session.userId));
    await deleteOtherSessions(tx, session.userId, session.sessionId);
  });
}
