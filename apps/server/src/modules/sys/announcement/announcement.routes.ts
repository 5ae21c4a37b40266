import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  announcementListByUserSchema,
  announcementRecordSchema,
  AUTHENTICATED,
  myAnnouncementResource,
  myAnnouncementSchema,
  routeOf,
  pageResultSchema,
  replySchema,
  PERMS,
  listQuerySchema,
} from '@bus/contracts';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { recordOf } from '../../../lib/resource-kit';
import { BUS_CHANNELS } from '../../../plugins/event-bus';
import { userHasPermission } from '../permission/permission.service';
import { joinAnnouncement, myAnnouncementList } from './announcement.list';
import {
  announcementKit,
  canRead,
  findAnnouncement,
  listUnreadForUser,
  markAllRead,
  markRead,
  releaseAnnouncement,
  revokeAnnouncement,
  type AnnouncementRow,
} from './announcement.service';
import { sysAnnouncement, sysAnnouncementSend } from './announcement.table';

const tags = ['announcement'];
const idQuery = z.object({ id: z.string().min(1, '缺少 id') });

/** Announcement admin (the kit's routes, publish and revoke) and each user's own messages (AUTHENTICATED). */
const announcementRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  /** Tells every live channel (on every node) that a message arrived or went away. */
  async function announce(row: AnnouncementRow, userIds: string[]) {
    if (row.msgType === 'ALL') {
      await fastify.bus.publish(BUS_CHANNELS.announcement, { cmd: 'topic', msgId: row.id, msgTxt: row.titile, tenantId: row.tenantId });
    } else {
      for (const userId of userIds) {
        await fastify.bus.publish(BUS_CHANNELS.announcement, { cmd: 'user', userId, msgId: row.id, msgTxt: row.titile });
      }
    }
  }

  await fastify.register(announcementKit.routes);

  // AUTHENTICATED: a recipient opens a message; the handler checks it was published to them.
  fastify.get(
    '/sys/annountCement/queryById',
    {
      config: { permission: AUTHENTICATED },
      schema: { tags, summary: '通告详情', querystring: idQuery, response: { 200: replySchema(announcementRecordSchema) } },
    },
    async (request) => {
      const session = request.ctx.session;
      const row = await findAnnouncement(db, request.ctx, request.query.id);
      const isAdmin = await userHasPermission(db, session.userId, PERMS.system.announcement.list);
      if (!(await canRead(db, session, row, isAdmin))) throw new AppError(404, '通告不存在');
      return ok(recordOf(row));
    },
  );

  fastify.get(
    '/sys/annountCement/doReleaseData',
    {
      config: { permission: PERMS.system.announcement.release },
      schema: { tags, summary: '发布通告', querystring: idQuery, response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      const { row, userIds } = await releaseAnnouncement(request.ctx, request.query.id);
      await announce(row, userIds);
      return ok(null, '该系统通知发布成功');
    },
  );

  fastify.get(
    '/sys/annountCement/doReovkeData',
    {
      config: { permission: PERMS.system.announcement.revoke },
      schema: { tags, summary: '撤销通告', querystring: idQuery, response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      const row = await revokeAnnouncement(request.ctx, request.query.id);
      await fastify.bus.publish(BUS_CHANNELS.announcement, { cmd: 'revoke', msgId: row.id, tenantId: row.tenantId });
      return ok(null, '该系统通知撤销成功');
    },
  );

  // AUTHENTICATED: the bell of the signed-in user, only their own unread messages.
  fastify.get(
    '/sys/annountCement/listByUser',
    {
      config: { permission: AUTHENTICATED },
      schema: { tags, summary: '当前用户的通知公告与系统消息', response: { 200: replySchema(announcementListByUserSchema) } },
    },
    async (request) => ok(await listUnreadForUser(db, request.ctx.session, fastify.now())),
  );

  // AUTHENTICATED: marks the caller's own send row read.
  fastify.put(
    '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
    {
      config: { permission: AUTHENTICATED },
      schema: {
        tags,
        summary: '标记本人消息已读',
        querystring: z.object({ anntId: z.string().min(1, '缺少 anntId') }),
        response: { 200: replySchema(z.null()) },
      },
    },
    async (request) => {
      const session = request.ctx.session;
      const matched = await markRead(db, session.userId, request.query.anntId, fastify.now());
      if (!matched) throw new AppError(404, '消息不存在');
      return ok(null);
    },
  );

  // AUTHENTICATED: marks all of the caller's own messages read.
  fastify.put(
    '/sys/sysAnnouncementSend/readAll',
    {
      config: { permission: AUTHENTICATED },
      schema: { tags, summary: '本人消息全部标记已读', response: { 200: replySchema(z.object({ count: z.number() })) } },
    },
    async (request) => {
      const count = await markAllRead(db, request.ctx.session, fastify.now());
      return ok({ count }, '全部标记已读');
    },
  );

  // the caller's own messages (我的消息: myAnnouncementResource, any signed-in user's)
  fastify.get(
    routeOf(myAnnouncementResource, 'list'),
    {
      config: { permission: myAnnouncementResource.permissions.list },
      schema: { tags, summary: '我的消息', querystring: listQuerySchema, response: { 200: replySchema(pageResultSchema(myAnnouncementSchema)) } },
    },
    async (request) => {
      const session = request.ctx.session;
      const columns = {
        id: sysAnnouncementSend.id,
        anntId: sysAnnouncementSend.anntId,
        readFlag: sysAnnouncementSend.readFlag,
        readTime: sysAnnouncementSend.readTime,
        titile: sysAnnouncement.titile,
        msgContent: sysAnnouncement.msgContent,
        sender: sysAnnouncement.sender,
        priority: sysAnnouncement.priority,
        msgCategory: sysAnnouncement.msgCategory,
        sendTime: sysAnnouncement.sendTime,
        openType: sysAnnouncement.openType,
        openPage: sysAnnouncement.openPage,
      };
      const mine = and(eq(sysAnnouncementSend.userId, session.userId), eq(sysAnnouncement.delFlag, 0), eq(sysAnnouncement.sendStatus, '1'));
      const page = await runList(myAnnouncementList, request.query, request.ctx, {
        baseWhere: [mine],
        select: (p) =>
          db
            .select(columns)
            .from(sysAnnouncementSend)
            .innerJoin(sysAnnouncement, joinAnnouncement)
            .where(p.where)
            .orderBy(...p.orderBy)
            .limit(p.limit)
            .offset(p.offset),
        count: async (where) =>
          db.$count(db.select({ id: sysAnnouncementSend.id }).from(sysAnnouncementSend).innerJoin(sysAnnouncement, joinAnnouncement).where(where).as('c')),
      });
      return ok({
        ...page,
        records: page.records.map((r) => ({
          ...r,
          readFlag: String(r.readFlag),
          readTime: formatDateTime(r.readTime as Date | null),
          sendTime: formatDateTime(r.sendTime as Date | null),
        })),
      });
    },
  );
};

export default announcementRoutes;
