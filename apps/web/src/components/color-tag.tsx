/**
 * antd's Tag, with text that reads on a colour of the data's own (a line's GTFS colour, a
 * dictionary item's #hex): antd writes white on any such colour, 3.7:1 on a mid blue; here the
 * text is white or black, whichever reaches 4.5:1 (WCAG 2 AA). Preset names (green, processing …)
 * keep antd's own pair of colours, which the theme makes readable.
 */
import { Tag, type TagProps } from 'antd';
import { parseHexColor, readableTextOn } from '../lib/color-contrast';

export function ColorTag({ color, style, ...props }: TagProps) {
  const text = color && parseHexColor(color) ? readableTextOn(color) : undefined;
  return <Tag color={color} style={text ? { color: text, ...style } : style} {...props} />;
}
