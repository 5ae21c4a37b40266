/**
 * Search-select (spec 03 section 2): type to find a dictionary item.
 * - async (default): each search asks GET /sys/dict/loadDict/{dict} (keyword, pageSize 10) 800 ms
 *   after the last key stroke; a stored value's label comes from loadDictItem.
 * - local (async false): all items of the code (or `options`) filtered in the browser.
 * Async mode without a dictionary logs that none is configured. Works as a Form.Item control.
 *
 * Props: dict (a dictionary code; dynamic_user, dynamic_depart ... or a sys_dict code),
 * async (default true), options (local mode), value, onChange(value, label), pageSize,
 * placeholder, disabled.
 */
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { loadDict, loadDictItem } from './api/load-dict';
import { NO_DICT_CONFIGURED, SEARCH_DEBOUNCE_MS, SEARCH_PAGE_SIZE, type Option } from './dict-logic';
import { useDictOptions } from './use-dict-options';

export interface DictSearchSelectProps {
  dict?: string;
  async?: boolean;
  options?: Option[];
  value?: string;
  onChange?(value: string | undefined, label?: string): void;
  pageSize?: number;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
}

export function DictSearchSelect({
  dict = '',
  async = true,
  options: given,
  value,
  onChange,
  pageSize = SEARCH_PAGE_SIZE,
  placeholder = '请输入关键字搜索',
  disabled,
  style,
  id,
}: DictSearchSelectProps) {
  const [keyword, setKeyword] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const local = useDictOptions(async || given ? '' : dict);

  useEffect(() => {
    if (async && !dict) console.error(NO_DICT_CONFIGURED);
  }, [async, dict]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const results = useQuery({
    queryKey: ['dict', 'search', dict, searched, pageSize],
    queryFn: () => loadDict(dict, searched ?? '', pageSize),
    enabled: async && !!dict && searched !== null,
  });
  const label = useQuery({
    queryKey: ['dict', 'label', dict, value],
    queryFn: async () => (await loadDictItem(dict, [value!]))[0],
    enabled: async && !!dict && !!value && !results.data?.some((o) => o.value === value),
    staleTime: 60_000,
  });

  const onSearch = (text: string) => {
    setKeyword(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSearched(text.trim()), SEARCH_DEBOUNCE_MS);
  };

  let options: Option[];
  if (!async) {
    const all = given ?? local.options;
    options = keyword ? all.filter((o) => o.label.toLowerCase().includes(keyword.toLowerCase())) : all;
  } else {
    options = (results.data ?? []).map((o) => ({ value: o.value, label: o.text }));
    if (value && !options.some((o) => o.value === value)) options = [{ value, label: label.data ?? value }, ...options];
  }

  return (
    <Select
      id={id}
      showSearch
      allowClear
      value={value || undefined}
      placeholder={placeholder}
      disabled={disabled || (async && !dict)}
      filterOption={false}
      onSearch={onSearch}
      onOpenChange={(visible) => visible && async && searched === null && setSearched('')}
      onChange={(next: string | undefined) => onChange?.(next, options.find((o) => o.value === next)?.label)}
      notFoundContent={results.isFetching ? <Spin size="small" /> : '暂无数据'}
      options={options.map((o) => ({ value: o.value, label: o.label }))}
      style={{ minWidth: 200, ...style }}
    />
  );
}
