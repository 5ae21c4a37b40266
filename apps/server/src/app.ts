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
import systemSettingRoutes from './modules/basic/system-setting/system-setting.routes';
import announcementRoutes from './modules/sys/announcement/announcement.routes';
import dataLogRoutes from './modules/sys/data-log/data-log.routes';
import logRoutes from './modules/sys/log/log.routes';
import onlineRoutes from './modules/sys/online/online.routes';
import captchaRoutes from './modules/sys/captcha/captcha.routes';
import dictRoutes from './modules/sys/dict/dict.routes';
import departRoutes from './modules/sys/depart/depart.routes';
import positionRoutes from './modules/sys/position/position.routes';
import categoryRoutes from './modules/sys/category/category.routes';
import checkRuleRoutes from './modules/sys/check-rule/check-rule.routes';
import fillRuleRoutes from './modules/sys/fill-rule/fill-rule.routes';
import duplicateRoutes from './modules/sys/duplicate/duplicate.routes';
import loginRoutes from './modules/sys/login/login.routes';
import permissionRoutes from './modules/sys/permission/permission.routes';
import permissionAdminRoutes from './modules/sys/permission/permission-admin.routes';
import permissionCachePlugin from './modules/sys/permission/permission-cache';
import departRoleRoutes from './modules/sys/permission/depart-role.routes';
import roleRoutes from './modules/sys/role/role.routes';
import tenantRoutes from './modules/sys/tenant/tenant.routes';
import { createLogSmsSender, type SmsSender } from './modules/sys/sms/sms-sender';
import smsRoutes from './modules/sys/sms/sms.routes';
import userRoutes from './modules/sys/user/user.routes';
import quartzRoutes from './modules/sys/quartz/quartz.routes';
import importJobRecovery from './modules/sys/import-job/import-job-recovery';
import quartzScheduler, { type QuartzSchedulerOptions } from './modules/sys/quartz/quartz-scheduler';
import uploadRoutes from './modules/sys/upload/upload.routes';
import elementDisplayRoutes from './modules/basic/element-display/element-display.routes';
import accountRoutes from './modules/sys/account/account.routes';
import addressRoutes from './modules/sys/address/address.routes';
import dataSourceRoutes from './modules/sys/data-source/data-source.routes';
import gatewayRoutes from './modules/sys/gateway/gateway.routes';
import cgreportRoutes from './modules/online/cgreport/cgreport.routes';
import testSupportRoutes, { TEST_HOOKS_WARNING } from './modules/test-support/test-support.routes';
import workflowModelRoutes from './modules/workflow/model/model.routes';
import workflowFormRoutes from './modules/workflow/form/form.routes';
import workflowRuntimeRoutes from './modules/workflow/runtime/runtime.routes';
import workflowStartRoutes from './modules/workflow/runtime/start.routes';
import workflowOpsRoutes from './modules/workflow/runtime/ops.routes';
import workflowDetailRoutes from './modules/workflow/runtime/detail.routes';
import { workflowTimerSweeper, type WorkflowTimerOptions } from './modules/workflow/runtime/timers';
import workflowTaskActionsRoutes from './modules/workflow/runtime/task-actions.routes';
import opsRoutes from './modules/ops/ops.routes';
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
      await api.register(systemSettingRoutes);
      await api.register(captchaRoutes, { testCodes });
      await api.register(smsRoutes, { sender: smsSender, testCodes });
      await api.register(loginRoutes, { captchaEnabled: config.captchaEnabled });
      await api.register(userRoutes);
      await api.register(permissionRoutes);
      await api.register(permissionAdminRoutes);
      await api.register(departRoleRoutes);
      await api.register(roleRoutes);
      await api.register(tenantRoutes);
      await api.register(dictRoutes);
      await api.register(departRoutes);
      await api.register(positionRoutes);
      await api.register(categoryRoutes);
      await api.register(checkRuleRoutes);
      await api.register(fillRuleRoutes);
      await api.register(duplicateRoutes);
      await api.register(announcementRoutes);
      await api.register(onlineRoutes);
      await api.register(logRoutes);
      await api.register(dataLogRoutes);
      await api.register(quartzRoutes);
      await api.register(uploadRoutes);
      await api.register(elementDisplayRoutes);
      await api.register(accountRoutes, { sender: smsSender, testCodes });
      await api.register(addressRoutes);
      await api.register(dataSourceRoutes);
      await api.register(gatewayRoutes);
      await api.register(cgreportRoutes);
      await api.register(workflowModelRoutes);
      await api.register(workflowFormRoutes);
      await api.register(workflowNoticePush);
      await api.register(workflowRuntimeRoutes);
      await api.register(workflowStartRoutes);
      await api.register(workflowOpsRoutes);
      await api.register(workflowDetailRoutes);
      await api.register(workflowTaskActionsRoutes);
      await api.register(opsRoutes);
      if (testCodes) await api.register(testSupportRoutes, { testCodes });
    },
    { prefix: '/api' },
  );

  if (options.webRoot) await fastify.register(webStaticPlugin, { root: options.webRoot });
  return fastify;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
