import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dayCoverageSchema,
  dutyAssignSchema,
  dutyAutoAssignSchema,
  dutyCopySchema,
  dutyPieceSchema,
  dutyDayQuerySchema,
  dutyFindingSchema,
  dutyRuleSchema,
  dutyRulesSaveSchema,
  PERMS,
  replySchema,
} from '@bus/contracts';
import { ok } from '../../../lib/reply';
import { dayCoverage } from './coverage';
import { autoAssign, copyLastWeek } from './duty-auto';
import { assignDuty, checkAssignment, dayDuties, findingsOfDay, loadRules, saveRules } from './duty.service';

const tags = ['ops-fleet'];

/** 排班 and 排班规则 (驾驶员管理's duty and rule buttons), and whether the fleet and crew cover a day. */
const dutyRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/ops/duty/blocks',
    {
      config: { permission: PERMS.ops.driver.duty },
      schema: { tags, summary: '某日运行的班段及排班', querystring: dutyDayQuerySchema, response: { 200: replySchema(z.array(dutyPieceSchema)) } },
    },
    async (request) => ok(await dayDuties(db, request.ctx.session.tenantId, request.query.date, request.query.routeId)),
  );

  fastify.get(
    '/ops/duty/coverage',
    {
      config: { permission: PERMS.ops.driver.duty },
      schema: { tags, summary: '某日车辆和驾驶员是否够用', querystring: dutyDayQuerySchema, response: { 200: replySchema(dayCoverageSchema) } },
    },
    async (request) => ok(await dayCoverage(db, request.ctx.session.tenantId, request.query.date, request.query.routeId)),
  );

  fastify.get(
    '/ops/duty/findings',
    {
      config: { permission: PERMS.ops.driver.duty },
      schema: { tags, summary: '某日排班违规检查', querystring: dutyDayQuerySchema, response: { 200: replySchema(z.array(dutyFindingSchema)) } },
    },
    async (request) => ok(await findingsOfDay(db, request.ctx.session.tenantId, request.query.date, request.query.routeId)),
  );

  fastify.post(
    '/ops/duty/check',
    {
      config: { permission: PERMS.ops.driver.duty },
      schema: { tags, summary: '检查一次排班', body: dutyAssignSchema, response: { 200: replySchema(z.array(dutyFindingSchema)) } },
    },
    async (request) => ok(await checkAssignment(request.ctx, request.body)),
  );

  fastify.post(
    '/ops/duty/assign',
    {
      config: { permission: PERMS.ops.driver.duty },
      schema: {
        tags,
        summary: '排班（指定驾驶员和车辆）',
        body: dutyAssignSchema,
        response: { 200: replySchema(z.object({ findings: z.array(dutyFindingSchema) })) },
      },
    },
    async (request) => {
      const cleared = !request.body.driverId && !request.body.vehicleId;
      return ok(await assignDuty(request.ctx, request.body), cleared ? '已取消排班' : '排班已保存');
    },
  );

  fastify.post(
    '/ops/duty/auto-assign',
    {
      config: { permission: PERMS.ops.driver.duty },
      schema: {
        tags,
        summary: '自动排班（按线路轮转）',
        body: dutyAutoAssignSchema,
        response: { 200: replySchema(z.object({ assigned: z.number(), unassigned: z.number() })) },
      },
    },
    async (request) => {
      const result = await autoAssign(request.ctx, request.body);
      return ok(result, `已排班 ${result.assigned} 个班段${result.unassigned ? `，${result.unassigned} 个班段缺少可用的驾驶员或车辆` : ''}`);
    },
  );

  fastify.post(
    '/ops/duty/copy-last-week',
    {
      config: { permission: PERMS.ops.driver.duty },
      schema: { tags, summary: '复制上周排班', body: dutyCopySchema, response: { 200: replySchema(z.object({ copied: z.number(), skipped: z.number() })) } },
    },
    async (request) => {
      const result = await copyLastWeek(request.ctx, request.body);
      return ok(
        result,
        `已复制 ${result.copied} 个班段的排班${result.skipped ? `，${result.skipped} 个班段未复制（上周无排班、人员或车辆不可用，或违反排班规则）` : ''}`,
      );
    },
  );

  fastify.get(
    '/ops/duty/rules',
    { config: { permission: PERMS.ops.driver.rule }, schema: { tags, summary: '排班规则', response: { 200: replySchema(z.array(dutyRuleSchema)) } } },
    async (request) => ok(await loadRules(db, request.ctx.session.tenantId)),
  );

  fastify.put(
    '/ops/duty/rules',
    {
      config: { permission: PERMS.ops.driver.rule },
      schema: { tags, summary: '保存排班规则', body: dutyRulesSaveSchema, response: { 200: replySchema(z.array(dutyRuleSchema)) } },
    },
    async (request) => ok(await saveRules(request.ctx, request.body), '保存成功'),
  );
};

export default dutyRoutes;
