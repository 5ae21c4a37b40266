/**
 * 对账记录 (/zsgj/reconciliationRecord: the kit's list, one batch and the export; 导入对账单, a
 * batch's differences, 处理 and 删除) and 自动对账 (/zsgj/autoReconciliation: the inbox's state and
 * 立即对账), with the morning job the scheduler runs.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  autoReconStatusSchema,
  billDateSchema,
  reconBatchRecordSchema,
  reconDiffRecordSchema,
  reconDiffStates,
  reconResolveSchema,
  replySchema,
  ZSGJ_AUTO_RECON_PERMS,
  ZSGJ_RECON_PERMS,
} from '@bus/contracts';
import { seedId } from '../../../db/seed/seed-id';
import { AppError, fieldError } from '../../../lib/app-error';
import { ok } from '../../../lib/reply';
import { dictionaryItems, scheduledJobs } from '../../sys';
import { AUTO_RECONCILE_JOB, autoReconcileJob, inboxStatus, runInbox, statementFolders } from './auto-reconcile';
import { batchDiffs, deleteBatch, importStatement, reconBatchKit, resolveDiff } from './reconcile.service';

const tags = ['isps-reconcile'];
/** the largest statement a clerk uploads (a busy day of WeChat Pay is far below it) */
export const MAX_STATEMENT_BYTES = 300 * 1024 * 1024;
const idQuery = z.object({ id: z.string().min(1, '请指定对账批次').max(64) });

const reconcileRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { dataDir } = fastify.config;
  const tmpDir = path.join(dataDir, 'tmp', 'statements');
  await fastify.register(multipart, { limits: { fileSize: MAX_STATEMENT_BYTES, files: 1 } });
  await fastify.register(reconBatchKit.routes);
  scheduledJobs.register(AUTO_RECONCILE_JOB, autoReconcileJob);

  fastify.post(
    '/zsgj/reconciliationRecord/import',
    {
      config: { permission: ZSGJ_RECON_PERMS.import },
      schema: {
        tags,
        summary: '导入对账单（微信支付交易账单 CSV / 支付宝业务明细 zip）',
        querystring: z.object({ billDate: billDateSchema.optional() }),
        response: { 200: replySchema(reconBatchRecordSchema) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw fieldError('file', '请上传对账单文件');
      const upload = await request.file();
      if (!upload) throw fieldError('file', '请上传对账单文件');
      if (!/\.(csv|zip)$/i.test(upload.filename)) throw fieldError('file', '只支持微信支付交易账单（.csv）或支付宝业务明细（.zip）');
      await mkdir(tmpDir, { recursive: true });
      const file = path.join(tmpDir, randomUUID());
      try {
        await pipeline(upload.file, createWriteStream(file));
        if (upload.file.truncated) throw new AppError(413, `对账单不能超过 ${MAX_STATEMENT_BYTES / 1024 / 1024} MB`);
        const batch = await importStatement(request.ctx.db, request.ctx, {
          path: file,
          fileName: upload.filename,
          billDate: request.query.billDate ?? null,
          source: 'upload',
        });
        const record = await reconBatchKit.service.get(request.ctx, batch.id);
        return ok(
          record,
          batch.diffCount ? `对账完成：${batch.lineCount} 笔，发现 ${batch.diffCount} 条差异待处理` : `对账完成：${batch.lineCount} 笔，全部一致`,
        );
      } finally {
        await rm(file, { force: true });
      }
    },
  );

  fastify.get(
    '/zsgj/reconciliationRecord/diffs',
    {
      config: { permission: ZSGJ_RECON_PERMS.list },
      schema: { tags, summary: '对账差异', querystring: idQuery, response: { 200: replySchema(z.array(reconDiffRecordSchema)) } },
    },
    async (request) => {
      await reconBatchKit.service.get(request.ctx, request.query.id);
      const kinds = new Map((await dictionaryItems(request.ctx.db, 'isps_recon_diff_kind')).map((item) => [item.value, item.text]));
      const states = new Map((await dictionaryItems(request.ctx.db, 'isps_unusual_state')).map((item) => [item.value, item.text]));
      const diffs = await batchDiffs(request.ctx, request.query.id);
      return ok(diffs.map((diff) => ({ ...diff, kind_dictText: kinds.get(diff.kind) ?? diff.kind, state_dictText: states.get(diff.state) ?? diff.state })));
    },
  );

  fastify.put(
    '/zsgj/reconciliationRecord/resolve',
    {
      config: { permission: reconDiffStates.actions.resolve.permission! },
      schema: { tags, summary: '处理对账差异', body: reconResolveSchema, response: { 200: replySchema(reconDiffRecordSchema) } },
    },
    async (request) => ok(await resolveDiff(request.ctx, request.body), '已处理'),
  );

  fastify.delete(
    '/zsgj/reconciliationRecord/delete',
    { config: { permission: ZSGJ_RECON_PERMS.delete }, schema: { tags, summary: '删除对账批次（以便重新导入）', querystring: idQuery } },
    async (request) => {
      await deleteBatch(request.ctx, request.query.id);
      return ok(null, '删除成功，可重新导入该日对账单');
    },
  );

  const folders = (tenantId: number) => statementFolders(dataDir, tenantId);
  const status = async (tenantId: number) => {
    const job = await scheduledJobs.find(fastify.db, seedId('quartz-job', AUTO_RECONCILE_JOB));
    return {
      ...(await inboxStatus(folders(tenantId))),
      job: job
        ? {
            id: job.id,
            cronExpression: job.cronExpression,
            enabled: job.enabled,
            nextRun: job.nextRunTime ? job.nextRunTime.toISOString() : null,
            lastRun: job.lastRunTime ? `${job.lastRunTime.toISOString()} ${job.lastRunResult ?? ''}`.trim() : null,
          }
        : null,
    };
  };

  fastify.get(
    '/zsgj/autoReconciliation/status',
    { config: { permission: ZSGJ_AUTO_RECON_PERMS.list }, schema: { tags, summary: '自动对账状态', response: { 200: replySchema(autoReconStatusSchema) } } },
    async (request) => ok(await status(request.ctx.session.tenantId)),
  );

  fastify.post(
    '/zsgj/autoReconciliation/run',
    {
      config: { permission: ZSGJ_AUTO_RECON_PERMS.run },
      schema: { tags, summary: '立即对账（导入收件箱中的对账单）', response: { 200: replySchema(autoReconStatusSchema) } },
    },
    async (request) => {
      const { tenantId } = request.ctx.session;
      const result = await runInbox(request.ctx.db, tenantId, folders(tenantId), request.ctx.now);
      const message =
        result.imported + result.failed === 0
          ? '收件箱中没有待导入的对账单'
          : `导入 ${result.imported} 个对账单${result.failed ? `，${result.failed} 个未能导入，原因见下方记录` : ''}`;
      return ok(await status(tenantId), message);
    },
  );
};

export default reconcileRoutes;
