/**
 * Vehicle and driver pickers of the duty and dispatch pages: searchable selects of the tenant's
 * buses (鄂A·D10001 · 1001) and drivers (张伟 · SJ20001). Form.Item controls; value is the id.
 */
import { Select } from 'antd';
import { useDriverOptions, useVehicleOptions, type FleetOptionsFilter } from './api/get-fleet-options';

interface FleetSelectOwnProps {
  value?: string | null;
  onChange?(value: string | undefined): void;
  placeholder?: string;
  id?: string;
  style?: React.CSSProperties;
}

type FleetSelectProps = FleetSelectOwnProps & FleetOptionsFilter;

/** The searchable select both pickers are: the options loading, then `none` when there are none. */
function FleetSelect({
  value,
  onChange,
  loading,
  none,
  ...select
}: FleetSelectOwnProps & { loading: boolean; none: string; options: Array<{ value: string; label: string }> }) {
  return (
    <Select
      {...select}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? undefined)}
      allowClear
      showSearch
      optionFilterProp="label"
      loading={loading}
      notFoundContent={loading ? '加载中…' : none}
    />
  );
}

export function VehicleSelect({ value, onChange, placeholder = '请选择车辆', id, style, ...filter }: FleetSelectProps) {
  const vehicles = useVehicleOptions(filter);
  const options = (vehicles.data ?? []).map((v) => ({ value: v.id, label: `${v.plate} · ${v.selfNo}` }));
  return <FleetSelect {...{ value, onChange, placeholder, id, style, options }} loading={vehicles.isLoading} none="没有可用车辆" />;
}

export function DriverSelect({ value, onChange, placeholder = '请选择驾驶员', id, style, ...filter }: FleetSelectProps) {
  const drivers = useDriverOptions(filter);
  const options = (drivers.data ?? []).map((d) => ({ value: d.id, label: `${d.realname}${d.workNo ? ` · ${d.workNo}` : ''}` }));
  return <FleetSelect {...{ value, onChange, placeholder, id, style, options }} loading={drivers.isLoading} none="没有可用驾驶员" />;
}
