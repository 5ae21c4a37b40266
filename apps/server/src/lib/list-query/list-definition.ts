/**
 * The one list query layer (DESIGN.md "Lists", issue 3 "Must hold"). A list endpoint declares
 * the fields a caller may filter, sort and super-query by; everything else in the request is
 * either ignored (unknown filters such as `_t`) or refused with a 422 naming the parameter
 * (unknown sort column, unknown super-query field, a value of the wrong type). Values are
 * always bound parameters; names only ever come from this allowlist.
 */
import type { AUTHENTICATED, ListFieldCatalogue, ListFieldKind, ListFieldSpec, PermissionCode } from '@bus/contracts';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** The field types and filter rules the catalogues in @bus/contracts use. */
export type ListFieldType = ListFieldKind;

/** How a plain `field=value` parameter filters: equality (default) or contains. */
export type DefaultRule = NonNullable<ListFieldSpec['rule']>;

export interface ListField {
  /** the column, or an SQL expression (for joined or computed values) */
  column: AnyPgColumn | SQL;
  type: ListFieldType;
  /** rule for `field=value`; strings given as `*x*`, `x*`, `*x` are always like / right / left like */
  rule?: DefaultRule;
  /** may be used as `column` for sorting (default true) */
  sortable?: boolean;
  /** may be used in `field=` filters and super queries (default true) */
  filterable?: boolean;
  /** dictionary code: replies carry `<field>_dictText` */
  dict?: string;
  /** a filter the column cannot express, e.g. "has a department" through a join */
  filter?: (value: string) => SQL;
}

export interface ListDefinition {
  /** table name used in messages and logs */
  name: string;
  /** the allowlist, keyed by the field name the web uses */
  fields: Record<string, ListField>;
  defaultSort: { field: string; order: 'asc' | 'desc' };
  /** a unique tie-breaker column (the primary key) so paging is stable; pages past the first are fetched by it */
  tieBreaker: AnyPgColumn;
  /** when set, every query is limited to the session's tenant */
  tenantColumn?: AnyPgColumn;
  /**
   * The permission code of the menu whose data rules govern this list (e.g. 'system:user:list').
   * Data rules granted to the user's roles for that menu are ANDed to every query. A list open to
   * every signed-in user (AUTHENTICATED: 我的消息) has none.
   */
  dataRulePermission?: PermissionCode | typeof AUTHENTICATED;
  /** the table, so callers can `from()` it; joins are the caller's business */
  table: PgTable;
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;
/** Offset paging deeper than this is refused: the caller must narrow the search instead. */
export const MAX_OFFSET = 100_000;

export function defineList<T extends ListDefinition>(definition: T): T {
  if (!Object.hasOwn(definition.fields, definition.defaultSort.field)) {
    throw new Error(`list ${definition.name}: default sort field ${definition.defaultSort.field} is not in the allowlist`);
  }
  return definition;
}

/** A catalogue field's column: the column or SQL expression, or that with a filter it cannot express. */
export type CatalogueColumn = AnyPgColumn | SQL | { column: AnyPgColumn | SQL; filter: (value: string) => SQL };

const hasFilter = (entry: CatalogueColumn): entry is { column: AnyPgColumn | SQL; filter: (value: string) => SQL } =>
  typeof (entry as { filter?: unknown }).filter === 'function' && 'column' in entry;

/**
 * A list's allowlist from the catalogue both sides share (@bus/contracts list-fields): the
 * catalogue says each field's type, rule, dictionary and whether it sorts and filters; this side
 * adds only the columns, one for every field of the catalogue (a missing or extra one is a type
 * error). A field the list can neither sort nor filter by (a form's or a column's only) takes
 * `null` and stays out of the allowlist; `null` for any other field is refused when the list is
 * declared, not when a user first filters by it.
 */
export function fieldsOf<T extends ListFieldCatalogue>(catalogue: T, columns: { [K in keyof T]: CatalogueColumn | null }): Record<keyof T & string, ListField> {
  const fields: Record<string, ListField> = {};
  for (const [name, spec] of Object.entries(catalogue)) {
    const entry = columns[name as keyof T];
    if (entry === null) {
      if (spec.sortable !== false || spec.filterable !== false)
        throw new Error(`list field ${name}: only a field that neither sorts nor filters may have no column`);
      continue;
    }
    fields[name] = {
      ...(hasFilter(entry) ? { column: entry.column, filter: entry.filter } : { column: entry }),
      type: spec.type,
      ...(spec.rule ? { rule: spec.rule } : {}),
      ...(spec.dict ? { dict: spec.dict } : {}),
      ...(spec.sortable === false ? { sortable: false } : {}),
      ...(spec.filterable === false ? { filterable: false } : {}),
    };
  }
  return fields as Record<keyof T & string, ListField>;
}
