/**
 * A searchable multiple user picker over DesignerServices.searchUsers. The value carries names
 * with the ids, so stored names show before any search (the row's text / CopyUser text).
 */
import { Select, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { DesignerServices, PickUser } from '../../react/designer-props';

export interface PickedUsers {
  ids: string[];
  names: string[];
}

/** spec 02 section 9: default debounce 100 ms */
const SEARCH_DEBOUNCE_MS = 100;

export function UserSelect({
  id,
  services,
  value,
  onChange,
}: {
  id?: string;
  services?: DesignerServices;
  value: PickedUsers;
  onChange(value: PickedUsers): void;
}) {
  const [found, setFound] = useState<PickUser[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const search = (keyword: string) => {
    if (!services) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setLoading(true);
      services
        .searchUsers({ keyword: keyword || undefined, pageNo: 1, pageSize: 20 })
        .then((page) => setFound(page.records))
        .finally(() => setLoading(false));
    }, SEARCH_DEBOUNCE_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const options = useMemo(() => {
    const byId = new Map<string, string>(value.ids.map((userId, index) => [userId, value.names[index] ?? userId]));
    found.forEach((user) => byId.set(user.id, user.realname || user.username));
    return [...byId].map(([userId, name]) => ({ value: userId, label: name }));
  }, [found, value]);

  return (
    <Select
      id={id}
      mode="multiple"
      showSearch
      filterOption={false}
      placeholder={services ? '输入姓名或账号搜索' : '未提供用户数据服务'}
      disabled={!services}
      value={value.ids}
      options={options}
      notFoundContent={loading ? <Spin size="small" /> : '无匹配用户'}
      onSearch={search}
      onFocus={() => found.length === 0 && search('')}
      onChange={(ids: string[]) => onChange({ ids, names: ids.map((userId) => options.find((option) => option.value === userId)?.label ?? userId) })}
      style={{ width: '100%' }}
    />
  );
}
