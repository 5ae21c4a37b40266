/**
 * The signed-in user's own account: profile, live sessions, notification preferences and
 * phone/email binding. Every route is AUTHENTICATED and acts only on the session's own user:
 * no route takes a user id.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_EMAIL_MESSAGE,
  ACCOUNT_EMAIL_PATTERN,
  AUTHENTICATED,
  bindEmailSchema,
  bindPhoneSchema,
  bindPhoneSmsSchema,
  editSelfSchema,
  MESSAGES,
  MOBILE_PATTERN,
  mySessionSchema,
  notifySettingSchema,
  replySchema,
  selfProfileSchema,
} from '@bus/contracts';
import { fieldError } from '../../../lib/app-error';
import { ok } from '../../../lib/reply';
import type { TestCodes } from '../../../lib/test-codes';
import { BUS_CHANNELS } from '../../../plugins/event-bus';
import type { SmsSender } from '../sms/sms-sender';
import { consumeSmsCode, issueSmsCode } from '../sms/sms.service';
import {
  assertPhoneFree,
  editSelf,
  endOwnSession,
  getNotifySetting,
  getSelfProfile,
  listOwnSessions,
  saveNotifySetting,
  setOwnContact,
} from './account.service';

const own = { permission: AUTHENTICATED } as const;
const tags = ['account'];

const accountRoutes: FastifyPluginAsyncZod<{ sender: SmsSender; testCodes: TestCodes | null }> = async (fastify, { sender, testCodes }) => {
  const { db } = fastify;

  fastify.get(
    '/sys/user/getUserSelf',
    { config: own, schema: { tags, summary: '本人资料（含部门、角色、职务）', response: { 200: replySchema(selfProfileSchema) } } },
    async (request) => ok(await getSelfProfile(db, request.ctx.session)),
  );

  fastify.put(
    '/sys/user/editSelf',
    { config: own, schema: { tags, summary: '修改本人资料', body: editSelfSchema, response: { 200: replySchema(selfProfileSchema) } } },
    async (request) => {
      const session = request.ctx.session;
      await editSelf(db, session, request.body, fastify.now());
      return ok(await getSelfProfile(db, session), '保存成功');
    },
  );

  fastify.get(
    '/sys/user/mySessions',
    { config: own, schema: { tags, summary: '本人的在线会话', response: { 200: replySchema(z.array(mySessionSchema)) } } },
    async (request) => ok(await listOwnSessions(db, request.ctx.session, fastify.now())),
  );

  fastify.delete(
    '/sys/user/mySessions',
    {
      config: own,
      schema: { tags, summary: '下线本人的另一个会话', querystring: z.object({ sessionId: z.string().min(1) }), response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      const session = request.ctx.session;
      await endOwnSession(db, session, request.query.sessionId);
      await fastify.bus.publish(BUS_CHANNELS.sessionEnded, { userId: session.userId, sessionIds: [request.query.sessionId] });
      return ok(null, '已下线该会话');
    },
  );

  fastify.get(
    '/sys/user/notifySetting',
    { config: own, schema: { tags, summary: '本人的消息通知设置', response: { 200: replySchema(notifySettingSchema) } } },
    async (request) => ok(await getNotifySetting(db, request.ctx.session.userId)),
  );

  fastify.put(
    '/sys/user/notifySetting',
    { config: own, schema: { tags, summary: '保存本人的消息通知设置', body: notifySettingSchema, response: { 200: replySchema(notifySettingSchema) } } },
    async (request) => ok(await saveNotifySetting(db, request.ctx.session, request.body, fastify.now()), '保存成功'),
  );

  fastify.post(
    '/sys/user/bindPhoneSms',
    { config: own, schema: { tags, summary: '发送绑定手机号的短信验证码', body: bindPhoneSmsSchema, response: { 200: replySchema(z.null()) } } },
    async (request) => {
      const session = request.ctx.session;
      const { phone } = request.body;
      if (!MOBILE_PATTERN.test(phone)) throw fieldError('phone', MESSAGES.mobile);
      await assertPhoneFree(db, phone, session.userId);
      const code = await issueSmsCode({ db, sender, now: fastify.now() }, phone);
      testCodes?.sms.set(phone, code);
      return ok(null, '短信验证码已发送');
    },
  );

  fastify.put(
    '/sys/user/bindPhone',
    { config: own, schema: { tags, summary: '用短信验证码绑定手机号', body: bindPhoneSchema, response: { 200: replySchema(selfProfileSchema) } } },
    async (request) => {
      const session = request.ctx.session;
      const { phone, captcha } = request.body;
      if (!MOBILE_PATTERN.test(phone)) throw fieldError('phone', MESSAGES.mobile);
      await assertPhoneFree(db, phone, session.userId);
      if (!(await consumeSmsCode(db, phone, captcha, fastify.now()))) throw fieldError('captcha', '短信验证码错误或已过期');
      await setOwnContact(db, session, { phone }, fastify.now());
      return ok(await getSelfProfile(db, session), '手机号绑定成功');
    },
  );

  fastify.put(
    '/sys/user/bindEmail',
    { config: own, schema: { tags, summary: '绑定邮箱', body: bindEmailSchema, response: { 200: replySchema(selfProfileSchema) } } },
    async (request) => {
      const session = request.ctx.session;
      if (!ACCOUNT_EMAIL_PATTERN.test(request.body.email)) throw fieldError('email', ACCOUNT_EMAIL_MESSAGE);
      await setOwnContact(db, session, { email: request.body.email }, fastify.now());
      return ok(await getSelfProfile(db, session), '邮箱绑定成功');
    },
  );
};

export default accountRoutes;
