/**
 * Options of the select columns: a column's own `options`, else its dictionary (dictCode) through
 * the shared dictionary cache. Returns a lookup by column key (undefined while loading).
 */
import { useEffect, useMemo, useState } from 'react';
import type { DictItem } from '@bus/contracts';
import { getCachedDictItems, loadDictItems } from '../../lib/dict-cache';
import type { ColumnOption, EditableColumn } from './types';

export function useColumnOptions(columns: readonly EditableColumn[]): (key: string) => ColumnOption[] | undefined {
  const codes = useMemo(() => [...new Set(columns.filter((c) => !c.options && c.dictCode).map((c) => c.dictCode!))].sort(), [columns]);
  const [loaded, setLoaded] = useState<Record<string, DictItem[]>>(() =>
    Object.fromEntries(codes.flatMap((code) => (getCachedDictItems(code) ? [[code, getCachedDictItems(code)!]] : []))),
  );
  const codesKey = codes.join(',');
  useEffect(() => {
    let live = true;
    for (const code of codes) {
      if (loaded[code]) continue;
      void loadDictItems(code).then((items) => live && setLoaded((current) => ({ ...current, [code]: items })));
    }
    return () => {
      live = false;
    };
    // codesKey stands for codes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [codesKey]);
  return useMemo(() => {
    const byKey = new Map<string, ColumnOption[] | undefined>();
    for (const column of columns) {
      if (column.options) byKey.set(column.key, column.options);
      else if (column.dictCode) byKey.set(column.key, loaded[column.dictCode]);
    }
    return (key: string) => byKey.get(key);
  }, [columns, loaded]);
}
