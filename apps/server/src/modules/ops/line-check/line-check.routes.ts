import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  lineCheckAssignSchema,
  lineCheckCloseSchema,
  lineCheckFixSchema,
  lineCheckRecordSchema,
  lineCheckResource,
  lineCheckStates,
  replySchema,
  type LineCheckAction,
} from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { lineCheckKit, moveLineCheck } from './line-check.service';

const tags = ['ops-line-check'];
const recordReply = { 200: replySchema(lineCheckRecordSchema) };
/** the code the machine gives an action (absent: the resource's edit code) */
const permissionOf = (action: LineCheckAction) => lineCheckStates.actions[action].permission ?? lineCheckResource.permissions.edit;

/** 线路巡检 (/zsgj/lineCheck): the kit's routes, and the follow-up moves, each behind the code its action declares. */
const lineCheckRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(lineCheckKit.routes);
  const { get } = lineCheckKit.service;

  fastify.put(
    '/ops/lineCheck/assign',
    { config: { permission: permissionOf('assign') }, schema: { tags, summary: '指派整改', body: lineCheckAssignSchema, response: recordReply } },
    async (request) => {
      const row = await moveLineCheck(request.ctx, 'assign', request.body);
      return ok(await get(request.ctx, row.id), '指派成功');
    },
  );

  fastify.put(
    '/ops/lineCheck/fix',
    // recording what was done is an edit of the finding's follow-up
    { config: { permission: permissionOf('fix') }, schema: { tags, summary: '登记整改', body: lineCheckFixSchema, response: recordReply } },
    async (request) => {
      const row = await moveLineCheck(request.ctx, 'fix', request.body);
      return ok(await get(request.ctx, row.id), '整改已登记');
    },
  );

  fastify.put(
    '/ops/lineCheck/close',
    { config: { permission: permissionOf('close') }, schema: { tags, summary: '关闭巡检记录', body: lineCheckCloseSchema, response: recordReply } },
    async (request) => {
      const row = await moveLineCheck(request.ctx, 'close', request.body);
      return ok(await get(request.ctx, row.id), '已关闭');
    },
  );
};

export default lineCheckRoutes;
