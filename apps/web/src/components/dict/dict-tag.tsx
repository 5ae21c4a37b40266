/** A dictionary value as a coloured tag (the item's colour from the dictionary). */
import { useDictItems } from '../../lib/dict-cache';
import { ColorTag } from '../color-tag';

export function DictTag({ dictCode, value, text }: { dictCode: string; value: string | null | undefined; text?: string }) {
  const items = useDictItems(dictCode);
  if (!value) return null;
  const item = (items.data ?? []).find((i) => i.value === value);
  const color = item?.color && item.color !== 'default' ? item.color : undefined;
  return (
    <ColorTag color={color} style={{ marginInlineEnd: 0 }}>
      {text || item?.text || value}
    </ColorTag>
  );
}
