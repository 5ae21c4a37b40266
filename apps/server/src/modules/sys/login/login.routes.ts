import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTHENTICATED,
  loginRequestSchema,
  loginResultSchema,
  phoneLoginRequestSchema,
  PUBLIC,
  replySchema,
  selectTenantRequestSchema,
  userInfoResultSchema,
} from '@bus/contracts';
import { fieldError, forbidden } from '../../../lib/app-error';
import { ok } from '../../../lib/reply';
import { requestOrigin } from '../../../lib/request-origin';
import { consumeCaptcha } from '../captcha/captcha.service';
import { deleteSession, setSessionTenant } from '../session/session.service';
import { consumeSmsCode } from '../sms/sms.service';
import { findUserById, findUserByPhone, findUserByUsername, getUserTenants, toUserInfo } from '../user/user.service';
import { verifyAgainstDummy, verifyPassword } from '../../../lib/password';
import { assertNotLocked, assertUnknownNotLocked, recordLoginFailure, recordUnknownLoginFailure } from './lockout';
import { assertNotFrozen, completeLogin, writeLoginLog } from './login.service';

const WRONG_CREDENTIALS = '用户名或密码错误';
const WRONG_SMS_CODE = '短信验证码错误或已失效';

const loginRoutes: FastifyPluginAsyncZod<{ captchaEnabled: boolean }> = async (fastify, { captchaEnabled }) => {
  const { db } = fastify;

  fastify.post(
    '/sys/login',
    {
      config: { permission: PUBLIC },
      schema: { tags: ['session'], summary: '账号密码登录', body: loginRequestSchema, response: { 200: replySchema(loginResultSchema) } },
    },
    async (request) => {
      const now = fastify.now();
      const origin = requestOrigin(request);
      const { username, password, captcha, checkKey } = request.body;
      if (captchaEnabled) {
        if (!captcha) throw fieldError('captcha', '请输入验证码');
        const check = checkKey ? await consumeCaptcha(db, checkKey, captcha, now) : 'expired';
        if (check !== 'ok') {
          await writeLoginLog(db, now, origin, null, username, '登录失败：验证码错误');
          throw fieldError('captcha', check === 'expired' ? '验证码已失效' : '验证码错误');
        }
      }
      const user = await findUserByUsername(db, username);
      if (!user) {
        // the same work, answers and lock as for an account, so nothing tells that none exists
        await assertUnknownNotLocked(db, `user:${username}`, now);
        await verifyAgainstDummy(password);
        await writeLoginLog(db, now, origin, null, username, `登录失败：${WRONG_CREDENTIALS}`);
        await recordUnknownLoginFailure(db, `user:${username}`, now);
        throw fieldError('password', WRONG_CREDENTIALS);
      }
      assertNotLocked(user, now);
      if (!(await verifyPassword(user.passwordHash, password))) {
        await writeLoginLog(db, now, origin, user, username, `登录失败：${WRONG_CREDENTIALS}`);
        await recordLoginFailure(db, user.id, now);
        throw fieldError('password', WRONG_CREDENTIALS);
      }
      assertNotFrozen(user);
      return ok(await completeLogin({ db, now }, user, origin, 'password'), '登录成功');
    },
  );

  fastify.post(
    '/sys/phoneLogin',
    {
      config: { permission: PUBLIC },
      schema: { tags: ['session'], summary: '手机号短信登录', body: phoneLoginRequestSchema, response: { 200: replySchema(loginResultSchema) } },
    },
    async (request) => {
      const now = fastify.now();
      const origin = requestOrigin(request);
      const { mobile, captcha } = request.body;
      const user = await findUserByPhone(db, mobile);
      if (!user) {
        // as for an account: a code is consumed, the failure logged and counted toward a lock
        await assertUnknownNotLocked(db, `phone:${mobile}`, now);
        await consumeSmsCode(db, mobile, captcha, now);
        await writeLoginLog(db, now, origin, null, mobile, `登录失败：${WRONG_SMS_CODE}`);
        await recordUnknownLoginFailure(db, `phone:${mobile}`, now);
        throw fieldError('captcha', WRONG_SMS_CODE);
      }
      assertNotLocked(user, now);
      if (!(await consumeSmsCode(db, mobile, captcha, now))) {
        await writeLoginLog(db, now, origin, user, user.username, `登录失败：${WRONG_SMS_CODE}`);
        await recordLoginFailure(db, user.id, now);
        throw fieldError('captcha', WRONG_SMS_CODE);
      }
      assertNotFrozen(user);
      return ok(await completeLogin({ db, now }, user, origin, 'sms'), '登录成功');
    },
  );

  fastify.post(
    '/sys/logout',
    {
      config: { permission: AUTHENTICATED, allowedBeforePasswordChange: true, skipTenantCheck: true, skipOperationLog: true },
      schema: { tags: ['session'], summary: '退出登录', response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      const session = request.ctx.session;
      await deleteSession(db, session.sessionId);
      await writeLoginLog(db, fastify.now(), requestOrigin(request), { id: session.userId, username: session.username }, session.username, '退出成功！');
      return ok(null, '退出登录成功');
    },
  );

  fastify.post(
    '/sys/selectTenant',
    {
      // a user of two tenants chooses at sign-in, before setting a first password (issue 22)
      config: { permission: AUTHENTICATED, allowedBeforePasswordChange: true, skipTenantCheck: true },
      schema: { tags: ['session'], summary: '选择本次会话的租户', body: selectTenantRequestSchema, response: { 200: replySchema(userInfoResultSchema) } },
    },
    async (request) => {
      const session = request.ctx.session;
      const { tenantId } = request.body;
      const tenants = await getUserTenants(db, session.userId);
      if (!tenants.some((t) => t.id === tenantId)) throw forbidden('没有该租户的访问权限');
      await setSessionTenant(db, session.sessionId, tenantId);
      const user = await findUserById(db, session.userId);
      return ok({ userInfo: toUserInfo(user!, tenantId, session.signedInBy) }, '租户切换成功');
    },
  );
};

export default loginRoutes;
