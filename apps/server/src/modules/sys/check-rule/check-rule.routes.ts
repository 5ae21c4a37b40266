import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTHENTICATED,
  checkRuleEditSchema,
  checkRuleRecordSchema,
  checkRuleSaveSchema,
  pageResultSchema,
  recordIdQuerySchema,
  idsQuerySchema,
  replySchema,
  PERMS,
  listQuerySchema,
} from '@bus/contracts';
import { runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { sysCheckRule } from './check-rule.table';
import { addCheckRule, checkByCode, checkRuleList, deleteCheckRules, editCheckRule, toCheckRuleRecord } from './check-rule.service';

const tags = ['checkRule'];
const nullReply = { 200: replySchema(z.null()) };

const checkRuleRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/sys/checkRule/list',
    {
      config: { permission: PERMS.system.checkRule.list },
      schema: { tags, summary: '校验规则列表', querystring: listQuerySchema, response: { 200: replySchema(pageResultSchema(checkRuleRecordSchema)) } },
    },
    async (request) => {
      const page = await runList(checkRuleList, request.query, request.ctx);
      return ok({ ...page, records: page.records.map((r) => toCheckRuleRecord(r as typeof sysCheckRule.$inferSelect)) });
    },
  );

  fastify.get(
    '/sys/checkRule/checkByCode',
    {
      // form fields of many pages validate a code against a rule while the user types
      config: { permission: AUTHENTICATED },
      schema: {
        tags,
        summary: '按规则编码校验值（空值直接通过）',
        querystring: z.object({ ruleCode: z.string().min(1, '请指定规则编码').max(100), value: z.string().max(10_000).optional() }),
        response: { 200: replySchema(z.null()) },
      },
    },
    async (request) => {
      const value = request.query.value ?? '';
      if (value === '') return ok(null, '校验通过');
      const outcome = await checkByCode(db, request.query.ruleCode, value);
      return outcome.passed ? ok(null, '校验通过') : { ...ok(null, outcome.message), success: false };
    },
  );

  fastify.post(
    '/sys/checkRule/add',
    {
      config: { permission: PERMS.system.checkRule.add },
      schema: { tags, summary: '新增校验规则', body: checkRuleSaveSchema, response: { 200: replySchema(checkRuleRecordSchema) } },
    },
    async (request) => ok(toCheckRuleRecord(await addCheckRule(request.ctx, request.body)), '添加成功！'),
  );

  fastify.put(
    '/sys/checkRule/edit',
    {
      config: { permission: PERMS.system.checkRule.edit },
      schema: { tags, summary: '编辑校验规则', body: checkRuleEditSchema, response: { 200: replySchema(checkRuleRecordSchema) } },
    },
    async (request) => ok(toCheckRuleRecord(await editCheckRule(request.ctx, request.body)), '编辑成功!'),
  );

  fastify.delete(
    '/sys/checkRule/delete',
    { config: { permission: PERMS.system.checkRule.delete }, schema: { tags, summary: '删除校验规则', querystring: recordIdQuerySchema, response: nullReply } },
    async (request) => {
      await deleteCheckRules(db, [request.query.id]);
      return ok(null, '删除成功!');
    },
  );

  fastify.delete(
    '/sys/checkRule/deleteBatch',
    {
      config: { permission: PERMS.system.checkRule.batch_delete },
      schema: { tags, summary: '批量删除校验规则', querystring: idsQuerySchema, response: nullReply },
    },
    async (request) => {
      const n = await deleteCheckRules(db, request.query.ids);
      return ok(null, `已删除 ${n} 条`);
    },
  );
};

export default checkRuleRoutes;
