/**
 * Detail list (spec 03 section 2 "Other"): label / value pairs, 1 to 4 per row (default 3),
 * fewer on narrow screens. Empty values show '-'.
 *
 * Props: items ({ label, value, span? }), col (1-4), title, extra, bordered, size.
 */
import type { ReactNode } from 'react';
import { Descriptions } from 'antd';
import { responsiveColumns } from './description-list-layout';

export interface DescriptionItem {
  label: ReactNode;
  value: ReactNode;
  /** how many columns the item spans */
  span?: number;
  key?: string;
}

interface DescriptionListProps {
  items: DescriptionItem[];
  col?: number;
  title?: ReactNode;
  extra?: ReactNode;
  bordered?: boolean;
  size?: 'default' | 'middle' | 'small';
}

const isBlank = (value: ReactNode) => value === null || value === undefined || value === '';

export function DescriptionList({ items, col, title, extra, bordered, size = 'default' }: DescriptionListProps) {
  return (
    <Descriptions
      title={title}
      extra={extra}
      bordered={bordered}
      size={size}
      column={responsiveColumns(col)}
      items={items.map((item, index) => ({
        key: item.key ?? String(index),
        label: item.label,
        span: item.span,
        children: isBlank(item.value) ? '-' : item.value,
      }))}
    />
  );
}
