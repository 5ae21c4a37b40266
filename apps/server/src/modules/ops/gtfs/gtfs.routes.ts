/**
 * GTFS 导入 / 导出 / 校验 of 线路管理. An uploaded feed (.zip, size-capped, checked to be a zip) is
 * written to a temporary file and read from there entry by entry; validation errors block the
 * import (422 with the report), warnings do not (the page shows them and asks first).
 */
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { gtfsImportJobSchema, gtfsReportCsv, gtfsValidationReportSchema, PERMS, replySchema } from '@bus/contracts';
import { AppError, fieldError } from '../../../lib/app-error';
import { ok } from '../../../lib/reply';
import { attachment } from '../../../lib/xlsx/sheet-export';
import { importJobs } from '../../sys';
import { exportFeed } from './export-feed';
import { GTFS_JOB_KIND, startGtfsImport, toGtfsJob } from './gtfs-job';
import { abandonedStagingJobs, cleanStaging } from './gtfs-staging';
import { GtfsFeedError, openFeed, type GtfsLimits } from './read-feed';
import { validateFeed, type ValidationReport } from './validate-feed';

const tags = ['ops-gtfs'];
export const DEFAULT_GTFS_LIMITS = { maxRows: 5_000_000, maxUncompressedBytes: 1024 * 1024 * 1024, maxZipBytes: 200 * 1024 * 1024 };
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const feedError = (error: GtfsFeedError) =>
  new AppError(422, error.message, {
    errors: [{ field: error.column ?? error.file ?? 'file', message: error.message }],
    file: error.file ?? null,
    column: error.column ?? null,
  });

const gtfsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const limits = { ...DEFAULT_GTFS_LIMITS, ...fastify.config.gtfsLimits };
  const feedLimits: GtfsLimits = { maxRows: limits.maxRows, maxUncompressedBytes: limits.maxUncompressedBytes };
  const tmpDir = path.join(fastify.config.dataDir, 'tmp', 'gtfs');
  await fastify.register(multipart, { limits: { fileSize: limits.maxZipBytes, files: 1 } });

  // imports and cleanings run in the background; closing stops them at their next step and waits for that
  let stopping = false;
  const work = new Set<Promise<unknown>>();
  const track = (promise: Promise<unknown>) => {
    work.add(promise);
    void promise.finally(() => work.delete(promise));
  };
  const cleaning = new Set<string>();
  /** removes what a finished or interrupted job staged, once at a time per job */
  const clean = (jobId: string) => {
    if (cleaning.has(jobId) || stopping) return;
    cleaning.add(jobId);
    track(
      cleanStaging(db, jobId, () => stopping)
        .catch((error: unknown) => fastify.log.error({ err: error, jobId }, 'GTFS 导入的暂存数据未能清理'))
        .finally(() => cleaning.delete(jobId)),
    );
  };
  // what imports of a process that died (or a cleaning cut short) left staged, once the server is up
  fastify.addHook('onReady', async () => {
    track(
      abandonedStagingJobs(db)
        .then((jobs) => jobs.forEach(clean))
        .catch((error: unknown) => fastify.log.error({ err: error }, 'GTFS 暂存数据未能清理')),
    );
  });
  fastify.addHook('onClose', async () => {
    stopping = true;
    while (work.size) await Promise.allSettled([...work]);
  });

  /** the uploaded zip in a temporary file (the caller removes it) */
  async function receiveZip(request: FastifyRequest): Promise<{ file: string; fileName: string }> {
    if (!request.isMultipart()) throw fieldError('file', '请上传 GTFS 压缩包（.zip）');
    const upload = await request.file();
    if (!upload) throw fieldError('file', '请上传 GTFS 压缩包（.zip）');
    if (!/\.zip$/i.test(upload.filename)) throw fieldError('file', '只支持 .zip 格式的 GTFS 压缩包');
    await mkdir(tmpDir, { recursive: true });
    const file = path.join(tmpDir, `${randomUUID()}.zip`);
    try {
      await pipeline(upload.file, createWriteStream(file));
      if (upload.file.truncated) throw new AppError(413, `文件大小不能超过 ${Math.round(limits.maxZipBytes / 1024 / 1024)} MB（GTFS_MAX_ZIP_MB）`);
      const handle = await open(file, 'r');
      const head = Buffer.alloc(4);
      await handle.read(head, 0, 4, 0);
      await handle.close();
      if (!head.equals(ZIP_MAGIC)) throw fieldError('file', '文件内容不是 zip 压缩包');
    } catch (error) {
      await rm(file, { force: true });
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError(413, `文件大小不能超过 ${Math.round(limits.maxZipBytes / 1024 / 1024)} MB（GTFS_MAX_ZIP_MB）`);
      throw error;
    }
    return { file, fileName: upload.filename };
  }

  async function validateZip(file: string): Promise<ValidationReport> {
    try {
      const feed = await openFeed(file, feedLimits);
      try {
        return await validateFeed(feed);
      } finally {
        feed.close();
      }
    } catch (error) {
      if (error instanceof GtfsFeedError) throw feedError(error);
      throw error;
    }
  }

  fastify.post(
    '/ops/gtfs/validate',
    {
      config: { permission: PERMS.ops.route.gtfs_validate },
      schema: { tags, summary: '校验 GTFS 压缩包（不导入）', response: { 200: replySchema(gtfsValidationReportSchema) } },
    },
    async (request) => {
      const { file } = await receiveZip(request);
      try {
        return ok(await validateZip(file));
      } finally {
        await rm(file, { force: true });
      }
    },
  );

  fastify.get(
    '/ops/gtfs/validateNetwork',
    {
      config: { permission: PERMS.ops.route.gtfs_validate },
      schema: {
        tags,
        summary: '校验当前线网（format=csv 下载报告）',
        querystring: z.object({ format: z.enum(['json', 'csv']).optional() }),
        response: { 200: replySchema(gtfsValidationReportSchema) },
      },
    },
    async (request, reply) => {
      await mkdir(tmpDir, { recursive: true });
      const file = path.join(tmpDir, `${randomUUID()}.zip`);
      try {
        await pipeline(exportFeed(db, request.ctx.session.tenantId), createWriteStream(file));
        const report = await validateZip(file);
        if (request.query.format === 'csv')
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', attachment('线网校验报告.csv'))
            .send(gtfsReportCsv(report.findings) as never);
        return ok(report);
      } finally {
        await rm(file, { force: true });
      }
    },
  );

  fastify.post(
    '/ops/gtfs/import',
    {
      config: { permission: PERMS.ops.route.gtfs_import },
      schema: {
        tags,
        summary: '导入 GTFS 压缩包：先校验（有错误则 422 并附报告），再在后台导入（202，按 statusUrl 查询进度）',
        response: { 200: replySchema(gtfsImportJobSchema), 202: replySchema(gtfsImportJobSchema) },
      },
    },
    async (request, reply) => {
      const { file, fileName } = await receiveZip(request);
      let started = false;
      try {
        const report = await validateZip(file);
        if (report.counts.error > 0) {
          const message = `GTFS 校验发现 ${report.counts.error} 个错误，未导入任何数据`;
          const first = report.findings.find((finding) => finding.severity === 'error');
          throw new AppError(422, first ? `${message}：${first.file}${first.line ? ` 第 ${first.line} 行` : ''} ${first.message}` : message, {
            errors: [{ field: first?.field ?? 'file', message: first?.message ?? message }],
            report,
          });
        }
        const session = request.ctx.session;
        const job = await startGtfsImport(
          {
            db,
            tenantId: session.tenantId,
            username: session.username,
            now: fastify.now,
            log: fastify.log,
            limits: feedLimits,
            stopping: () => stopping,
            track,
            clean,
          },
          file,
          fileName,
          report.files,
          report.counts.warning,
        );
        started = true;
        return reply.code(202).send({ success: true, message: job.message ?? '', code: 202, result: job, timestamp: Date.now() });
      } finally {
        if (!started) await rm(file, { force: true });
      }
    },
  );

  fastify.get(
    '/ops/gtfs/importJob',
    {
      config: { permission: PERMS.ops.route.gtfs_import },
      schema: {
        tags,
        summary: 'GTFS 导入任务的进度与结果',
        querystring: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: replySchema(gtfsImportJobSchema) },
      },
    },
    async (request) => {
      const job = await importJobs.find(db, request.ctx.session.tenantId, GTFS_JOB_KIND, request.query.id, fastify.now());
      // a job another instance left running is marked interrupted when found silent: what it staged goes
      if (job?.status === 'failed') clean(job.id);
      if (!job) throw new AppError(404, '导入任务不存在');
      return ok(toGtfsJob(job));
    },
  );

  fastify.get(
    '/ops/gtfs/export',
    { config: { permission: PERMS.ops.route.gtfs_export }, schema: { tags, summary: '导出当前线网为 GTFS 压缩包' } },
    async (request, reply) =>
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachment(`gtfs-${new Date().toISOString().slice(0, 10).replaceAll('-', '')}.zip`))
        .send(exportFeed(db, request.ctx.session.tenantId)),
  );
};

export default gtfsRoutes;
