/**
 * 代码生成 (/online/codegen, issue 23 item 6): the database's tables, a table's columns with a
 * guessed widget and label, and the files the resource generator's templates make of the user's
 * declaration, as a preview or a zip. Every route is behind online:codegen's codes.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMS, replySchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { attachment } from '../../../lib/xlsx/sheet-export';
import { codegenDeclarationSchema, FIELD_TYPES } from './templates/declaration';
import type { CheckedDeclaration } from './templates/render';
import { generatedFiles, listTables, tableColumns, zipOf } from './codegen.service';

const tags = ['online-codegen'];

const tableSchema = z.object({ name: z.string(), comment: z.string().nullable(), system: z.boolean() });
const columnSchema = z.object({
  name: z.string(),
  column: z.string(),
  type: z.enum(FIELD_TYPES),
  label: z.string(),
  dict: z.string().optional(),
  required: z.boolean().optional(),
  listed: z.boolean().optional(),
  searched: z.boolean().optional(),
  dataType: z.string(),
  comment: z.string().nullable(),
});
const fileSchema = z.object({ path: z.string(), content: z.string() });

const codegenRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/online/codegen/tables',
    {
      config: { permission: PERMS.online.codegen.list },
      schema: {
        tags,
        summary: '数据库表',
        querystring: z.object({
          keyword: z.string().trim().max(60, '关键字不能超过 60 个字符').optional(),
          system: z.enum(['true', 'false']).optional(),
        }),
        response: { 200: replySchema(z.array(tableSchema)) },
      },
    },
    async (request) => ok(await listTables(fastify.db, { keyword: request.query.keyword, system: request.query.system === 'true' })),
  );

  fastify.get(
    '/online/codegen/columns',
    {
      config: { permission: PERMS.online.codegen.list },
      schema: {
        tags,
        summary: '表的字段',
        querystring: z.object({
          table: z.string({ message: '请选择表' }).regex(/^[A-Za-z_][A-Za-z0-9_]{0,62}$/, '表名只能含字母、数字和下划线'),
        }),
        response: { 200: replySchema(z.object({ table: z.string(), comment: z.string().nullable(), columns: z.array(columnSchema) })) },
      },
    },
    async (request) => ok(await tableColumns(fastify.db, request.query.table)),
  );

  fastify.post(
    '/online/codegen/preview',
    {
      config: { permission: PERMS.online.codegen.list },
      schema: { tags, summary: '预览生成的文件', body: codegenDeclarationSchema, response: { 200: replySchema(z.array(fileSchema)) } },
    },
    async (request) => ok(generatedFiles(request.body as CheckedDeclaration)),
  );

  fastify.post(
    '/online/codegen/download',
    {
      config: { permission: PERMS.online.codegen.download },
      schema: { tags, summary: '下载生成的文件（zip）', body: codegenDeclarationSchema },
    },
    async (request, reply) => {
      const spec = request.body as CheckedDeclaration;
      const zip = await zipOf(generatedFiles(spec));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachment(`${spec.name}.zip`))
        .send(zip);
    },
  );
};

export default codegenRoutes;
