/**
 * The list-query language shared by the web's advanced query and the server's query layer
 * (spec 03 sections 3 and 9): `superQueryParams` is a URI-encoded JSON array of conditions,
 * `superQueryMatchType` joins them with and / or.
 */
import { z } from 'zod';

/** eq, like, right_like (starts with), left_like (ends with), in, ne, gt, ge, lt, le. */
export const SUPER_QUERY_RULES = ['eq', 'like', 'right_like', 'left_like', 'in', 'ne', 'gt', 'ge', 'lt', 'le'] as const;
export type SuperQueryRule = (typeof SUPER_QUERY_RULES)[number];

export const SUPER_QUERY_MATCH_TYPES = ['and', 'or'] as const;
export type SuperQueryMatchType = (typeof SUPER_QUERY_MATCH_TYPES)[number];

/** Field types of the advanced query; dict and options are stored as text or numbers. */
export type SuperQueryFieldType = 'string' | 'number' | 'date' | 'datetime' | 'dict' | 'options';

/** One condition as sent to the server; `val` of the 'in' rule holds comma-joined values. */
export interface SuperQueryCondition {
  field: string;
  rule: SuperQueryRule;
  val: string;
  type: SuperQueryFieldType;
  dbType?: string;
}

/** At most this many conditions per query, and values per 'in' (the database binds each one). */
export const MAX_SUPER_QUERY_CONDITIONS = 50;
export const MAX_IN_VALUES = 1000;

/** One query-string value: text, or a repeated parameter's values. */
const queryValue = z.union([z.string(), z.array(z.string())]);

/**
 * The query string of every list endpoint: paging (pageNo, pageSize), sort (column, order),
 * the advanced query (superQueryParams, superQueryMatchType), the cache breaker _t, and any
 * filter named after a list field (name=value; name_begin / name_end for ranges). Values stay
 * text: the server's list layer checks them against the list's allowlist and answers 422 in
 * its own words (a page that is not a number, a field the list does not allow).
 */
export const listQuerySchema = z
  .object({
    pageNo: z.string().optional(),
    pageSize: z.string().optional(),
    column: z.string().optional(),
    order: z.string().optional(),
    superQueryParams: z.string().optional(),
    superQueryMatchType: z.string().optional(),
    /** where the previous page ended (its reply's nextCursor): keyset paging to the next page */
    cursor: z.string().optional(),
    _t: z.string().optional(),
  })
  .catchall(queryValue);
export type ListQuery = z.infer<typeof listQuerySchema>;

/** What a web list sends: the same names, numbers allowed where the query string makes them text. */
export interface ListQueryParams {
  pageNo?: number;
  pageSize?: number;
  column?: string;
  order?: 'asc' | 'desc';
  superQueryParams?: string;
  superQueryMatchType?: SuperQueryMatchType;
  /** the previous page's nextCursor, sent with the next page number */
  cursor?: string;
  _t?: number;
  [filter: string]: string | number | boolean | undefined;
}
