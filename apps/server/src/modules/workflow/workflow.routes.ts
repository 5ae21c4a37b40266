import type { FastifyPluginAsync } from 'fastify';
import workflowFormRoutes from './form/form.routes';
import workflowModelRoutes from './model/model.routes';
import workflowDetailRoutes from './runtime/detail.routes';
import workflowOpsRoutes from './runtime/ops.routes';
import workflowRuntimeRoutes from './runtime/runtime.routes';
import workflowStartRoutes from './runtime/start.routes';
import workflowTaskActionsRoutes from './runtime/task-actions.routes';

/** 流程管理: the designer's models and forms, and the approval runtime. */
const workflowRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(workflowModelRoutes);
  await fastify.register(workflowFormRoutes);
  await fastify.register(workflowRuntimeRoutes);
  await fastify.register(workflowStartRoutes);
  await fastify.register(workflowOpsRoutes);
  await fastify.register(workflowDetailRoutes);
  await fastify.register(workflowTaskActionsRoutes);
};

export default workflowRoutes;
