import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC, replySchema } from '@bus/contracts';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { ok } from '../../lib/reply';
import type { TestCodes } from '../../lib/test-codes';
import { sysUser } from '../sys/user/user.table';
import { mintSessions } from './mint-sessions';

/** Logged at start whenever these routes are on: they can set any user's password. */
export const TEST_HOOKS_WARNING =
  "!!! NODE_ENV=test: TEST-ONLY HOOKS ARE ON. /api/__test__ reads sign-in codes and SETS ANY USER'S PASSWORD without signing in. Never run a reachable server with NODE_ENV=test. !!!";

/**
 * Registered ONLY when NODE_ENV=test (app.ts decides): lets API and end-to-end tests read the
 * codes a user would see in the image or the text message, and give a user a known password.
 */
const testSupportRoutes: FastifyPluginAsyncZod<{ testCodes: TestCodes }> = async (fastify, { testCodes }) => {
  const hidden = { hide: true, tags: ['test'] };

  fastify.get(
    '/__test__/captcha/:key',
    { config: { permission: PUBLIC }, schema: { ...hidden, params: z.object({ key: z.string() }), response: { 200: replySchema(z.string()) } } },
    async (request) => {
      const code = testCodes.captcha.get(request.params.key);
      if (!code) throw new AppError(404, '没有该验证码');
      return ok(code);
    },
  );

  fastify.get(
    '/__test__/sms/:mobile',
    { config: { permission: PUBLIC }, schema: { ...hidden, params: z.object({ mobile: z.string() }), response: { 200: replySchema(z.string()) } } },
    async (request) => {
      const code = testCodes.sms.get(request.params.mobile);
      if (!code) throw new AppError(404, '没有该短信验证码');
      return ok(code);
    },
  );

  fastify.post(
    '/__test__/user-password',
    {
      config: { permission: PUBLIC },
      schema: {
        ...hidden,
        body: z.object({ username: z.string(), password: z.string().min(1), mustChangePassword: z.boolean().optional() }),
        response: { 200: replySchema(z.null()) },
      },
    },
    async (request) => {
      const { username, password, mustChangePassword = false } = request.body;
      const updated = await fastify.db
        .update(sysUser)
        .set({ passwordHash: await hashPassword(password), mustChangePassword, loginFailCount: 0, lockUntil: null })
        .where(eq(sysUser.username, username))
        .returning({ id: sysUser.id });
      if (updated.length === 0) throw new AppError(404, '没有该用户');
      return ok(null);
    },
  );

  // benchmarks (bench/announcement-fanout.mjs): many live sessions for one user at once
  fastify.post(
    '/__test__/sessions',
    {
      config: { permission: PUBLIC },
      schema: {
        ...hidden,
        body: z.object({ username: z.string(), count: z.number().int().min(1).max(5000), tenantId: z.number().int().default(1) }),
        response: { 200: replySchema(z.object({ userId: z.string(), tokens: z.array(z.string()) })) },
      },
    },
    async (request) => ok(await mintSessions(fastify.db, { ...request.body, now: fastify.now() })),
  );

  // benchmarks: the process's memory and open live-channel sockets
  fastify.get(
    '/__test__/memory',
    {
      config: { permission: PUBLIC },
      schema: { ...hidden, response: { 200: replySchema(z.object({ rss: z.number(), heapUsed: z.number(), external: z.number(), sockets: z.number() })) } },
    },
    async () => {
      const { rss, heapUsed, external } = process.memoryUsage();
      return ok({ rss, heapUsed, external, sockets: fastify.liveChannel.count() });
    },
  );
};

export default testSupportRoutes;
