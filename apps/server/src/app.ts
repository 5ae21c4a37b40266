import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { type Clock, systemClock } from './lib/clock';
import { createTestCodes } from './lib/test-codes';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import docsPlugin from './plugins/docs';
import errorsPlugin from './plugins/errors';
import eventBusPlugin from './plugins/event-bus';
import requestLogPlugin from './plugins/request-log';
import requestSignaturePlugin from './plugins/request-signature';
import routePermissionGuard from './plugins/route-permission-guard';
import systemLogPlugin from './plugins/system-log';
import liveChannelPlugin from './plugins/live-channel';
import liveTableChannelPlugin from './plugins/live-table-channel';
import webStaticPlugin from './plugins/web-static';
import permissionCachePlugin from './modules/sys/permission/permission-cache';
import { AREAS } from './modules/areas';
import { createLogSmsSender, type SmsSender } from './modules/sys/sms/sms-sender';
import importJobRecovery from './modules/sys/import-job/import-job-recovery';
import quartzScheduler, { type QuartzSchedulerOptions } from './modules/sys/quartz/quartz-scheduler';
import testSupportRoutes, { TEST_HOOKS_WARNING } from './modules/test-support/test-support.routes';
import { workflowTimerSweeper, type WorkflowTimerOptions } from './modules/workflow/runtime/timers';
import { noticePushPlugin as workflowNoticePush } from './modules/workflow/runtime/notices';
import { listLookups } from './modules/sys/list-lookups';
import { roleSetHasPermission, userHasPermission } from './modules/sys/permission/permission.service';
import { findActiveSession } from './modules/sys/session/session.service';
import './types';

z.config(z.locales.zhCN());

export interface BuildAppOptions {
  config: AppConfig;
  /** the database to use; the caller owns opening and migrating it */
  database: DatabaseHandle;
  /** close the database when the app closes (server.ts: yes; tests that share a handle: no) */
  closeDatabase?: boolean;
  clock?: Clock;
  smsSender?: SmsSender;
  logger?: FastifyServerOptions['logger'];
  /** folder of the built web app to serve with SPA fallback */
  webRoot?: string;
  /** run scheduled jobs (server.ts: yes; tests only when they ask, with timers driven by their clock) */
  scheduler?: boolean | QuartzSchedulerOptions;
  /** fire the approval tasks' due timers (default: with `scheduler: true`; tests pass their own timers) */
  workflowTimers?: boolean | WorkflowTimerOptions;
}

/** TRUST_PROXY as Fastify takes it: a list of addresses, or the nearest `hops` proxies */
function trustedProxies(setting: number | string[]) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const fastify = Fastify({
    logger: options.logger ?? false,
    // our request-log plugin writes one line per request instead of Fastify's two
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // the client's address (per-address limits) is read from X-Forwarded-For only behind trusted proxies
    ...(config.trustProxy !== undefined ? { trustProxy: trustedProxies(config.trustProxy) } : {}),
  }).withTypeProvider<ZodTypeProvider>();

  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  fastify.decorate('config', config);
  fastify.decorate('now', options.clock ?? systemClock);

  await fastify.register(routePermissionGuard);
  await fastify.register(errorsPlugin);
  await fastify.register(dbPlugin, { handle: options.database, closeOnShutdown: options.closeDatabase ?? true });
  await fastify.register(importJobRecovery);
  await fastify.register(authPlugin, {
    findSession: findActiveSession,
    // the role set's codes, read once per role set (the permission cache registered below)
    hasPermission: (db, session, code) =>
      session.roleSet ? roleSetHasPermission(db, session.roleSet, code, fastify.permissionCache) : userHasPermission(db, session.userId, code),
    listLookups,
  });
  await fastify.register(requestSignaturePlugin, { secret: config.signatureSecret });
  await fastify.register(eventBusPlugin, { redisUrl: config.redisUrl });
  await fastify.register(permissionCachePlugin);
  await fastify.register(requestLogPlugin);
  await fastify.register(systemLogPlugin);
  await fastify.register(liveChannelPlugin);
  await fastify.register(liveTableChannelPlugin);
  await fastify.register(docsPlugin);
  if (options.scheduler) await fastify.register(quartzScheduler, options.scheduler === true ? {} : options.scheduler);
  const workflowTimers = options.workflowTimers ?? options.scheduler === true;
  if (workflowTimers)
    await fastify.register(workflowTimerSweeper, { intervalMs: config.workflowTimerIntervalMs, ...(workflowTimers === true ? {} : workflowTimers) });

  if (config.signatureSecret) fastify.log.info('SIGNATURE_SECRET is set: the dictionary look-ups answer only signed requests (X-Sign, X-TIMESTAMP)');
  if (!config.captchaEnabled) fastify.log.warn('AUTH_CAPTCHA=off: password sign-in does not ask for an image captcha');
  const testCodes = config.nodeEnv === 'test' ? createTestCodes() : null;
  if (testCodes) fastify.log.warn(TEST_HOOKS_WARNING);
  const smsSender = options.smsSender ?? createLogSmsSender(fastify.log);

  await fastify.register(
    async (api) => {
      // infrastructure every area's requests use: the to-do notices' live pushes go out once the reply is sent
      await api.register(workflowNoticePush);
      for (const area of AREAS) await api.register(area.routes, { config, smsSender, testCodes });
      if (testCodes) await api.register(testSupportRoutes, { testCodes });
    },
    { prefix: '/api' },
  );

  if (options.webRoot) await fastify.register(webStaticPlugin, { root: options.webRoot });
  return fastify;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
