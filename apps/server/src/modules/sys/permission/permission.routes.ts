import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHENTICATED, replySchema, userPermissionResultSchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { getUserPermissions } from './permission.service';

const permissionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/sys/permission/getUserPermissionByToken',
    {
      config: { permission: AUTHENTICATED, allowedBeforePasswordChange: true },
      schema: {
        tags: ['permission'],
        summary: '当前用户的菜单与按钮权限',
        response: { 200: replySchema(userPermissionResultSchema) },
      },
    },
    async (request) => {
      const { session } = request.ctx;
      return ok(await getUserPermissions(fastify.db, session.userId, fastify.permissionCache, session.roleSet));
    },
  );
};

export default permissionRoutes;
