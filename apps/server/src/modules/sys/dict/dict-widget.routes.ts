/**
 * The dictionary widgets' calls (spec 03 section 7 "Dictionaries"): the lazy tree-select
 * (loadTreeData), the async search-select (loadDict), stored values to labels (loadDictItem) and
 * the table dictionaries of the department picker (dynamic). A `{dict}` is a dictionary code: a
 * sys_dict code or a registered table dictionary (dynamic_*), never a `table,text,code` string.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHENTICATED, dictOptionSchema, dictTreeNodeSchema, replySchema, type DictOption } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { ok } from '../../../lib/reply';
import { getDictItems } from './dict.service';
import { assertDynamicCode, loadTreeLevel, MAX_DICT_PAGE_SIZE, MAX_DYNAMIC_ITEMS, tableDictOptions } from './table-dict';

const tags = ['dict'];
const config = { permission: AUTHENTICATED } as const;
const dictParam = z.object({ dict: z.string().min(1).max(100) });
const identifier = z.string().max(64).optional();

/** Options of a code: a table dictionary when registered, else the enabled items of sys_dict. */
async function optionsOf(db: Database, tenantId: number, code: string, filter: { keyword?: string; values?: string[]; limit: number }): Promise<DictOption[]> {
  const fromTable = await tableDictOptions(db, tenantId, code, filter);
  if (fromTable) return fromTable;
  const keyword = filter.keyword?.toLowerCase();
  return (await getDictItems(db, code))
    .filter((item) => (!keyword || item.text.toLowerCase().includes(keyword)) && (!filter.values || filter.values.includes(item.value)))
    .slice(0, filter.limit)
    .map((item) => ({ value: item.value, text: item.text, label: item.text, title: item.text }));
}

const dictWidgetRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/sys/dict/loadTreeData',
    {
      config,
      schema: {
        tags,
        summary: '表字典树的一层（表与字段名来自服务端白名单）',
        querystring: z.object({
          pid: z.string().max(100).optional(),
          tableName: identifier,
          text: identifier,
          code: identifier,
          pidField: identifier,
          hasChildField: identifier,
          condition: z.string().max(2000).optional(),
          _t: z.any().optional(),
        }),
        response: { 200: replySchema(z.array(dictTreeNodeSchema)) },
      },
    },
    async (request) => ok(await loadTreeLevel(db, request.ctx.session.tenantId, request.query)),
  );

  fastify.get(
    '/sys/dict/loadDict/:dict',
    {
      config,
      schema: {
        tags,
        summary: '按关键字搜索字典选项（搜索选择框）',
        params: dictParam,
        querystring: z.object({
          keyword: z.string().max(100).optional(),
          pageSize: z.coerce.number().int().min(1).max(MAX_DICT_PAGE_SIZE).optional(),
          _t: z.any().optional(),
        }),
        response: { 200: replySchema(z.array(dictOptionSchema)) },
      },
    },
    async (request) =>
      ok(
        await optionsOf(db, request.ctx.session.tenantId, request.params.dict, {
          keyword: request.query.keyword?.trim() || undefined,
          limit: request.query.pageSize ?? 10,
        }),
      ),
  );

  fastify.get(
    '/sys/dict/loadDictItem/:dict',
    {
      config,
      schema: {
        tags,
        summary: '保存的值（逗号分隔）对应的名称',
        params: dictParam,
        querystring: z.object({ key: z.string().max(4000).default(''), _t: z.any().optional() }),
        response: { 200: replySchema(z.array(z.string())) },
      },
    },
    async (request) => {
      const values = [
        ...new Set(
          request.query.key
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ].slice(0, MAX_DICT_PAGE_SIZE);
      if (values.length === 0) return ok([]);
      const options = await optionsOf(db, request.ctx.session.tenantId, request.params.dict, { values, limit: MAX_DICT_PAGE_SIZE });
      return ok(values.map((v) => options.find((o) => o.value === v)?.text ?? v));
    },
  );

  fastify.get(
    '/sys/dict/dynamic/:dictCode',
    {
      config,
      schema: {
        tags,
        summary: '表字典的全部选项（编码须以 dynamic_ 开头）',
        params: z.object({ dictCode: z.string().min(1).max(100) }),
        response: { 200: replySchema(z.array(dictOptionSchema)) },
      },
    },
    async (request) => {
      assertDynamicCode(request.params.dictCode);
      const options = await tableDictOptions(db, request.ctx.session.tenantId, request.params.dictCode, { limit: MAX_DYNAMIC_ITEMS });
      return ok(options ?? []);
    },
  );
};

export default dictWidgetRoutes;
