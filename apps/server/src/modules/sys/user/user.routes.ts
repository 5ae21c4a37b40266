import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTHENTICATED,
  currentUserDepartsSchema,
  replySchema,
  selectDepartRequestSchema,
  updatePasswordRequestSchema,
  userInfoResultSchema,
} from '@bus/contracts';
import { fieldError, unauthorized } from '../../../lib/app-error';
import { ok } from '../../../lib/reply';
import { updateOwnPassword } from './password.service';
import userAdminRoutes from './user-admin.routes';
import userExcelRoutes from './user-excel.routes';
import userComponentRoutes from './user-component.routes';
import userPickerRoutes from './user-picker.routes';
import userRecycleRoutes from './user-recycle.routes';
import { findUserById, getUserDeparts, setUserOrgCode, toUserInfo } from './user.service';

const userRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  // administration of other users; each in its own scope (the Excel one adds multipart)
  await fastify.register(userAdminRoutes);
  await fastify.register(userRecycleRoutes);
  await fastify.register(userPickerRoutes);
  await fastify.register(userComponentRoutes);
  await fastify.register(userExcelRoutes);

  fastify.get(
    '/sys/user/info',
    {
      config: { permission: AUTHENTICATED, allowedBeforePasswordChange: true },
      schema: { tags: ['user'], summary: '当前登录用户信息', response: { 200: replySchema(userInfoResultSchema) } },
    },
    async (request) => {
      const session = request.ctx.session;
      const user = await findUserById(db, session.userId);
      if (!user) throw unauthorized();
      return ok({ userInfo: toUserInfo(user, session.tenantId, session.signedInBy) });
    },
  );

  fastify.post(
    '/sys/user/updatePassword',
    {
      config: { permission: AUTHENTICATED, allowedBeforePasswordChange: true },
      schema: { tags: ['user'], summary: '修改本人密码', body: updatePasswordRequestSchema, response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      await updateOwnPassword(db, request.ctx.session, request.body, fastify.now());
      return ok(null, '密码修改成功');
    },
  );

  fastify.get(
    '/sys/user/getCurrentUserDeparts',
    {
      config: { permission: AUTHENTICATED },
      schema: { tags: ['user'], summary: '当前用户的部门', response: { 200: replySchema(currentUserDepartsSchema) } },
    },
    async (request) => {
      const session = request.ctx.session;
      const [user, list] = await Promise.all([findUserById(db, session.userId), getUserDeparts(db, session.userId)]);
      return ok({ list, orgCode: user?.orgCode ?? null });
    },
  );

  fastify.post(
    '/sys/selectDepart',
    {
      config: { permission: AUTHENTICATED },
      schema: { tags: ['user'], summary: '切换当前部门', body: selectDepartRequestSchema, response: { 200: replySchema(userInfoResultSchema) } },
    },
    async (request) => {
      const session = request.ctx.session;
      const { orgCode } = request.body;
      const departs = await getUserDeparts(db, session.userId);
      if (!departs.some((d) => d.orgCode === orgCode)) throw fieldError('orgCode', '所选部门不属于当前用户');
      await setUserOrgCode(db, session.userId, orgCode, fastify.now());
      const user = await findUserById(db, session.userId);
      return ok({ userInfo: toUserInfo(user!, session.tenantId, session.signedInBy) }, '部门切换成功');
    },
  );
};

export default userRoutes;
