import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announcementListByUserSchema, AUTHENTICATED, replySchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';

/** The bell's data. Announcements themselves arrive in a later issue; until then the lists are empty. */
const announcementRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/sys/annountCement/listByUser',
    {
      config: { permission: AUTHENTICATED },
      schema: { tags: ['announcement'], summary: '当前用户的通知公告与系统消息', response: { 200: replySchema(announcementListByUserSchema) } },
    },
    async () => ok({ anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 }),
  );
};

export default announcementRoutes;
