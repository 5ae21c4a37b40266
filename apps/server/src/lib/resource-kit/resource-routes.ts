/**
 * The server resource kit (issue 23): one declaration gives a plain resource's routes,
 * `<api>/list`, `/queryById`, `/add`, `/edit` (version-checked), `/delete`, `/deleteBatch` (a capped
 * list of ids) and `/exportXls`, each behind its permission code of the resource (a route whose code
 * the resource does not have is not made), with its OpenAPI schema, the tenant and data rules of the
 * list layer, one transaction per write with its data-log entry. What differs between resources is
 * said in the hooks: `values` checks a save and gives the columns (a 422 naming the field),
 * `afterWrite` and `beforeDelete` run in the write's transaction. A resource with a state machine
 * is edited only in the states the machine calls editable (409 otherwise). A resource nobody edits
 * here (no version column) takes `readOnlyResourceKit`: its list, queryById and exportXls.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  countOf,
  exportColumnsOf,
  idsQuerySchema,
  listQuerySchema,
  numericIdQuerySchema,
  numericIdsQuerySchema,
  pageResultSchema,
  replySchema,
  routeOf,
  type AnyResource,
} from '@bus/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../app-error';
import { addDictText, runList, type ListContext, type ListDefinition, type ListQueryParts } from '../list-query';
import { ok } from '../reply';
import type { RequestContext } from '../request-context';
import { updateVersioned } from '../versioned-update';
import { attachment, buildSheet, EXPORT_MAX_ROWS, selectedOnly, XLSX_MIME } from '../xlsx/sheet-export';
import type { DataLogWriter } from './data-log-writer';
import { recordOf } from './record-of';
import { moveState, type StateMove } from './state-move';

/**
 * A table the kit can write: a text id, a lock version and, for most, the tenant. A table without
 * a version (the system log, written by the system) may only be listed, exported and deleted.
 */
export type KitTable = PgTable & { id: PgColumn; version?: PgColumn; tenantId?: PgColumn };

/** A record's id: text, or an integer for a resource with `numericIds` (租户). */
export type RecordId = string | number;

/** The context of a write: the request's, with the transaction as its database. */
export type WriteContext = RequestContext;

export interface ResourceHooks<T extends KitTable, Save, Edit> {
  /**
   * Checks a save and returns the columns to write (without id, tenant, audit columns and version);
   * `current` is the stored row on an edit. A wrong value is a `fieldError` naming the field.
   * Absent only where the area adds and edits through its own routes (`ownRoutes`).
   */
  values?(ctx: WriteContext, input: Save | Edit, current?: T['$inferSelect']): Promise<Partial<T['$inferInsert']>>;
  /** after an add or edit, in its transaction (a notice, a derived row) */
  afterWrite?(ctx: WriteContext, row: T['$inferSelect'], previous?: T['$inferSelect']): Promise<void>;
  /** before a delete, in its transaction: refuse (a 422 saying why) or clean up what hangs on the rows */
  beforeDelete?(ctx: WriteContext, rows: Array<T['$inferSelect']>): Promise<void>;
  /** after an add, edit or delete has been committed, with the rows' ids (a scheduler told to reload them) */
  afterCommit?(ctx: RequestContext, ids: string[]): Promise<void>;
}

/** A table the read-only kit reads: a text id and, for most, the tenant (no lock version needed). */
export type ReadTable = PgTable & { id: PgColumn; tenantId?: PgColumn };

/** What the list, queryById and exportXls of a resource need (the read side of the kit). */
export interface ResourceReadDefinition<T extends ReadTable, Row extends Record<string, unknown>, Rec> {
  resource: AnyResource;
  table: T;
  list: ListDefinition;
  /** the rows as the list shows them (joined names, of the request's tenant); every column of the table when absent */
  select?: (db: Database, ctx: RequestContext) => (parts: ListQueryParts) => Promise<Row[]>;
  /**
   * the list's total when no filter applies, where the resource counts it a cheaper exact way
   * (the tenant's users from its memberships: runList `countUnfiltered`)
   */
  countUnfiltered?: (ctx: ListContext) => Promise<number>;
  /**
   * conditions every read and write applies (not in the recycle bin): a row outside them is a 404;
   * the list and the export pass their query too, for a parameter of the resource's own that is no
   * catalogue filter (公告's shown state)
   */
  baseWhere?: (ctx: RequestContext, query?: Readonly<Record<string, unknown>>) => Array<SQL | undefined>;
  /**
   * the routes the area writes itself (a queryById its readers may call too; an add and edit that
   * prove a report's SQL runs before their transaction)
   */
  ownRoutes?: ReadonlyArray<'queryById' | 'add' | 'edit'>;
  /** a row as replied, as of the request (its time); `recordOf` (times as text) when absent */
  toRecord?: (row: Row, ctx: RequestContext) => Rec;
  /** a record as the export's row, for a column the record does not carry as shown (an amount in yuan) */
  exportRow?: (record: Rec) => Record<string, unknown>;
  /** the list's own parameters besides the list layer's (部门角色's required deptId) */
  listQuery?: z.ZodObject;
  /** a record as the list replies it, where `listed` adds to the resource's record */
  listRecord?: z.ZodObject;
  /**
   * before the list replies, with its query: refuse (the parent it names is not the tenant's) or
   * give the page's records as replied (a flag read for the whole page, in `listRecord`)
   */
  listed?: (ctx: RequestContext, records: Array<Record<string, unknown>>, query: Readonly<Record<string, unknown>>) => Promise<Array<Record<string, unknown>>>;
}

export interface ResourceRoutesDefinition<T extends KitTable, Row extends Record<string, unknown>, Rec, Save, Edit> extends ResourceReadDefinition<
  T,
  Row,
  Rec
> {
  /** a delete marks the rows with these columns instead of removing them (a soft delete) */
  softDelete?: (ctx: WriteContext) => Partial<T['$inferInsert']>;
  /** the replies' messages where they are not the kit's (JeecgBoot-compatible wording) */
  messages?: Partial<ResourceMessages>;
  hooks: ResourceHooks<T, Save, Edit>;
  /** the data log's table name (the list's name when absent); false: the resource keeps no history */
  dataLog?: string | false;
  /** a row as the data log keeps it (a secret masked); the row itself when absent */
  logged?: (row: T['$inferSelect']) => T['$inferSelect'];
}

export interface ResourceMessages {
  added: string;
  edited: string;
  deleted: string;
  deletedBatch: (count: number) => string;
}

/** Reads and writes of a resource, for its own special routes and for other code of its area. */
export interface ResourceService<T extends KitTable, Rec> {
  /** one record as the list shows it (404 when it is not the tenant's) */
  get(ctx: ListContext, id: RecordId): Promise<Rec>;
  add(ctx: ListContext, input: unknown): Promise<T['$inferSelect']>;
  edit(ctx: ListContext, input: { id: RecordId; version: number }): Promise<T['$inferSelect']>;
  remove(ctx: ListContext, ids: readonly RecordId[]): Promise<number>;
  /** the stored row of the tenant, in the given database (a transaction), or a 404 */
  find(db: Database, ctx: RequestContext, id: RecordId): Promise<T['$inferSelect']>;
  /** writes the data-log entry of a row just saved (for the area's own moves) */
  log(db: Database, ctx: RequestContext, row: T['$inferSelect']): Promise<void>;
  /** takes an action of the resource's state machine (a resource without one has none to take) */
  move(ctx: RequestContext, move: StateMove<T, string>): Promise<T['$inferSelect']>;
}

export interface ResourceKit<T extends KitTable, Rec> {
  routes: FastifyPluginAsyncZod;
  service: ResourceService<T, Rec>;
}

/** The read-only kit of a resource (its list, queryById and exportXls): routes and the one read. */
export interface ReadOnlyResourceKit<Rec> {
  routes: FastifyPluginAsyncZod;
  service: { get(ctx: ListContext, id: RecordId): Promise<Rec> };
}

/** The read side both kits share: one record, a page of the list, and the three read routes. */
function readSide<T extends ReadTable, Row extends Record<string, unknown>, Rec>(definition: ResourceReadDefinition<T, Row, Rec>) {
  const { resource, table, list } = definition;
  const notFound = () => new AppError(404, `${resource.noun}不存在`);
  const toRecord = definition.toRecord ?? ((row: Row, _ctx: RequestContext) => recordOf(row) as Rec);
  const tenantOf = (ctx: RequestContext) => [...(table.tenantId ? [eq(table.tenantId, ctx.session.tenantId)] : []), ...(definition.baseWhere?.(ctx) ?? [])];
  const selectOf = (db: Database, ctx: RequestContext) =>
    definition.select?.(db, ctx) ??
    ((parts: ListQueryParts) =>
      db
        .select()
        .from(table as PgTable)
        .where(parts.where)
        .orderBy(...parts.orderBy)
        .limit(parts.limit)
        .offset(parts.offset) as unknown as Promise<Row[]>);
  async function get(ctx: ListContext, id: RecordId): Promise<Rec> {
    const where = and(eq(table.id, id), ...tenantOf(ctx));
    const [row] = await selectOf(ctx.db, ctx)({ where, orderBy: [], limit: 1, offset: 0 });
    if (!row) throw notFound();
    const [withText] = await addDictText(ctx, list, [row]);
    return toRecord(withText as Row, ctx);
  }
  const listPage = (query: z.infer<typeof listQuerySchema>, ctx: ListContext, maxPageSize?: number) =>
    runList<Row>(list, query, ctx, {
      select: selectOf(ctx.db, ctx),
      ...(definition.baseWhere ? { baseWhere: definition.baseWhere(ctx, query) } : {}),
      ...(definition.countUnfiltered ? { countUnfiltered: () => definition.countUnfiltered!(ctx) } : {}),
      ...(maxPageSize ? { maxPageSize } : {}),
    });

  const permissions = resource.permissions;
  const tags = [resource.api.replace(/^\//, '').replaceAll('/', '-')];
  const recordReply = { 200: replySchema(resource.record) };
  const idQuery = resource.numericIds ? numericIdQuerySchema : z.object({ id: z.string().min(1, '请指定记录').max(64) });
  const exportColumns = exportColumnsOf(resource.fields);

  /** list and queryById (behind the list's code) and exportXls (behind export, when the catalogue exports) */
  const readRoutes: FastifyPluginAsyncZod = async (fastify) => {
    fastify.get(
      routeOf(resource, 'list'),
      {
        config: { permission: permissions.list },
        schema: {
          tags,
          summary: `${resource.title}列表`,
          querystring: (definition.listQuery ? listQuerySchema.extend(definition.listQuery.shape) : listQuerySchema) as typeof listQuerySchema,
          response: { 200: replySchema(pageResultSchema(definition.listRecord ?? resource.record)) },
        },
      },
      async (request) => {
        const page = await listPage(request.query, request.ctx);
        const records = page.records.map((row) => toRecord(row as Row, request.ctx) as Record<string, unknown>);
        return ok({ ...page, records: definition.listed ? await definition.listed(request.ctx, records, request.query) : records });
      },
    );

    if (!definition.ownRoutes?.includes('queryById')) {
      fastify.get(
        routeOf(resource, 'queryById'),
        {
          config: { permission: permissions.list },
          schema: { tags, summary: `${resource.noun}详情`, querystring: idQuery, response: recordReply },
        },
        async (request) => ok((await get(request.ctx, request.query.id)) as Record<string, unknown>),
      );
    }

    if (permissions.export && exportColumns.length) {
      fastify.get(
        routeOf(resource, 'exportXls'),
        {
          config: { permission: permissions.export },
          schema: {
            tags,
            summary: `导出${resource.title}（Excel）`,
            querystring: listQuerySchema.extend({ selections: z.string().max(40_000).optional() }),
            response: { 200: z.any() },
          },
        },
        async (request, reply) => {
          const { selections, ...query } = request.query;
          const page = await listPage({ ...query, pageNo: '1', pageSize: String(EXPORT_MAX_ROWS) }, request.ctx, EXPORT_MAX_ROWS);
          const records = selectedOnly(
            page.records.map((row) => toRecord(row as Row, request.ctx) as { id: string }),
            selections,
          ).map((record) => (definition.exportRow ? definition.exportRow(record as Rec) : record));
          const buffer = await buildSheet(resource.title, exportColumns, records);
          return reply
            .header('content-type', XLSX_MIME)
            .header('content-disposition', attachment(`${resource.title}.xlsx`))
            .send(buffer);
        },
      );
    }
  };

  return { notFound, tenantOf, get, readRoutes, tags, recordReply, idQuery };
}

/**
 * The kit of a resource nobody edits here (会员, 定制客运车票: rows another system writes, no
 * version column): its list, queryById and exportXls only. A resource declaring an add, edit or
 * delete code is refused (the full kit makes those).
 */
export function readOnlyResourceKit<T extends ReadTable, Row extends Record<string, unknown>, Rec>(
  definition: ResourceReadDefinition<T, Row, Rec>,
): ReadOnlyResourceKit<Rec> {
  const { add, edit, delete: remove, batch_delete } = definition.resource.permissions;
  if (add || edit || remove || batch_delete) throw new Error(`resource ${definition.resource.api}: a read-only kit makes no writes (its codes name some)`);
  const read = readSide(definition);
  return { routes: read.readRoutes, service: { get: read.get } };
}

/** The kit for one resource: its routes (a plugin to register) and its service. */
export function resourceKit<T extends KitTable, Row extends Record<string, unknown>, Rec, Save, Edit>(
  definition: ResourceRoutesDefinition<T, Row, Rec, Save, Edit>,
  dataLog: DataLogWriter,
): ResourceKit<T, Rec> {
  const { resource, table, hooks } = definition;
  if (!table.version && (resource.permissions.add || resource.permissions.edit))
    throw new Error(`${resource.api}: a table without a version cannot be added to or edited`);
  const makes = (route: 'add' | 'edit') => Boolean(resource.permissions[route]) && !definition.ownRoutes?.includes(route);
  if ((makes('add') || makes('edit')) && !hooks.values) throw new Error(`${resource.api}: the kit's add and edit need the values hook`);
  const valuesOf: NonNullable<typeof hooks.values> = (ctx, input, current) => {
    if (!hooks.values) throw new Error(`${resource.api} saves through its own routes`);
    return hooks.values(ctx, input, current);
  };
  const { notFound, tenantOf, get, readRoutes, tags, recordReply, idQuery } = readSide(definition);
  const logTable = definition.dataLog === undefined ? definition.list.name : definition.dataLog;
  const stateField = resource.stateField ?? 'state';
  const messages: ResourceMessages = {
    added: '添加成功！',
    edited: '编辑成功!',
    deleted: '删除成功!',
    deletedBatch: (count) => `已删除 ${countOf(resource, count)}`,
    ...definition.messages,
  };

  const service: ResourceService<T, Rec> = {
    async find(db, ctx, id) {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(and(eq(table.id, id), ...tenantOf(ctx)));
      if (!row) throw notFound();
      return row as T['$inferSelect'];
    },
    async log(db, ctx, row) {
      const record = definition.logged ? definition.logged(row) : row;
      if (logTable) await dataLog.record(db, { table: logTable, record: record as never, by: ctx.session.username, at: ctx.now });
    },
    move(ctx, move) {
      if (!resource.states) throw new Error(`${resource.api} has no state machine`);
      return moveState(ctx, { table, stateField, service, machine: resource.states, noun: resource.noun }, move);
    },
    get,
    async add(ctx, input) {
      const added = await ctx.db.transaction(async (tx) => {
        const write = { ...ctx, db: tx };
        const values = await valuesOf(write, input as Save);
        const [row] = await tx
          .insert(table as PgTable)
          .values({
            ...values,
            ...(table.tenantId ? { tenantId: ctx.session.tenantId } : {}),
            createBy: ctx.session.username,
            createTime: ctx.now,
          } as never)
          .returning();
        await service.log(tx, ctx, row as T['$inferSelect']);
        await hooks.afterWrite?.(write, row as T['$inferSelect']);
        return row as T['$inferSelect'];
      });
      await hooks.afterCommit?.(ctx, [String((added as { id: RecordId }).id)]);
      return added;
    },
    async edit(ctx, input) {
      const edited = await ctx.db.transaction(async (tx) => {
        const write = { ...ctx, db: tx };
        const current = await service.find(tx, ctx, input.id);
        const editRefusal = resource.states?.editRefusal(String((current as Record<string, unknown>)[stateField]));
        if (editRefusal) throw new AppError(409, editRefusal);
        const values = await valuesOf(write, input as Edit, current);
        const row = await updateVersioned(
          tx,
          table as T & { version: PgColumn },
          input.id as string,
          input.version,
          { ...values, updateBy: ctx.session.username, updateTime: ctx.now },
          `${resource.noun}不存在`,
        );
        await service.log(tx, ctx, row);
        await hooks.afterWrite?.(write, row, current);
        return row;
      });
      await hooks.afterCommit?.(ctx, [String(input.id)]);
      return edited;
    },
    async remove(ctx, ids) {
      const removed = await ctx.db.transaction(async (tx) => {
        const rows = (await tx
          .select()
          .from(table as PgTable)
          .where(and(inArray(table.id, [...ids]), ...tenantOf(ctx)))) as Array<T['$inferSelect']>;
        if (rows.length === 0) throw notFound();
        const write = { ...ctx, db: tx };
        await hooks.beforeDelete?.(write, rows);
        const these = inArray(
          table.id,
          rows.map((row) => (row as { id: RecordId }).id),
        );
        if (definition.softDelete) {
          await tx
            .update(table as PgTable)
            .set({ ...definition.softDelete(write), updateBy: ctx.session.username, updateTime: ctx.now } as never)
            .where(these);
        } else {
          await tx.delete(table as PgTable).where(these);
        }
        return rows.map((row) => String((row as { id: RecordId }).id));
      });
      await hooks.afterCommit?.(ctx, removed);
      return removed.length;
    },
  };

  const permissions = resource.permissions;
  const nullReply = { 200: replySchema(z.null()) };
  const idsQuery = resource.numericIds ? numericIdsQuerySchema : idsQuerySchema;

  const routes: FastifyPluginAsyncZod = async (fastify) => {
    await readRoutes(fastify, {});
    if (makes('add')) {
      fastify.post(
        routeOf(resource, 'add'),
        { config: { permission: permissions.add }, schema: { tags, summary: `新增${resource.noun}`, body: resource.save, response: recordReply } },
        async (request) => {
          const row = await service.add(request.ctx, request.body);
          return ok((await service.get(request.ctx, (row as { id: RecordId }).id)) as Record<string, unknown>, messages.added);
        },
      );
    }

    if (makes('edit')) {
      fastify.route({
        method: resource.editMethod ?? 'PUT',
        url: routeOf(resource, 'edit'),
        config: { permission: permissions.edit },
        schema: { tags, summary: `编辑${resource.noun}`, body: resource.edit, response: recordReply },
        handler: async (request) => {
          const row = await service.edit(request.ctx, request.body as { id: RecordId; version: number });
          return ok((await service.get(request.ctx, (row as { id: RecordId }).id)) as Record<string, unknown>, messages.edited);
        },
      });
    }

    if (permissions.delete) {
      fastify.delete(
        routeOf(resource, 'delete'),
        {
          config: { permission: permissions.delete },
          schema: { tags, summary: `删除${resource.noun}`, querystring: idQuery, response: nullReply },
        },
        async (request) => {
          await service.remove(request.ctx, [request.query.id]);
          return ok(null, messages.deleted);
        },
      );
    }

    if (permissions.batch_delete) {
      fastify.delete(
        routeOf(resource, 'deleteBatch'),
        {
          config: { permission: permissions.batch_delete },
          schema: { tags, summary: `批量删除${resource.noun}`, querystring: idsQuery, response: nullReply },
        },
        async (request) => {
          const count = await service.remove(request.ctx, request.query.ids);
          return ok(null, messages.deletedBatch(count));
        },
      );
    }
  };

  return { routes, service };
}
