/**
 * The two URLs every import offers, under its own path and permission: the job's state (polled by
 * the import dialog) and the file of rejected rows with reasons. Registered by the import's module.
 */
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { importJobSchema, replySchema, type PermissionCode } from '@bus/contracts';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/reply';
import { attachment, XLSX_MIME } from '../../../lib/xlsx/sheet-export';
import { importJobs } from './import-jobs';

export function registerImportJobRoutes(
  fastify: FastifyInstance,
  options: { kind: string; basePath: string; permission: PermissionCode; resultFileName: string; tags: string[] },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const query = z.object({ id: z.string().min(1) });
  const jobOf = async (tenantId: number, id: string) => {
    const job = await importJobs.find(fastify.db, tenantId, options.kind, id, fastify.now());
    if (!job) throw new AppError(404, '导入任务不存在');
    return job;
  };

  app.get(
    `${options.basePath}/importJob`,
    {
      config: { permission: options.permission },
      schema: { tags: options.tags, summary: '导入任务的进度与结果', querystring: query, response: { 200: replySchema(importJobSchema) } },
    },
    async (request) => ok(importJobs.toImportJob(await jobOf(request.ctx.session.tenantId, request.query.id), options.basePath)),
  );

  app.get(
    `${options.basePath}/importError`,
    { config: { permission: options.permission }, schema: { tags: options.tags, summary: '导入失败行（含原因）', querystring: query } },
    async (request, reply) => {
      const job = await jobOf(request.ctx.session.tenantId, request.query.id);
      if (!job.resultFile) throw new AppError(404, '该导入没有失败数据');
      return reply.header('content-type', XLSX_MIME).header('content-disposition', attachment(options.resultFileName)).send(job.resultFile);
    },
  );
}
