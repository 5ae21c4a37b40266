/**
 * Line picker (线路): a searchable select of the tenant's lines, shown as `1路 火车站—江城大学`.
 * Works as a Form.Item control; value is the line id (or ids with `multiple`).
 */
import { Select } from 'antd';
import { useRouteOptions } from './api/get-ops-options';

export interface RouteSelectProps {
  value?: string | string[] | null;
  onChange?(value: string | string[] | undefined): void;
  multiple?: boolean;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  id?: string;
  /** the name a screen reader gives it where no form label is bound (a toolbar's line filter) */
  'aria-label'?: string;
  style?: React.CSSProperties;
  /** only lines of this type (e.g. 'custom' for 定制公交) */
  lineType?: string;
}

export function RouteSelect({
  value,
  onChange,
  multiple,
  placeholder = '请选择线路',
  disabled,
  allowClear = true,
  id,
  'aria-label': ariaLabel,
  style,
  lineType,
}: RouteSelectProps) {
  const routes = useRouteOptions();
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      style={style}
      mode={multiple ? 'multiple' : undefined}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? undefined)}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      loading={routes.isLoading}
      showSearch
      optionFilterProp="label"
      notFoundContent={routes.isLoading ? '加载中…' : '没有线路'}
      options={(routes.data ?? [])
        .filter((route) => !lineType || route.lineType === lineType)
        .map((route) => ({ value: route.id, label: `${route.number} ${route.name}` }))}
    />
  );
}
