/**
 * Pure rules of the popup report field (spec 03 sections 5 "Popup report field", 8 and 9):
 * configuration checks, the sorter string, the selection check and the source -> target mapping.
 */
export const POPUP_MODAL_WIDTH = 1200;
export const POPUP_PLACEHOLDER = '请选择';
export const POPUP_SEPARATOR = ',';
export const POPUP_CONFIG_ERROR = '弹窗参数未正确配置!';
export const POPUP_COUNT_MISMATCH = '原始字段与目标字段的数量不一致，请检查弹窗配置!';
export const SELECT_A_RECORD = '请选择一条记录';
/** Report metadata is kept this long (spec 03 section 9). */
export const REPORT_META_STALE_MS = 30_000;

export const splitFields = (fields: string | undefined) =>
  (fields ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);

/** The configuration error of a popup field, or null when it is usable. */
export function popupConfigError(code: string | undefined, sourceFields: string | undefined, targetFields: string | undefined): string | null {
  const source = splitFields(sourceFields);
  const target = splitFields(targetFields);
  if (!code?.trim() || source.length === 0 || target.length === 0) return POPUP_CONFIG_ERROR;
  if (source.length !== target.length) return POPUP_COUNT_MISMATCH;
  return null;
}

/** 'column=asc' / 'column=desc'; anything else is warned about on the console and ignored. */
export function parseSorter(sorter: string | undefined, warn: (text: string) => void = console.warn): { column: string; order: 'asc' | 'desc' } | undefined {
  if (!sorter) return undefined;
  const match = /^([A-Za-z_][A-Za-z0-9_]*)=(asc|desc)$/.exec(sorter.trim());
  if (!match) {
    warn(`sorter 参数不正确（${sorter}），请写成 column=asc 或 column=desc`);
    return undefined;
  }
  return { column: match[1], order: match[2] as 'asc' | 'desc' };
}

/** '请选择一条记录' when nothing is chosen, or more than one in single mode; null when fine. */
export function selectionError(count: number, multiple: boolean): string | null {
  if (count === 0) return SELECT_A_RECORD;
  if (!multiple && count > 1) return SELECT_A_RECORD;
  return null;
}

/** Each target field gets its source field's values of the chosen rows, comma-joined. */
export function mapSelection(
  rows: Array<Record<string, unknown>>,
  sourceFields: string,
  targetFields: string,
  separator = POPUP_SEPARATOR,
): Record<string, string> {
  const source = splitFields(sourceFields);
  const target = splitFields(targetFields);
  const out: Record<string, string> = {};
  target.forEach((field, index) => {
    out[field] = rows
      .map((row) => row[source[index]])
      .filter((v) => v !== null && v !== undefined && v !== '')
      .map(String)
      .join(separator);
  });
  return out;
}

/** Caller parameters go to the report as self_<name>. */
export function selfParams(params: Record<string, string | number | undefined> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined && value !== '') out[`self_${key}`] = String(value);
  return out;
}

/** Query values to request parameters: range fields become <field>_begin / <field>_end. */
export function queryParamsOf(values: Record<string, unknown>, rangeFields: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (rangeFields.includes(key) && Array.isArray(value)) {
      if (value[0]) out[`${key}_begin`] = String(value[0]);
      if (value[1]) out[`${key}_end`] = String(value[1]);
    } else out[key] = String(value);
  }
  return out;
}
