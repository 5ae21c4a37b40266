import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHENTICATED, CLIENT_ERROR_LIMITS, clientErrorReportSchema, replySchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { hitRateLimit, type RateLimit } from '../rate-limit/rate-limit.service';
import { LOG_TYPE_CLIENT_ERROR, writeLog } from './log.service';

/** A page that keeps failing in a loop must not fill the log: per user, 30 reports in 10 minutes. */
export const CLIENT_ERRORS_PER_USER: RateLimit = {
  limit: 30,
  windowMs: 10 * 60_000,
  message: (seconds) => `错误报告过于频繁，请 ${seconds} 秒后再试`,
};
/** the report's body at most (a 413 past it): message and trimmed stack fit many times over */
const BODY_LIMIT = 16 * 1024;
const STACK_LINES = 30;

/** The top of a stack: the frames that say where it failed, within the stored size. */
const trimStack = (stack: string) => stack.split('\n').slice(0, STACK_LINES).join('\n').slice(0, CLIENT_ERROR_LIMITS.stack);

/**
 * POST /sys/log/client-error: the web app's page error boundary reports a page that failed, under
 * the error id it shows the user, into the system log (前端错误), so an administrator can find it.
 * Any signed-in user may report (the page that failed may be any page); what is stored is the
 * caller's own report, capped in size and rate.
 */
const clientErrorRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/sys/log/client-error',
    {
      config: { permission: AUTHENTICATED, skipOperationLog: true },
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['log'],
        summary: '记录前端页面错误',
        body: clientErrorReportSchema,
        response: { 200: replySchema(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const { db, session, now } = request.ctx;
      await hitRateLimit(db, `client-error:user:${session.userId}`, CLIENT_ERRORS_PER_USER, now);
      const { id, route, message, stack } = request.body;
      await writeLog(db, {
        logType: LOG_TYPE_CLIENT_ERROR,
        content: [`错误编号 ${id}：${message}`, stack ? trimStack(stack) : ''].filter(Boolean).join('\n'),
        userId: session.userId,
        username: session.username,
        ip: request.ip,
        url: route,
        createTime: now,
      });
      return ok({ id }, '已记录');
    },
  );
};

export default clientErrorRoutes;
