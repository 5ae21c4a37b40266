/**
 * The list-query language shared by the web's advanced query and the server's query layer
 * (spec 03 sections 3 and 9): `superQueryParams` is a URI-encoded JSON array of conditions,
 * `superQueryMatchType` joins them with and / or.
 */

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
