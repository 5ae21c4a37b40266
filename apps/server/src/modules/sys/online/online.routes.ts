import { and, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMS, forceLogoutSchema, onlineSessionSchema, onlineUserResource, pageResultSchema, replySchema, listQuerySchema } from '@bus/contracts';
import { AppError, fieldError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { defineList, fieldsOf, runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { BUS_CHANNELS } from '../../../plugins/event-bus';
import { LOG_TYPE_OPERATION, writeLog } from '../log/log.service';
import { deleteSession } from '../session/session.service';
import { sysSession } from '../session/session.table';
import { sysUser } from '../user/user.table';

const tags = ['online'];

const onlineList = defineList({
  name: 'sys_session',
  table: sysSession,
  fields: fieldsOf(onlineUserResource.fields, {
    username: sysUser.username,
    realname: sysUser.realname,
    ip: sysSession.ip,
    loginTime: sysSession.createTime,
    lastSeenTime: sysSession.lastSeenTime,
  }),
  defaultSort: onlineUserResource.defaultSort,
  tieBreaker: sysSession.id,
  tenantColumn: sysSession.tenantId,
});

/** Live sessions of the tenant and force logout (system:onlineUser:*). Tokens never leave the server. */
const onlineRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/sys/online/list',
    {
      config: { permission: PERMS.system.onlineUser.list },
      schema: { tags, summary: '在线用户', querystring: listQuerySchema, response: { 200: replySchema(pageResultSchema(onlineSessionSchema)) } },
    },
    async (request) => {
      const context = request.ctx;
      const { session, now } = context;
      const columns = {
        sessionId: sysSession.id,
        userId: sysSession.userId,
        username: sysUser.username,
        realname: sysUser.realname,
        avatar: sysUser.avatar,
        ip: sysSession.ip,
        userAgent: sysSession.userAgent,
        loginTime: sysSession.createTime,
        lastSeenTime: sysSession.lastSeenTime,
      };
      const join = eq(sysUser.id, sysSession.userId);
      const page = await runList(onlineList, request.query, context, {
        baseWhere: [gt(sysSession.expiresAt, now)],
        select: (p) =>
          db
            .select(columns)
            .from(sysSession)
            .innerJoin(sysUser, join)
            .where(p.where)
            .orderBy(...p.orderBy)
            .limit(p.limit)
            .offset(p.offset),
        count: (where) => db.$count(db.select({ id: sysSession.id }).from(sysSession).innerJoin(sysUser, join).where(where).as('c')),
      });
      return ok({
        ...page,
        records: page.records.map((r) => ({
          ...r,
          loginTime: formatDateTime(r.loginTime)!,
          lastSeenTime: formatDateTime(r.lastSeenTime)!,
          current: r.sessionId === session.sessionId,
        })),
      });
    },
  );

  fastify.post(
    '/sys/online/forceLogout',
    {
      config: { permission: PERMS.system.onlineUser.force_logout, skipOperationLog: true },
      schema: { tags, summary: '强制退出', body: forceLogoutSchema, response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      const session = request.ctx.session;
      const now = fastify.now();
      const { sessionId } = request.body;
      if (sessionId === session.sessionId) throw fieldError('sessionId', '不能强制退出自己当前的会话，请使用“退出登录”');
      const [target] = await db
        .select({ id: sysSession.id, userId: sysSession.userId, username: sysUser.username })
        .from(sysSession)
        .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
        .where(and(eq(sysSession.id, sessionId), eq(sysSession.tenantId, session.tenantId), gt(sysSession.expiresAt, now)));
      if (!target) throw new AppError(404, '该会话已结束或不存在');
      await deleteSession(db, target.id);
      await fastify.bus.publish(BUS_CHANNELS.sessionEnded, { sessionIds: [target.id] });
      await writeLog(db, {
        logType: LOG_TYPE_OPERATION,
        content: `强制退出用户 ${target.username} 的会话`,
        userId: session.userId,
        username: session.username,
        ip: request.ip,
        method: request.method,
        url: request.routeOptions.url ?? request.url,
        status: 200,
        costMs: 0,
        createTime: now,
      });
      return ok(null, `已强制退出 ${target.username}`);
    },
  );
};

export default onlineRoutes;
