import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PageResult } from '@bus/contracts';
import type { Database } from '../../db/client';
import { dataRuleConditions } from './data-rules';
import { cursorFor, encodeCursor, keysetColumn, queryFingerprint, selectKeysetPage } from './keyset';
import type { ListDefinition } from './list-definition';
import type { ListContext } from './lookups';
import { parseListQuery, type QueryParams } from './parse-list-query';

export interface ListQueryParts {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

export interface RunListOptions<Row> {
  /** conditions the endpoint always applies (e.g. not deleted) */
  baseWhere?: (SQL | undefined)[];
  /** the page query; defaults to all columns of the definition's table */
  select?: (parts: ListQueryParts) => Promise<Row[]>;
  /**
   * The count query; defaults to counting the definition's table. Give one when the conditions
   * need a join; such a list also pages the plain way, since `selectPage` finds keys on the
   * definition's table alone.
   */
  count?: (where: SQL | undefined) => Promise<number>;
  /**
   * The total when only `baseWhere` and the tenant apply (no filter, no data rule): a list may
   * know a cheaper way to count exactly that, e.g. from a narrow membership table. It must be
   * exact, as every total is: the web shows 'a-b 共 n 条' with no "about" (showTotal in
   * use-list-page.ts), so an estimate would be shown as a fact.
   */
  countUnfiltered?: () => Promise<number>;
  /** largest page size allowed (exports may ask for more) */
  maxPageSize?: number;
}

/** Every condition of a request: base, tenant, data rules, filters, super query. */
export async function listWhere(definition: ListDefinition, params: QueryParams, context: ListContext, baseWhere: (SQL | undefined)[] = []) {
  const parsed = parseListQuery(definition, params);
  const tenant = definition.tenantColumn ? [eq(definition.tenantColumn, context.session.tenantId)] : [];
  const rules = await dataRuleConditions(definition, context);
  return { parsed, where: and(...baseWhere, ...tenant, ...rules, ...parsed.where) };
}

/** Runs a list request through the allowlist and returns the page with dictionary texts added. */
export async function runList<Row extends Record<string, unknown>>(
  definition: ListDefinition,
  params: QueryParams,
  context: ListContext,
  options: RunListOptions<Row> = {},
): Promise<PageResult<Row & Record<string, unknown>>> {
  const { db } = context;
  const parsed = parseListQuery(definition, params, options.maxPageSize);
  const tenant = definition.tenantColumn ? [eq(definition.tenantColumn, context.session.tenantId)] : [];
  const rules = await dataRuleConditions(definition, context);
  const where = and(...(options.baseWhere ?? []), ...tenant, ...rules, ...parsed.where);
  const parts: ListQueryParts = { where, orderBy: parsed.orderBy, limit: parsed.pageSize, offset: parsed.offset };

  const select =
    options.select ??
    ((p: ListQueryParts) =>
      db
        .select()
        .from(definition.table)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset) as unknown as Promise<Row[]>);
  const countRows = options.count ?? (async (w: SQL | undefined) => (await db.select({ n: count() }).from(definition.table).where(w))[0]?.n ?? 0);
  const filtered = rules.length > 0 || parsed.where.length > 0;
  const countTotal = () => (options.countUnfiltered && !filtered ? options.countUnfiltered() : countRows(where));

  // keyset paging where the sort allows it (keyset.ts); a list counted through a join pages the plain way
  const seekable = options.count ? undefined : keysetColumn(definition, parsed.sort);
  const fingerprint = seekable ? queryFingerprint(params) : '';
  const after = seekable ? cursorFor(params, parsed.pageNo, fingerprint) : undefined;
  const page = seekable
    ? selectKeysetPage(db, definition, seekable, parsed.sort.order, parts, after, select)
    : (options.count ? select(parts) : selectPage(db, definition, parts, select)).then((rows) => ({ rows, last: undefined }));

  const [{ rows, last }, total] = await Promise.all([page, countTotal()]);
  const withText = await addDictText(context, definition, rows);
  const nextCursor =
    last && rows.length === parsed.pageSize ? encodeCursor({ page: parsed.pageNo, query: fingerprint, value: last.value, key: last.key }) : undefined;
  return {
    records: withText,
    total: Number(total),
    size: parsed.pageSize,
    current: parsed.pageNo,
    pages: Math.ceil(Number(total) / parsed.pageSize),
    ...(nextCursor ? { nextCursor } : {}),
  };
}

/**
 * A page past the first in two steps (a deferred join): the keys of the page, sorted and skipped
 * over on the narrow columns the sort and conditions need (an index where there is one), then the
 * rows of just those keys. Skipping over whole rows would read and sort every wide row before the
 * page. The second step keeps every condition, so a row that left the list (another tenant, a data
 * rule, the recycle bin) in between is not shown; the tie-breaker is unique, so the keys are the page.
 */
export async function selectPage<Row>(
  db: Database,
  definition: ListDefinition,
  parts: ListQueryParts,
  select: (parts: ListQueryParts) => Promise<Row[]>,
): Promise<Row[]> {
  if (parts.offset === 0) return select(parts); // the sort's index stops after one page: nothing to skip
  const keys = await db
    .select({ key: definition.tieBreaker })
    .from(definition.table)
    .where(parts.where)
    .orderBy(...parts.orderBy)
    .limit(parts.limit)
    .offset(parts.offset);
  if (keys.length === 0) return [];
  const onlyKeys = and(
    parts.where,
    inArray(
      definition.tieBreaker,
      keys.map((k) => k.key),
    ),
  );
  return select({ where: onlyKeys, orderBy: parts.orderBy, limit: parts.limit, offset: 0 });
}

/** Adds `<field>_dictText` for every dictionary field (comma-separated values are each translated). */
export async function addDictText<Row extends Record<string, unknown>>(
  { db, lookups }: Pick<ListContext, 'db' | 'lookups'>,
  definition: ListDefinition,
  records: Row[],
): Promise<Array<Row & Record<string, unknown>>> {
  const dictFields = Object.entries(definition.fields).filter(([, f]) => f.dict);
  if (dictFields.length === 0 || records.length === 0) return records;
  const codes = [...new Set(dictFields.map(([, f]) => f.dict!))];
  const rows = await lookups.dictTexts(db, codes);
  const texts = new Map(rows.map((r) => [`${r.code}\u0000${r.value}`, r.text]));
  return records.map((record) => {
    const out: Record<string, unknown> = { ...record };
    for (const [name, field] of dictFields) {
      const value = record[name];
      if (value === null || value === undefined || value === '') {
        out[`${name}_dictText`] = '';
        continue;
      }
      out[`${name}_dictText`] = String(value)
        .split(',')
        .map((v) => texts.get(`${field.dict}\u0000${v}`) ?? v)
        .join(',');
    }
    return out as Row & Record<string, unknown>;
  });
}
