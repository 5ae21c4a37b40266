import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  feedbackMoveSchema,
  feedbackRecordSchema,
  feedbackReplyRecordSchema,
  feedbackReplySchema,
  feedbackResource,
  feedbackStates,
  recordIdQuerySchema,
  replySchema,
} from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { feedbackKit, feedbackReplies, moveFeedback, replyFeedback } from './feedback.service';

const tags = ['isps-feedback'];
const recordReply = { 200: replySchema(feedbackRecordSchema) };

/** 意见反馈 (/isps/feedback): the kit's routes, 受理, 回复, 关闭 and a feedback's replies. */
const feedbackRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(feedbackKit.routes);
  const { actions } = feedbackStates;

  fastify.put(
    '/isps/feedback/accept',
    { config: { permission: actions.accept.permission! }, schema: { tags, summary: '受理意见反馈', body: feedbackMoveSchema, response: recordReply } },
    async (request) => {
      const row = await moveFeedback(request.ctx, 'accept', request.body);
      return ok(await feedbackKit.service.get(request.ctx, row.id), '已受理');
    },
  );
  fastify.put(
    '/isps/feedback/reply',
    { config: { permission: actions.reply.permission! }, schema: { tags, summary: '回复意见反馈', body: feedbackReplySchema, response: recordReply } },
    async (request) => {
      const row = await replyFeedback(request.ctx, request.body);
      return ok(await feedbackKit.service.get(request.ctx, row.id), '回复成功');
    },
  );
  fastify.put(
    '/isps/feedback/close',
    { config: { permission: actions.close.permission! }, schema: { tags, summary: '关闭意见反馈', body: feedbackMoveSchema, response: recordReply } },
    async (request) => {
      const row = await moveFeedback(request.ctx, 'close', request.body);
      return ok(await feedbackKit.service.get(request.ctx, row.id), '已关闭');
    },
  );
  fastify.get(
    '/isps/feedback/replies',
    {
      config: { permission: feedbackResource.permissions.list },
      schema: { tags, summary: '意见反馈的回复', querystring: recordIdQuerySchema, response: { 200: replySchema(z.array(feedbackReplyRecordSchema)) } },
    },
    async (request) => ok(await feedbackReplies(request.ctx, request.query.id)),
  );
};

export default feedbackRoutes;
