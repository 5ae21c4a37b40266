import type { DataLog } from '@bus/contracts';

/**
 * Two selected versions can be compared only when they belong to the same record. Returns the
 * pair ordered older first, or the reason they cannot be compared.
 */
export function comparePair(rows: Pick<DataLog, 'id' | 'dataTable' | 'dataId' | 'dataVersion'>[]): { ids: [string, string] } | { error: string } {
  if (rows.length !== 2) return { error: '请选择同一条记录的两个版本进行对比' };
  const [a, b] = rows;
  if (a.dataTable !== b.dataTable || a.dataId !== b.dataId) return { error: '只能对比同一条记录（相同表名和数据 ID）的两个版本' };
  return a.dataVersion <= b.dataVersion ? { ids: [a.id, b.id] } : { ids: [b.id, a.id] };
}
