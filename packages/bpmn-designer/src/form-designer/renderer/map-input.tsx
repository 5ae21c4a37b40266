/**
 * The "map" field: key / value pairs. The value is a list of pairs rather than an object so a
 * row being typed (empty or repeated key) is kept and the form's rules can point at it.
 */
import { Button, Input, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';

export interface MapPair {
  key: string;
  value: string;
}

interface MapInputProps {
  id?: string;
  value?: MapPair[];
  onChange?(value: MapPair[]): void;
  disabled?: boolean;
}

export function asPairs(value: unknown): MapPair[] {
  return Array.isArray(value) ? value.map((pair) => ({ key: String(pair?.key ?? ''), value: String(pair?.value ?? '') })) : [];
}

/** The message for the first bad row, or undefined when every key is present and unique. */
export function checkPairs(pairs: MapPair[]): string | undefined {
  const seen = new Set<string>();
  for (let index = 0; index < pairs.length; index++) {
    const key = pairs[index].key.trim();
    if (!key) return `第 ${index + 1} 行缺少键`;
    if (seen.has(key)) return `键 ${key} 重复`;
    seen.add(key);
  }
  return undefined;
}

export function MapInput({ id, value, onChange, disabled }: MapInputProps) {
  const pairs = asPairs(value);
  const change = (index: number, patch: Partial<MapPair>) => onChange?.(pairs.map((pair, at) => (at === index ? { ...pair, ...patch } : pair)));
  return (
    <div id={id} className="fd-map-input">
      {pairs.map((pair, index) => (
        <Space.Compact key={index} block style={{ marginBottom: 8 }}>
          <Input
            aria-label={`键 ${index + 1}`}
            placeholder="键"
            value={pair.key}
            disabled={disabled}
            onChange={(event) => change(index, { key: event.target.value })}
          />
          <Input
            aria-label={`值 ${index + 1}`}
            placeholder="值"
            value={pair.value}
            disabled={disabled}
            onChange={(event) => change(index, { value: event.target.value })}
          />
          {!disabled && (
            <Button aria-label={`删除第 ${index + 1} 行`} icon={<DeleteOutlined />} onClick={() => onChange?.(pairs.filter((_, at) => at !== index))} />
          )}
        </Space.Compact>
      ))}
      {!disabled && (
        <Button type="dashed" block icon={<PlusOutlined />} onClick={() => onChange?.([...pairs, { key: '', value: '' }])}>
          添加键值
        </Button>
      )}
      {disabled && !pairs.length && <span className="fd-empty-value">无</span>}
    </div>
  );
}
