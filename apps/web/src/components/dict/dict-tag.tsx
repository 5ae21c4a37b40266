/** A dictionary value as a coloured tag (the item's colour from the dictionary). */
import { Tag } from 'antd';
import { useDictItems } from '../../lib/dict-cache';

export function DictTag({ dictCode, value, text }: { dictCode: string; value: string | null | undefined; text?: string }) {
  const items = useDictItems(dictCode);
  if (!value) return null;
  const item = (items.data ?? []).find((i) => i.value === value);
  const color = item?.color && item.color !== 'default' ? item.color : undefined;
  return (
    <Tag color={color} style={{ marginInlineEnd: 0 }}>
      {text || item?.text || value}
    </Tag>
  );
}
