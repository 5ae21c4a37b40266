/** The desk's pickers: the enabled pay modes, the service points, and a passenger found by phone or name. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { maskPhone, type MemberRecord, type SupplementPlaceRecord } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { usePayModes } from '../api/card-api';

interface SelectProps {
  value?: string | null;
  onChange?(value: string | null): void;
  id?: string;
}

/**
 * The search form's pay-mode item of the money lists (支付记录, 订单明细, 月卡开通 …): the enabled
 * pay modes by name, never a box where the clerk would have to type a mode's code.
 */
export function payModeSearchItem(label = '支付方式') {
  return (
    <Form.Item key="payMode" name="payMode" label={label}>
      <PayModeSelect allowClear placeholder={`请选择${label}`} />
    </Form.Item>
  );
}

export function PayModeSelect({
  value,
  onChange,
  id,
  withBalance,
  allowClear,
  placeholder = '请选择支付方式',
}: SelectProps & { withBalance?: boolean; allowClear?: boolean; placeholder?: string }) {
  const modes = usePayModes();
  const options = [
    ...(withBalance ? [{ value: 'balance', label: '从卡内余额扣除' }] : []),
    ...(modes.data ?? []).map((mode) => ({ value: mode.code, label: mode.name })),
  ];
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      loading={modes.isLoading}
      allowClear={allowClear}
      placeholder={placeholder}
    />
  );
}

export function PlaceSelect({ value, onChange, id }: SelectProps) {
  const places = useQuery({
    queryKey: ['isps', 'supplement-places', 'all'],
    queryFn: async () => unwrap(await getReply<{ records: SupplementPlaceRecord[] }>('/isps/supplementPlace/list', { params: { pageSize: 200 } })).records,
    staleTime: 60_000,
  });
  return (
    <Select
      id={id}
      allowClear
      showSearch
      optionFilterProp="label"
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={(places.data ?? []).map((place) => ({ value: place.id, label: place.name }))}
      loading={places.isLoading}
      placeholder="请选择办理网点"
    />
  );
}

/** a passenger found by the last digits of their phone or their name; the option shows the phone masked */
export function PassengerSelect({ value, onChange, id, onPicked }: SelectProps & { onPicked?(member: MemberRecord | null): void }) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 300);
  const params = /^\d{4,11}$/.test(query) ? { phone: query } : query ? { name: query } : null;
  const found = useQuery({
    queryKey: ['isps', 'passengers', params],
    queryFn: async () => unwrap(await getReply<{ records: MemberRecord[] }>('/ops/member/list', { params: { ...params, pageSize: 20 } })).records,
    enabled: params !== null,
  });
  const members = found.data ?? [];
  return (
    <Select
      id={id}
      showSearch
      allowClear
      filterOption={false}
      value={value ?? undefined}
      onSearch={setText}
      onChange={(next) => {
        onChange?.(next ?? null);
        onPicked?.(members.find((member) => member.id === next) ?? null);
      }}
      notFoundContent={params ? (found.isFetching ? '查询中…' : '没有找到乘客') : '输入手机号后 4 位以上或姓名'}
      options={members.map((member) => ({
        value: member.id,
        label: `${member.realName ?? member.nickname ?? '未命名'} ${member.phone.includes('*') ? member.phone : maskPhone(member.phone)}（${member.realNameState_dictText ?? member.realNameState}）`,
      }))}
      placeholder="输入手机号或姓名查找乘客"
    />
  );
}
