/** The approval task actions (转办, 委派, 加签, 拿回, 催办) and the lists 我的已办 and 抄送我的. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pageResultSchema,
  replySchema,
  WORKFLOW_PERMISSIONS as P,
  wfActionReplySchema,
  wfAddSignSchema,
  wfApproveReplySchema,
  wfCcQuerySchema,
  wfCcReadSchema,
  wfCcRecordSchema,
  wfDoneQuerySchema,
  wfDoneRecordSchema,
  wfResolveSchema,
  wfTaskIdSchema,
  wfTransferSchema,
  wfUrgeSchema,
} from '@bus/contracts';
import { formatDateTime } from '../../../lib/date-time';
import { ok } from '../../../lib/reply';
import { readCopy } from './cc';
import { copiesOf, doneTasks } from './lists';
import { addSign, delegateTask, removeSign, resolveTask, retrieveTask, transferTask, urgeInstance } from './task-actions.service';

const tags = ['workflow-runtime'];

const taskActionsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/workflow/task/transfer',
    { config: { permission: P.taskHandle }, schema: { tags, summary: '转办', body: wfTransferSchema, response: { 200: replySchema(wfActionReplySchema) } } },
    async (request) => ok(await transferTask(request.ctx, request.body), `已转办给 ${request.body.username}`),
  );

  fastify.post(
    '/workflow/task/delegate',
    { config: { permission: P.taskHandle }, schema: { tags, summary: '委派', body: wfTransferSchema, response: { 200: replySchema(wfActionReplySchema) } } },
    async (request) => ok(await delegateTask(request.ctx, request.body), `已委派给 ${request.body.username}`),
  );

  fastify.post(
    '/workflow/task/resolve',
    {
      config: { permission: P.taskHandle },
      schema: { tags, summary: '委派任务处理完成（交回委派人）', body: wfResolveSchema, response: { 200: replySchema(wfActionReplySchema) } },
    },
    async (request) => ok(await resolveTask(request.ctx, request.body), '已处理完成，任务已交回委派人'),
  );

  fastify.post(
    '/workflow/task/addSign',
    { config: { permission: P.taskHandle }, schema: { tags, summary: '加签', body: wfAddSignSchema, response: { 200: replySchema(wfActionReplySchema) } } },
    async (request) => ok(await addSign(request.ctx, request.body), '加签成功'),
  );

  fastify.post(
    '/workflow/task/removeSign',
    { config: { permission: P.taskHandle }, schema: { tags, summary: '减签', body: wfTaskIdSchema, response: { 200: replySchema(wfApproveReplySchema) } } },
    async (request) => ok(await removeSign(request.ctx, request.body), '减签成功'),
  );

  fastify.post(
    '/workflow/task/retrieve',
    { config: { permission: P.taskDone }, schema: { tags, summary: '拿回', body: wfTaskIdSchema, response: { 200: replySchema(wfApproveReplySchema) } } },
    async (request) => ok(await retrieveTask(request.ctx, request.body), '已拿回，任务回到您的待办'),
  );

  fastify.post(
    '/workflow/process/urge',
    {
      config: { permission: P.processStart },
      schema: { tags, summary: '催办', body: wfUrgeSchema, response: { 200: replySchema(z.object({ notified: z.array(z.string()) })) } },
    },
    async (request) => ok(await urgeInstance(request.ctx, request.body), '已催办'),
  );

  fastify.get(
    '/workflow/task/done',
    {
      config: { permission: P.taskDone },
      schema: { tags, summary: '我的已办', querystring: wfDoneQuerySchema, response: { 200: replySchema(pageResultSchema(wfDoneRecordSchema)) } },
    },
    async (request) => {
      const page = await doneTasks(request.ctx, request.query);
      return ok({
        ...page,
        records: page.records.map((row) => ({
          id: row.action.id,
          taskId: row.action.taskId ?? '',
          instanceId: row.action.instanceId,
          title: row.title,
          processKey: row.processKey,
          initiator: row.initiator,
          nodeName: row.action.nodeName,
          action: row.action.action,
          comment: row.action.comment,
          handleTime: formatDateTime(row.action.createTime),
          instanceState: row.instanceState,
          currentNodes: row.currentNodes,
          canRetrieve: Boolean(row.canRetrieve),
          serialNo: row.serialNo,
          startTime: formatDateTime(row.startTime),
        })),
      });
    },
  );

  fastify.get(
    '/workflow/cc/list',
    {
      config: { permission: P.taskCopy },
      schema: { tags, summary: '抄送我的', querystring: wfCcQuerySchema, response: { 200: replySchema(pageResultSchema(wfCcRecordSchema)) } },
    },
    async (request) => {
      const page = await copiesOf(request.ctx, request.query);
      return ok({
        ...page,
        records: page.records.map(({ cc, title, processKey, initiator, instanceState, serialNo, senderName, initiatorName }) => ({
          id: cc.id,
          instanceId: cc.instanceId,
          title,
          processKey,
          initiator,
          nodeName: cc.nodeName,
          sender: cc.sender,
          createTime: formatDateTime(cc.createTime),
          readTime: formatDateTime(cc.readTime),
          instanceState,
          serialNo,
          senderName,
          initiatorName,
        })),
      });
    },
  );

  fastify.post(
    '/workflow/cc/read',
    { config: { permission: P.taskCopy }, schema: { tags, summary: '抄送标为已读', body: wfCcReadSchema, response: { 200: replySchema(z.null()) } } },
    async (request) => {
      await readCopy(request.ctx, request.body.id);
      return ok(null, '已标为已读');
    },
  );
};

export default taskActionsRoutes;
