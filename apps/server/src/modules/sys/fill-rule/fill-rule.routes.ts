import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTHENTICATED,
  fillRuleEditSchema,
  fillRuleGeneratorSchema,
  fillRuleRecordSchema,
  fillRuleSaveSchema,
  pageResultSchema,
  recordIdQuerySchema,
  idsQuerySchema,
  replySchema,
  PERMS,
  listQuerySchema,
} from '@bus/contracts';
import { runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { FILL_RULE_GENERATORS } from './generators';
import { addFillRule, deleteFillRules, editFillRule, executeRuleByCode, fillRuleList, generatorName, parseFormData } from './fill-rule.service';
import { sysFillRule } from './fill-rule.table';
import { withTimes } from '../../../lib/date-time';

const tags = ['fillRule'];
const toRecord = (row: typeof sysFillRule.$inferSelect) => ({ ...withTimes(row), ruleClass_dictText: generatorName(row.ruleClass) });

const fillRuleRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/sys/fillRule/list',
    {
      config: { permission: PERMS.system.fillRule.list },
      schema: { tags, summary: '填值规则列表', querystring: listQuerySchema, response: { 200: replySchema(pageResultSchema(fillRuleRecordSchema)) } },
    },
    async (request) => {
      const page = await runList(fillRuleList, request.query, request.ctx);
      return ok({ ...page, records: page.records.map((r) => toRecord(r as never)) });
    },
  );

  fastify.get(
    '/sys/fillRule/generators',
    {
      config: { permission: PERMS.system.fillRule.list },
      schema: { tags, summary: '已注册的生成器', response: { 200: replySchema(z.array(fillRuleGeneratorSchema)) } },
    },
    async () => ok(Object.entries(FILL_RULE_GENERATORS).map(([key, g]) => ({ key, name: g.name, description: g.description, paramsExample: g.paramsExample }))),
  );

  fastify.post(
    '/sys/fillRule/add',
    {
      config: { permission: PERMS.system.fillRule.add },
      schema: { tags, summary: '新增填值规则', body: fillRuleSaveSchema, response: { 200: replySchema(fillRuleRecordSchema) } },
    },
    async (request) => ok(toRecord(await addFillRule(request.ctx, request.body)), '添加成功！'),
  );

  fastify.put(
    '/sys/fillRule/edit',
    {
      config: { permission: PERMS.system.fillRule.edit },
      schema: { tags, summary: '编辑填值规则', body: fillRuleEditSchema, response: { 200: replySchema(fillRuleRecordSchema) } },
    },
    async (request) => ok(toRecord(await editFillRule(request.ctx, request.body)), '编辑成功!'),
  );

  fastify.delete(
    '/sys/fillRule/delete',
    {
      config: { permission: PERMS.system.fillRule.delete },
      schema: { tags, summary: '删除填值规则', querystring: recordIdQuerySchema, response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      await deleteFillRules(db, [request.query.id]);
      return ok(null, '删除成功!');
    },
  );

  fastify.delete(
    '/sys/fillRule/deleteBatch',
    {
      config: { permission: PERMS.system.fillRule.batch_delete },
      schema: { tags, summary: '批量删除填值规则', querystring: idsQuerySchema, response: { 200: replySchema(z.null()) } },
    },
    async (request) => {
      const n = await deleteFillRules(db, request.query.ids);
      return ok(null, `已删除 ${n} 条`);
    },
  );

  fastify.get(
    '/sys/fillRule/executeRuleByCode/:ruleCode',
    {
      // forms of many pages ask for a generated value (e.g. a code) before saving: any signed-in user
      config: { permission: AUTHENTICATED },
      schema: {
        tags,
        summary: '按规则编码生成值',
        params: z.object({ ruleCode: z.string().min(1).max(100) }),
        querystring: z.object({ formData: z.string().max(4000).optional() }),
        response: { 200: replySchema(z.string()) },
      },
    },
    async (request) => {
      const session = request.ctx.session;
      const value = await executeRuleByCode(
        { db, now: fastify.now(), tenantId: session.tenantId, formData: parseFormData(request.query.formData) },
        request.params.ruleCode,
      );
      return ok(value);
    },
  );
};

export default fillRuleRoutes;
