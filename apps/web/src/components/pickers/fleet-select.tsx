/**
 * Vehicle and driver pickers of the duty and dispatch pages: searchable selects of the tenant's
 * buses (鄂A·D10001 · 1001) and drivers (张伟 · SJ20001). Form.Item controls; value is the id.
 */
import { Select } from 'antd';
import { useDriverOptions, useVehicleOptions, type FleetOptionsFilter } from './api/get-fleet-options';

interface FleetSelectProps extends FleetOptionsFilter {
  value?: string | null;
  onChange?(value: string | undefined): void;
  placeholder?: string;
  id?: string;
  style?: React.CSSProperties;
}

export function VehicleSelect({ value, onChange, placeholder = '请选择车辆', id, style, ...filter }: FleetSelectProps) {
  const vehicles = useVehicleOptions(filter);
  return (
    <Select
      id={id}
      style={style}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? undefined)}
      placeholder={placeholder}
      allowClear
      showSearch
      optionFilterProp="label"
      loading={vehicles.isLoading}
      notFoundContent={vehicles.isLoading ? '加载中…' : '没有可用车辆'}
      options={(vehicles.data ?? []).map((v) => ({ value: v.id, label: `${v.plate} · ${v.selfNo}` }))}
    />
  );
}

export function DriverSelect({ value, onChange, placeholder = '请选择驾驶员', id, style, ...filter }: FleetSelectProps) {
  const drivers = useDriverOptions(filter);
  return (
    <Select
      id={id}
      style={style}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? undefined)}
      placeholder={placeholder}
      allowClear
      showSearch
      optionFilterProp="label"
      loading={drivers.isLoading}
      notFoundContent={drivers.isLoading ? '加载中…' : '没有可用驾驶员'}
      options={(drivers.data ?? []).map((d) => ({ value: d.id, label: `${d.realname}${d.workNo ? ` · ${d.workNo}` : ''}` }))}
    />
  );
}
