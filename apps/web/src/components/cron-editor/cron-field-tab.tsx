/**
 * One tab of the cron editor (秒 分 时 日 月 周 年): a radio per mode the field allows, with the
 * numbers of each mode beside it. Changing a number selects its mode, so one action is enough.
 */
import type { ReactNode } from 'react';
import { Checkbox, InputNumber, Radio, Select, Space, Typography } from 'antd';
import { fieldRule, WEEKDAY_NAMES, type CronField, type CronMode, type FieldState } from './cron-fields';

interface CronFieldTabProps {
  field: CronField;
  state: FieldState;
  onChange(next: FieldState): void;
  disabled?: boolean;
}

const EVERY_LABEL: Partial<Record<CronField, string>> = { second: '每秒', minute: '每分钟', hour: '每小时', day: '每日', month: '每月', year: '每年' };
/** How a value and an interval of the field read in a sentence. */
const WORDS: Record<CronField, { at: string; every: string }> = {
  second: { at: '秒', every: '秒' },
  minute: { at: '分', every: '分钟' },
  hour: { at: '时', every: '小时' },
  day: { at: '日', every: '天' },
  month: { at: '月', every: '个月' },
  week: { at: '', every: '天' },
  year: { at: '年', every: '年' },
};

const weekdayOptions = Object.entries(WEEKDAY_NAMES).map(([value, label]) => ({ value: Number(value), label }));

export function CronFieldTab({ field, state, onChange, disabled }: CronFieldTabProps) {
  const rule = fieldRule(field);
  const words = WORDS[field];
  const set = (mode: CronMode, patch: Partial<FieldState> = {}) => onChange({ ...state, ...patch, mode });

  const number = (label: string, value: number, min: number, max: number, apply: (n: number) => void) => (
    <InputNumber
      size="small"
      aria-label={`${rule.label}${label}`}
      value={value}
      min={min}
      max={max}
      precision={0}
      disabled={disabled}
      style={{ width: field === 'year' ? 90 : 64 }}
      onChange={(n) => {
        if (typeof n === 'number' && Number.isInteger(n)) apply(n);
      }}
    />
  );
  const weekday = (label: string, value: number, apply: (n: number) => void) => (
    <Select
      size="small"
      aria-label={`${rule.label}${label}`}
      value={value}
      options={weekdayOptions}
      disabled={disabled}
      style={{ width: 80 }}
      onChange={apply}
    />
  );
  const valueInput = (label: string, value: number, min: number, apply: (n: number) => void) =>
    field === 'week' ? weekday(label, value, apply) : number(label, value, min, rule.max, apply);

  const rows: Partial<Record<CronMode, ReactNode>> = {
    unset: <Typography.Text type="secondary">日和周只能设置其中之一，设置一个时另一个自动变为不设置</Typography.Text>,
    every: null,
    range: (
      <Space size={4} wrap>
        从{valueInput('区间开始', state.range.start, rule.rangeStartMin ?? rule.min, (start) => set('range', { range: { ...state.range, start } }))}
        {words.at}至{valueInput('区间结束', state.range.end, rule.rangeEndMin ?? rule.min, (end) => set('range', { range: { ...state.range, end } }))}
        {words.at}
      </Space>
    ),
    loop: (
      <Space size={4} wrap>
        从{valueInput('循环开始', state.loop.start, rule.loopStartMin ?? rule.min, (start) => set('loop', { loop: { ...state.loop, start } }))}
        {words.at}开始，每隔
        {number('循环间隔', state.loop.interval, 1, rule.intervalMax, (interval) => set('loop', { loop: { ...state.loop, interval } }))}
        {words.every}执行一次
      </Space>
    ),
    work: (
      <Space size={4} wrap>
        本月{number('工作日', state.work, 1, 31, (work) => set('work', { work }))}日最近的工作日（周一至周五，不跨月）
      </Space>
    ),
    last:
      field === 'week' ? (
        <Space size={4} wrap>
          本月最后一个{weekday('最后一个', state.lastWeekday, (lastWeekday) => set('last', { lastWeekday }))}
        </Space>
      ) : (
        <span>本月最后一天</span>
      ),
    nth: (
      <Space size={4} wrap>
        本月第{number('第几个', state.nth.nth, 1, 5, (nth) => set('nth', { nth: { ...state.nth, nth } }))}个
        {weekday('第几个星期', state.nth.weekday, (weekday) => set('nth', { nth: { ...state.nth, weekday } }))}
      </Space>
    ),
    specify: (
      <Checkbox.Group
        aria-label={`${rule.label}指定`}
        value={state.list}
        disabled={disabled}
        onChange={(list) => set('specify', { list: (list as number[]).slice().sort((a, b) => a - b) })}
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(${field === 'week' ? 7 : field === 'month' ? 12 : 10}, minmax(0, 1fr))`,
          rowGap: 4,
          marginTop: 4,
        }}
      >
        {Array.from({ length: rule.max - rule.min + 1 }, (_, i) => rule.min + i).map((n) => (
          <Checkbox key={n} value={n}>
            {field === 'week' ? WEEKDAY_NAMES[n] : field === 'month' ? `${n}月` : n}
          </Checkbox>
        ))}
      </Checkbox.Group>
    ),
  };
  const labels: Record<CronMode, string> = {
    unset: '不设置',
    every: EVERY_LABEL[field] ?? '每天',
    range: '区间',
    loop: '循环',
    work: '工作日',
    last: field === 'week' ? '最后一个' : '最后一日',
    nth: '第几个',
    specify: '指定',
  };

  return (
    <div className="cron-field-tab" style={{ padding: '4px 8px' }}>
      {field === 'week' && state.mode === 'every' && (
        <Typography.Paragraph type="warning">周字段当前为“*”（每天）：请选择下面的一种方式，或在“日”里选择每日。</Typography.Paragraph>
      )}
      {/* antd sets the radio group's font size to 0 (for its buttons): the sentences need it back */}
      <Radio.Group value={state.mode} disabled={disabled} onChange={(e) => set(e.target.value as CronMode)} style={{ width: '100%', fontSize: 'inherit' }}>
        <Space direction="vertical" size={10} style={{ width: '100%' }}>
          {rule.modes.map((mode) => (
            <div key={mode} style={{ display: mode === 'specify' ? 'block' : 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
              <Radio value={mode}>{labels[mode]}</Radio>
              {rows[mode]}
            </div>
          ))}
        </Space>
      </Radio.Group>
    </div>
  );
}
