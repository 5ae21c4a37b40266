/** 发起流程: the startable processes and the next-approver preview (starting itself is in runtime.routes.ts). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replySchema, WORKFLOW_PERMISSIONS as P, wfPreviewReplySchema, wfPreviewSchema, wfStartableRecordSchema, wfTaskFormSchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { previewStart, startableProcesses } from './start.service';
import { taskForm } from './task-form';

const tags = ['workflow-runtime'];

const startRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/workflow/process/startable',
    {
      config: { permission: P.processStart },
      schema: { tags, summary: '可发起的流程（每个流程的最新部署）', response: { 200: replySchema(z.array(wfStartableRecordSchema)) } },
    },
    async (request) => ok(await startableProcesses(request.ctx)),
  );

  fastify.post(
    '/workflow/process/preview',
    {
      config: { permission: P.processStart },
      schema: { tags, summary: '预览下一步审批人', body: wfPreviewSchema, response: { 200: replySchema(wfPreviewReplySchema) } },
    },
    async (request) => ok(await previewStart(request.ctx, request.body)),
  );

  fastify.get(
    '/workflow/task/form',
    {
      config: { permission: P.taskTodo },
      schema: {
        tags,
        summary: '待办任务的表单（按节点的字段权限）',
        querystring: z.object({ taskId: z.string({ message: '请指定任务' }).min(1, '请指定任务') }),
        response: { 200: replySchema(wfTaskFormSchema) },
      },
    },
    async (request) => ok(await taskForm(request.ctx, request.query.taskId)),
  );
};

export default startRoutes;
