import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHENTICATED, replySchema } from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { isValueTaken, resolveCheckedColumn } from './duplicate.service';

export const VALUE_AVAILABLE = '该值可用！';
export const VALUE_TAKEN = '该值不可用，系统中已存在！';

const duplicateRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/sys/duplicate/check',
    {
      // many forms (users, roles, dictionaries ...) check uniqueness as the user types: any signed-in
      // user; it answers only "taken or not" for allowlisted columns
      config: { permission: AUTHENTICATED },
      schema: {
        tags: ['duplicate'],
        summary: '重复值校验（仅允许清单内的表和字段）',
        querystring: z.object({
          tableName: z.string().min(1, '请指定表名').max(64),
          fieldName: z.string().min(1, '请指定字段名').max(64),
          fieldVal: z.string().max(500).optional(),
          dataId: z.string().max(64).optional(),
        }),
        response: { 200: replySchema(z.null()) },
      },
    },
    async (request) => {
      const { tableName, fieldName, fieldVal, dataId } = request.query;
      const value = fieldVal?.trim() ?? '';
      resolveCheckedColumn(tableName, fieldName);
      // spec 01 section 5: the check is skipped for an empty value
      const taken = value !== '' && (await isValueTaken(fastify.db, { tableName, fieldName, fieldVal: value, dataId: dataId || undefined }));
      return taken ? { ...ok(null, VALUE_TAKEN), success: false } : ok(null, VALUE_AVAILABLE);
    },
  );
};

export default duplicateRoutes;
