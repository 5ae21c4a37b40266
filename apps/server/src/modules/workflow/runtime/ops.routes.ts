/** 流程运维's API: the instances of the tenant and the administrators' moves on them; deployments' state. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pageResultSchema,
  replySchema,
  WORKFLOW_PERMISSIONS as P,
  wfApproveReplySchema,
  wfDeploymentAllQuerySchema,
  wfDeploymentRecordSchema,
  wfDeploymentStateSchema,
  wfOpsInstanceQuerySchema,
  wfOpsInstanceRecordSchema,
  wfOpsInstanceSchema,
  wfOpsJumpSchema,
  wfOpsJumpTargetSchema,
  wfOpsReassignSchema,
  wfOpsRepairSchema,
  wfOpsTerminateSchema,
} from '@bus/contracts';
import { formatDateTime } from '../../../lib/date-time';
import { ok } from '../../../lib/reply';
import {
  allDeployments,
  jumpInstance,
  jumpTargetsOf,
  opsInstances,
  reassignTask,
  repairInstance,
  resumeInstance,
  setDeploymentState,
  suspendInstance,
  terminateInstance,
} from './ops.service';
import { toDeployment } from './deployment-record';

const tags = ['workflow-ops'];

const done = replySchema(z.null());

const opsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/workflow/ops/instances',
    {
      config: { permission: P.opsView },
      schema: {
        tags,
        summary: '流程实例（运维）',
        querystring: wfOpsInstanceQuerySchema,
        response: { 200: replySchema(pageResultSchema(wfOpsInstanceRecordSchema)) },
      },
    },
    async (request) => {
      const page = await opsInstances(request.ctx, request.query);
      return ok({
        ...page,
        records: page.records.map(({ instance, processName, versionNo, initiatorName, errorNodeName, waiting }) => ({
          id: instance.id,
          processKey: instance.processKey,
          processName,
          versionNo,
          title: instance.title,
          initiator: instance.initiator,
          initiatorName,
          state: instance.state,
          startTime: formatDateTime(instance.startTime),
          endTime: formatDateTime(instance.endTime),
          endReason: instance.endReason,
          waiting,
          error: instance.error,
          errorNode: instance.errorNode,
          errorNodeName,
          variables: instance.variables,
        })),
      });
    },
  );

  fastify.get(
    '/workflow/ops/jumpTargets',
    {
      config: { permission: P.opsJump },
      schema: {
        tags,
        summary: '可跳转到的节点（用户任务与结束节点）',
        querystring: z.object({ instanceId: z.string({ message: '请指定流程实例' }).min(1, '请指定流程实例') }),
        response: { 200: replySchema(z.array(wfOpsJumpTargetSchema)) },
      },
    },
    async (request) => ok(await jumpTargetsOf(request.ctx, request.query.instanceId)),
  );

  fastify.post(
    '/workflow/ops/suspend',
    { config: { permission: P.opsSuspend }, schema: { tags, summary: '挂起流程实例', body: wfOpsInstanceSchema, response: { 200: done } } },
    async (request) => {
      await suspendInstance(request.ctx, request.body.instanceId);
      return ok(null, '已挂起');
    },
  );

  fastify.post(
    '/workflow/ops/resume',
    { config: { permission: P.opsSuspend }, schema: { tags, summary: '激活流程实例', body: wfOpsInstanceSchema, response: { 200: done } } },
    async (request) => {
      await resumeInstance(request.ctx, request.body.instanceId);
      return ok(null, '已激活');
    },
  );

  fastify.post(
    '/workflow/ops/terminate',
    { config: { permission: P.opsTerminate }, schema: { tags, summary: '终止流程实例', body: wfOpsTerminateSchema, response: { 200: done } } },
    async (request) => {
      await terminateInstance(request.ctx, request.body);
      return ok(null, '已终止');
    },
  );

  fastify.post(
    '/workflow/ops/reassign',
    { config: { permission: P.opsReassign }, schema: { tags, summary: '改派任务', body: wfOpsReassignSchema, response: { 200: done } } },
    async (request) => {
      const task = await reassignTask(request.ctx, request.body);
      return ok(null, `已改派给 ${task.assigneeName}`);
    },
  );

  fastify.post(
    '/workflow/ops/jump',
    { config: { permission: P.opsJump }, schema: { tags, summary: '跳转到节点', body: wfOpsJumpSchema, response: { 200: replySchema(wfApproveReplySchema) } } },
    async (request) => {
      const result = await jumpInstance(request.ctx, request.body);
      return ok(result, result.instanceState === 'completed' ? '已跳转，流程已结束' : '已跳转');
    },
  );

  fastify.post(
    '/workflow/ops/repair',
    {
      config: { permission: P.opsRepair },
      schema: { tags, summary: '修复出错的流程实例', body: wfOpsRepairSchema, response: { 200: replySchema(z.object({ changed: z.number() })) } },
    },
    async (request) => ok(await repairInstance(request.ctx, request.body), '已修复，流程已恢复运行'),
  );

  fastify.get(
    '/workflow/deployment/all',
    {
      config: { permission: P.opsView },
      schema: { tags, summary: '全部部署版本', querystring: wfDeploymentAllQuerySchema, response: { 200: replySchema(z.array(wfDeploymentRecordSchema)) } },
    },
    async (request) => ok((await allDeployments(request.ctx, request.query.processKey)).map(toDeployment)),
  );

  fastify.post(
    '/workflow/deployment/suspend',
    {
      config: { permission: P.modelDeploy },
      schema: { tags, summary: '挂起部署版本', body: wfDeploymentStateSchema, response: { 200: replySchema(wfDeploymentRecordSchema) } },
    },
    async (request) => {
      const row = await setDeploymentState(request.ctx, request.body.deploymentId, 'suspended');
      return ok(toDeployment(row), `第 ${row.versionNo} 版已挂起，不再发起新流程`);
    },
  );

  fastify.post(
    '/workflow/deployment/activate',
    {
      config: { permission: P.modelDeploy },
      schema: { tags, summary: '激活部署版本', body: wfDeploymentStateSchema, response: { 200: replySchema(wfDeploymentRecordSchema) } },
    },
    async (request) => {
      const row = await setDeploymentState(request.ctx, request.body.deploymentId, 'active');
      return ok(toDeployment(row), `第 ${row.versionNo} 版已激活`);
    },
  );
};

export default opsRoutes;
