/**
 * The user picker's two calls (spec 03 section 7 "Users and departments"):
 * - GET /sys/user/queryUserComponentData: a page of the tenant's active users, by department
 *   (departId, comma list) and by account, name, work number, ID card (exact), unit, company or
 *   department name; the user-by-department modal and the person-selection dialog use it.
 * - GET /sys/user/getMultiUser: the users behind a stored value (comma-joined usernames, ids or
 *   work numbers), so a form shows names instead of accounts.
 * Open to every signed-in user like the other pickers: only identifying fields, ID card masked.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AUTHENTICATED, MAX_MULTI_USER, pageResultSchema, replySchema, userComponentRecordSchema, USER_STORE_FIELDS, listQuerySchema } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { fieldError } from '../../../lib/app-error';
import { defineList, runList } from '../../../lib/list-query';
import { ok } from '../../../lib/reply';
import { sysDepart, sysUserDepart } from '../depart/depart.table';
import { listTenantDeparts, type DepartRow } from '../depart/depart.service';
import { maskIdCard } from './user-picker.routes';
import { userInTenant } from './user-admin.list';
import { sysUser } from './user.table';

const MAX_DEPART_IDS = 100;

const columns = {
  id: sysUser.id,
  username: sysUser.username,
  realname: sysUser.realname,
  sex: sysUser.sex,
  workNo: sysUser.workNo,
  idCard: sysUser.idCard,
  phone: sysUser.phone,
  orgCode: sysUser.orgCode,
  createTime: sysUser.createTime,
};

const escapeLike = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const company = alias(sysDepart, 'company');

/** Users linked to a department of the tenant matching `condition` (d: the department, company: an org above or equal). */
function inMatchingDepart(tenantId: number, condition: SQL, throughAncestor: boolean): SQL {
  const ancestor = throughAncestor
    ? sql` join ${sysDepart} ${sql.raw('"company"')} on ${company.tenantId} = ${sysDepart.tenantId} and ${company.delFlag} = 0 and ${sysDepart.orgCode} like ${company.orgCode} || '%'`
    : sql``;
  return sql`exists (select 1 from ${sysUserDepart} join ${sysDepart} on ${sysDepart.id} = ${sysUserDepart.depId}${ancestor}
    where ${sysUserDepart.userId} = ${sysUser.id} and ${sysDepart.tenantId} = ${tenantId} and ${sysDepart.delFlag} = 0 and ${condition})`;
}

/** The allowlist of this list; department filters are limited to the caller's tenant. */
function componentList(tenantId: number) {
  return defineList({
    name: 'sys_user (picker)',
    table: sysUser,
    fields: {
      // the picker's one search box matches the account or the name
      username: {
        column: sysUser.username,
        type: 'string',
        filter: (value) => sql`(${ilike(sysUser.username, escapeLike(value))} or ${ilike(sysUser.realname, escapeLike(value))})`,
      },
      realname: { column: sysUser.realname, type: 'string', rule: 'like' },
      workNo: { column: sysUser.workNo, type: 'string', rule: 'like' },
      // equality only, as in the select-user modal: no guessing a number digit by digit
      idCard: { column: sysUser.idCard, type: 'string', rule: 'eq', sortable: false },
      createTime: { column: sysUser.createTime, type: 'datetime' },
      departId: {
        column: sysUser.id,
        type: 'string',
        sortable: false,
        filter: (value) => {
          const ids = [
            ...new Set(
              value
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
            ),
          ];
          if (ids.length > MAX_DEPART_IDS) throw fieldError('departId', `一次最多按 ${MAX_DEPART_IDS} 个部门查询`);
          return inMatchingDepart(tenantId, inArray(sysDepart.id, ids), false);
        },
      },
      departName: {
        column: sysUser.id,
        type: 'string',
        sortable: false,
        filter: (v) => inMatchingDepart(tenantId, ilike(sysDepart.departName, escapeLike(v)), false),
      },
      companyName: {
        column: sysUser.id,
        type: 'string',
        sortable: false,
        filter: (v) => inMatchingDepart(tenantId, and(eq(company.orgCategory, '1'), ilike(company.departName, escapeLike(v)))!, true),
      },
      unitName: {
        column: sysUser.id,
        type: 'string',
        sortable: false,
        filter: (v) => inMatchingDepart(tenantId, sql`${company.parentId} is null and ${ilike(company.departName, escapeLike(v))}`, true),
      },
    },
    defaultSort: { field: 'createTime', order: 'desc' },
    tieBreaker: sysUser.id,
  });
}

type UserRow = Pick<typeof sysUser.$inferSelect, keyof typeof columns>;

/** Department names, company (nearest category 1 above) and unit (the root) of each user. */
async function withOrgNames(db: Database, tenantId: number, rows: UserRow[]) {
  if (rows.length === 0) return [];
  const [departs, links] = await Promise.all([
    listTenantDeparts(db, tenantId),
    db
      .select({ userId: sysUserDepart.userId, depId: sysUserDepart.depId })
      .from(sysUserDepart)
      .where(
        inArray(
          sysUserDepart.userId,
          rows.map((r) => r.id),
        ),
      ),
  ]);
  const byId = new Map(departs.map((d) => [d.id, d]));
  const ancestors = (depart: DepartRow | undefined) => {
    const chain: DepartRow[] = [];
    for (let d = depart; d && !chain.includes(d); d = d.parentId ? byId.get(d.parentId) : undefined) chain.push(d);
    return chain;
  };
  return rows.map(({ orgCode, createTime: _c, ...row }) => {
    const own = links
      .filter((l) => l.userId === row.id)
      .map((l) => byId.get(l.depId))
      .filter((d): d is DepartRow => !!d);
    const current = own.find((d) => d.orgCode === orgCode) ?? own[0];
    const chain = ancestors(current);
    return {
      ...row,
      idCard: maskIdCard(row.idCard),
      orgCodeTxt: own.map((d) => d.departName).join(','),
      companyName: chain.find((d) => d.orgCategory === '1')?.departName ?? '',
      unitName: chain.at(-1)?.departName ?? '',
    };
  });
}

const multiUserQuery = z
  .object({ username: z.string().optional(), id: z.string().optional(), workNo: z.string().optional(), _t: z.any().optional() })
  .refine((q) => USER_STORE_FIELDS.some((f) => q[f] !== undefined), { message: `请提供 ${USER_STORE_FIELDS.join(' / ')} 之一`, path: ['username'] });

const userComponentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/sys/user/queryUserComponentData',
    {
      config: { permission: AUTHENTICATED },
      schema: {
        tags: ['user-picker'],
        summary: '用户选择组件的数据（按部门、账号/姓名、工号、身份证号、单位、公司、部门查询）',
        querystring: listQuerySchema,
        response: { 200: replySchema(pageResultSchema(userComponentRecordSchema)) },
      },
    },
    async (request) => {
      const session = request.ctx.session;
      const page = await runList(componentList(session.tenantId), request.query, request.ctx, {
        baseWhere: [eq(sysUser.delFlag, 0), eq(sysUser.status, 1), userInTenant(session.tenantId)],
        select: (p) =>
          db
            .select(columns)
            .from(sysUser)
            .where(p.where)
            .orderBy(...p.orderBy)
            .limit(p.limit)
            .offset(p.offset),
        maxPageSize: 100,
      });
      return ok({ ...page, records: await withOrgNames(db, session.tenantId, page.records as UserRow[]) });
    },
  );

  fastify.get(
    '/sys/user/getMultiUser',
    {
      config: { permission: AUTHENTICATED },
      schema: {
        tags: ['user-picker'],
        summary: '按保存的值（账号 / id / 工号，逗号分隔）取用户',
        querystring: multiUserQuery,
        response: { 200: replySchema(z.array(userComponentRecordSchema)) },
      },
    },
    async (request) => {
      const session = request.ctx.session;
      const field = USER_STORE_FIELDS.find((f) => request.query[f] !== undefined)!;
      const values = [
        ...new Set(
          String(request.query[field])
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (values.length > MAX_MULTI_USER) throw fieldError(field, `一次最多查询 ${MAX_MULTI_USER} 个用户`);
      if (values.length === 0) return ok([]);
      const rows = await db
        .select(columns)
        .from(sysUser)
        .where(and(inArray(sysUser[field], values), eq(sysUser.delFlag, 0), userInTenant(session.tenantId)));
      const named = await withOrgNames(db, session.tenantId, rows);
      const key = (row: (typeof rows)[number]) => String(row[field] ?? '');
      // in the order of the stored value
      return ok(values.flatMap((v) => named.filter((_, i) => key(rows[i]) === v)));
    },
  );
};

export default userComponentRoutes;
