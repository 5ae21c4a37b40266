/**
 * Form values of a report definition: one editable row per result column, carrying how it is
 * shown and whether (and how) it can be queried. Pure, so the rules are tested without a screen.
 */
import type { CgreportRecord, CgreportSave, ReportColumn, ReportQueryField } from '@bus/contracts';

export type QueryMode = 'none' | 'single' | 'range';

export interface ColumnRow {
  field: string;
  title: string;
  dictCode?: string | null;
  width?: number | null;
  show: boolean;
  sortable: boolean;
  query: QueryMode;
  queryHidden: boolean;
}

export interface ReportFormValues {
  code: string;
  name: string;
  reportSql: string;
  remark?: string | null;
  columns: ColumnRow[];
}

/** Rows for the SQL's result fields: existing rows keep their settings, new fields get defaults. */
export function mergeFields(fields: string[], current: ColumnRow[]): ColumnRow[] {
  return fields.map(
    (field) => current.find((c) => c.field === field) ?? { field, title: field, show: true, sortable: false, query: 'none', queryHidden: false },
  );
}

export function toFormValues(record: CgreportRecord): ReportFormValues {
  return {
    code: record.code,
    name: record.name,
    reportSql: record.reportSql,
    remark: record.remark,
    columns: record.columns.map((c) => {
      const query = record.queryFields.find((q) => q.field === c.field);
      return {
        field: c.field,
        title: c.title,
        dictCode: c.dictCode ?? null,
        width: c.width ?? null,
        show: c.show !== false,
        sortable: !!c.sortable,
        query: query ? query.mode : 'none',
        queryHidden: !!query?.hidden,
      };
    }),
  };
}

export function toSaveRequest(values: ReportFormValues): CgreportSave {
  const columns: ReportColumn[] = values.columns.map((c) => ({
    field: c.field,
    title: c.title.trim() || c.field,
    dictCode: c.dictCode?.trim() || null,
    width: c.width || null,
    show: c.show,
    sortable: c.sortable,
  }));
  const queryFields: ReportQueryField[] = values.columns
    .filter((c) => c.query !== 'none')
    .map((c) => ({
      field: c.field,
      title: c.title.trim() || c.field,
      mode: c.query as 'single' | 'range',
      hidden: c.queryHidden,
      dictCode: c.dictCode?.trim() || null,
    }));
  return { code: values.code.trim(), name: values.name.trim(), reportSql: values.reportSql, remark: values.remark?.trim() || null, columns, queryFields };
}

/** A server error on `columns.2.field` belongs to the column rows; others to their own field. */
export function formFieldOf(field: string): string | Array<string | number> {
  const match = /^(columns|queryFields)\.(\d+)\.(\w+)$/.exec(field);
  if (match) return ['columns', Number(match[2]), match[3] === 'field' ? 'title' : match[3]];
  return field;
}
