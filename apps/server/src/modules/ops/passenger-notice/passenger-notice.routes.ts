import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noticeActionSchema, noticeRecordSchema, noticeResource, noticeStates, replySchema, type NoticeAction } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { moveNotice, noticeKit } from './passenger-notice.service';

const tags = ['ops-notice'];
const recordReply = { 200: replySchema(noticeRecordSchema) };
/** the code the machine gives an action (absent: the resource's edit code) */
const permissionOf = (action: NoticeAction) => noticeStates.actions[action].permission ?? noticeResource.permissions.edit;

/** 公告管理 (/zsgj/notice): the kit's routes, and 发布 / 撤回, each behind the code its action declares. */
const passengerNoticeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(noticeKit.routes);
  const { get } = noticeKit.service;

  fastify.put(
    '/ops/notice/release',
    { config: { permission: permissionOf('release') }, schema: { tags, summary: '发布公告', body: noticeActionSchema, response: recordReply } },
    async (request) => {
      const row = await moveNotice(request.ctx, 'release', request.body);
      return ok(await get(request.ctx, row.id), '公告已发布');
    },
  );

  fastify.put(
    '/ops/notice/revoke',
    { config: { permission: permissionOf('revoke') }, schema: { tags, summary: '撤回公告', body: noticeActionSchema, response: recordReply } },
    async (request) => {
      const row = await moveNotice(request.ctx, 'revoke', request.body);
      return ok(await get(request.ctx, row.id), '公告已撤回');
    },
  );
};

export default passengerNoticeRoutes;
