/** The approval runtime's API (流程管理): deployments, starting a process, to-dos, approving. */
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pageResultSchema,
  replySchema,
  WORKFLOW_PERMISSIONS as P,
  wfApproveReplySchema,
  wfApproveWithExtrasSchema,
  wfClaimSchema,
  wfRejectWithExtrasSchema,
  wfRejectTargetSchema,
  wfWithdrawSchema,
  wfCancelSchema,
  wfDeploySchema,
  wfDeploymentRecordSchema,
  wfInstanceRecordSchema,
  wfMineQuerySchema,
  wfMyInstanceRecordSchema,
  wfStartSchema,
  wfTaskRecordSchema,
  wfTodoQuerySchema,
} from '@bus/contracts';
import { formatDateTime } from '../../../lib/date-time';
import { ok } from '../../../lib/reply';
import { cancelInstance, claimTask, deployModel, rejectTargetsOf, startProcess, todoTasks, withdrawInstance } from './runtime.service';
import { toDeployment } from './deployment-record';
import { wfDeployment } from './runtime.table';
import { myInstances } from './lists';
import { approveWithExtras, rejectWithExtras } from './task-actions.service';

const tags = ['workflow-runtime'];

const runtimeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/workflow/deployment/deploy',
    {
      config: { permission: P.modelDeploy },
      schema: { tags, summary: '部署流程模型', body: wfDeploySchema, response: { 200: replySchema(wfDeploymentRecordSchema) } },
    },
    async (request) => {
      const row = await deployModel(request.ctx, request.body.modelId);
      // the model's version and the deployment's own number differ after a draft or an undeployed save: both are said
      return ok(toDeployment(row), `模型版本 v${row.modelVersion} 已部署（部署第 ${row.versionNo} 版）`);
    },
  );

  fastify.get(
    '/workflow/deployment/list',
    {
      config: { permission: P.modelView },
      schema: {
        tags,
        summary: '某流程的部署版本',
        querystring: z.object({ processKey: z.string({ message: '请指定流程' }).min(1, '请指定流程') }),
        response: { 200: replySchema(z.array(wfDeploymentRecordSchema)) },
      },
    },
    async (request) => {
      const { db, session } = request.ctx;
      const rows = await db
        .select()
        .from(wfDeployment)
        .where(and(eq(wfDeployment.tenantId, session.tenantId), eq(wfDeployment.processKey, request.query.processKey)))
        .orderBy(desc(wfDeployment.versionNo));
      return ok(rows.map(toDeployment));
    },
  );

  fastify.post(
    '/workflow/process/start',
    {
      config: { permission: P.processStart },
      schema: { tags, summary: '发起流程', body: wfStartSchema, response: { 200: replySchema(wfInstanceRecordSchema) } },
    },
    async (request) => {
      const row = await startProcess(request.ctx, request.body);
      return ok(
        {
          id: row.id,
          processKey: row.processKey,
          title: row.title,
          initiator: row.initiator,
          state: row.state,
          serialNo: row.serialNo,
          startTime: formatDateTime(row.startTime),
          endTime: formatDateTime(row.endTime),
        },
        '流程已发起',
      );
    },
  );

  fastify.get(
    '/workflow/process/mine',
    {
      config: { permission: P.processStart },
      schema: { tags, summary: '我发起的', querystring: wfMineQuerySchema, response: { 200: replySchema(pageResultSchema(wfMyInstanceRecordSchema)) } },
    },
    async (request) => {
      const page = await myInstances(request.ctx, request.query);
      return ok({
        ...page,
        records: page.records.map(({ instance, currentNodes, resubmitTaskId }) => ({
          id: instance.id,
          processKey: instance.processKey,
          title: instance.title,
          initiator: instance.initiator,
          state: instance.state,
          serialNo: instance.serialNo,
          startTime: formatDateTime(instance.startTime),
          endTime: formatDateTime(instance.endTime),
          currentNodes,
          resubmitTaskId,
        })),
      });
    },
  );

  fastify.get(
    '/workflow/task/todo',
    {
      config: { permission: P.taskTodo },
      schema: { tags, summary: '我的待办', querystring: wfTodoQuerySchema, response: { 200: replySchema(pageResultSchema(wfTaskRecordSchema)) } },
    },
    async (request) => {
      const page = await todoTasks(request.ctx, request.query);
      return ok({
        ...page,
        records: page.records.map(({ task, title, processKey, initiator, initiatorName, serialNo, startTime, instanceState }) => ({
          id: task.id,
          instanceId: task.instanceId,
          title,
          processKey,
          initiator,
          initiatorName,
          nodeId: task.nodeId,
          nodeName: task.nodeName,
          assignee: task.assignee,
          createTime: formatDateTime(task.createTime),
          owner: task.owner,
          signType: task.signType,
          dueTime: task.dueTime ? formatDateTime(task.dueTime) : null,
          serialNo,
          startTime: formatDateTime(startTime),
          resubmit: instanceState === 'returned',
        })),
      });
    },
  );

  fastify.post(
    '/workflow/task/approve',
    {
      config: { permission: P.taskHandle },
      schema: { tags, summary: '同意（审批通过）', body: wfApproveWithExtrasSchema, response: { 200: replySchema(wfApproveReplySchema) } },
    },
    async (request) => {
      const { instanceState, created, resubmitted } = await approveWithExtras(request.ctx, request.body);
      // the initiator's own task is a resubmission, not an approval
      return ok({ instanceState, created }, resubmitted ? '已重新提交' : '审批成功');
    },
  );

  fastify.get(
    '/workflow/task/rejectTargets',
    {
      config: { permission: P.taskTodo },
      schema: {
        tags,
        summary: '可驳回到的节点（发起人在前）',
        querystring: z.object({ taskId: z.string({ message: '请指定任务' }).min(1, '请指定任务') }),
        response: { 200: replySchema(z.array(wfRejectTargetSchema)) },
      },
    },
    async (request) => ok(await rejectTargetsOf(request.ctx, request.query.taskId)),
  );

  fastify.post(
    '/workflow/task/reject',
    {
      config: { permission: P.taskHandle },
      schema: { tags, summary: '驳回', body: wfRejectWithExtrasSchema, response: { 200: replySchema(wfApproveReplySchema) } },
    },
    async (request) => ok(await rejectWithExtras(request.ctx, request.body), '已驳回'),
  );

  fastify.post(
    '/workflow/task/claim',
    {
      config: { permission: P.taskHandle },
      schema: { tags, summary: '认领', body: wfClaimSchema, response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      await claimTask(request.ctx, request.body.taskId);
      return ok(null, '认领成功');
    },
  );

  fastify.post(
    '/workflow/process/withdraw',
    {
      config: { permission: P.processStart },
      schema: { tags, summary: '发起人撤回', body: wfWithdrawSchema, response: { 200: replySchema(wfApproveReplySchema) } },
    },
    async (request) => {
      const withdrawn = await withdrawInstance(request.ctx, request.body);
      // an approval of a business record ends when withdrawn (business-end.ts): its record takes it back
      return ok(withdrawn, withdrawn.instanceState === 'withdrawn' ? '已撤回，审批已结束' : '已撤回，申请回到您手中，可修改后重新提交或撤销');
    },
  );

  fastify.post(
    '/workflow/process/cancel',
    {
      config: { permission: P.processStart },
      schema: { tags, summary: '发起人撤销（已退回的申请）', body: wfCancelSchema, response: { 200: replySchema(wfApproveReplySchema) } },
    },
    async (request) => ok(await cancelInstance(request.ctx, request.body), '申请已撤销'),
  );
};

export default runtimeRoutes;
