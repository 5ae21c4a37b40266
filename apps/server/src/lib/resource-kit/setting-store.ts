/**
 * A company's settings page (充值设置, 项目设置, 主题设置 …): one row per company, read as the
 * defaults until someone saved the page, and saved whole with the version read (a 409 when someone
 * saved in between). `settingRoutes` gives the page its GET …/get and PUT …/edit.
 */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { replySchema, type PermissionCode } from '@bus/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../app-error';
import { formatDateTime } from '../date-time';
import { ok } from '../reply';
import type { RequestContext } from '../request-context';
import { VERSION_CONFLICT_MESSAGE } from '../versioned-update';

type SettingTable = PgTable & { tenantId: PgColumn; version: PgColumn };
export type SettingAudit = { updateBy: string | null; updateTime: string | null; version: number };

/** one company's row of `table`, read and written whole */
export function settingStore<V extends object>(table: SettingTable, defaults: V) {
  async function read(db: Database, tenantId: number): Promise<V & SettingAudit> {
    const [row] = (await db.select().from(table).where(eq(table.tenantId, tenantId))) as Array<Record<string, unknown>>;
    if (!row) return { ...defaults, updateBy: null, updateTime: null, version: 0 };
    const { tenantId: _tenant, updateTime, ...rest } = row;
    return { ...(rest as V & SettingAudit), updateTime: formatDateTime(updateTime as Date | null) };
  }
  async function save(ctx: RequestContext, values: V, version: number): Promise<V & SettingAudit> {
    await ctx.db.transaction(async (tx) => {
      const [row] = (await tx.select().from(table).where(eq(table.tenantId, ctx.session.tenantId)).for('update')) as Array<{ version: number }>;
      if ((row?.version ?? 0) !== version) throw new AppError(409, VERSION_CONFLICT_MESSAGE);
      const audit = { updateBy: ctx.session.username, updateTime: ctx.now, version: version + 1 };
      if (row)
        await tx
          .update(table)
          .set({ ...values, ...audit } as never)
          .where(eq(table.tenantId, ctx.session.tenantId));
      else await tx.insert(table).values({ tenantId: ctx.session.tenantId, ...values, ...audit } as never);
    });
    return read(ctx.db, ctx.session.tenantId);
  }
  return { read, save };
}

export interface SettingPage<Body extends z.ZodType> {
  /** the API's path under /api: '/isps/rechargeSetting' gives …/get and …/edit */
  api: string;
  /** the page's name: 充值设置 (OpenAPI: 充值设置, 保存充值设置) */
  title: string;
  tags: string[];
  permissions: { list: PermissionCode; edit: PermissionCode };
  record: z.ZodType;
  body: Body;
  read(db: Database, tenantId: number): Promise<unknown>;
  save(ctx: RequestContext, body: z.infer<Body>): Promise<unknown>;
}

/** the routes of settings pages: GET {api}/get and PUT {api}/edit of each (a save says 保存成功) */
export function settingRoutes(...pages: Array<SettingPage<z.ZodType>>): FastifyPluginAsyncZod {
  return async (fastify) => {
    for (const page of pages) {
      fastify.get(
        `${page.api}/get`,
        { config: { permission: page.permissions.list }, schema: { tags: page.tags, summary: page.title, response: { 200: replySchema(page.record) } } },
        async (request) => ok(await page.read(request.ctx.db, request.ctx.session.tenantId)),
      );
      fastify.put(
        `${page.api}/edit`,
        {
          config: { permission: page.permissions.edit },
          schema: { tags: page.tags, summary: `保存${page.title}`, body: page.body, response: { 200: replySchema(page.record) } },
        },
        async (request) => ok(await page.save(request.ctx, request.body), '保存成功'),
      );
    }
  };
}
