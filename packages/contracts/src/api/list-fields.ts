/**
 * The fields of a list, said once for both sides (issue 10: "one source for each list's fields").
 * The server builds its allowlist from a catalogue (lib/list-query `fieldsOf`, adding only the
 * columns), and the web's advanced query offers the fields marked `advanced`, with their labels,
 * dictionaries and choices (components/super-query `superQueryFieldsOf`). A field renamed or
 * dropped on one side is then a type error on the other, not a 422 in front of a user.
 */

/** How a field's values are stored and compared. */
export type ListFieldKind = 'string' | 'number' | 'date' | 'datetime' | 'boolean';

export interface ListFieldSpec {
  /** what the user reads (column title, advanced-query field) */
  label: string;
  type: ListFieldKind;
  /** rule of a plain `field=value` filter: equality (default) or contains */
  rule?: 'eq' | 'like';
  /** dictionary code: replies carry `<field>_dictText`, the advanced query offers its items */
  dict?: string;
  /** fixed choices the advanced query offers (a field without a dictionary) */
  choices?: ReadonlyArray<{ value: string | number; label: string }>;
  /** may be sorted by (default true) */
  sortable?: boolean;
  /** may be filtered and queried by (default true) */
  filterable?: boolean;
  /** offered in the advanced query (高级查询) */
  advanced?: boolean;
}

export type ListFieldCatalogue = Record<string, ListFieldSpec>;

/** Declares a catalogue, keeping its field names as a type. */
export function listFieldCatalogue<const T extends ListFieldCatalogue>(fields: T): T {
  return fields;
}
