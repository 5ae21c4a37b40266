/**
 * Text shortened to a display width (Chinese characters count 2, see lib/text-width), with the
 * whole text in a tooltip when it was cut. Default length 25 (spec 03 section 9).
 *
 * Props: text, length.
 */
import { Tooltip } from 'antd';
import { ellipsis, ELLIPSIS_DEFAULT_LENGTH } from '../../lib/text-width';

export function Ellipsis({ text, length = ELLIPSIS_DEFAULT_LENGTH }: { text?: string | null; length?: number }) {
  const value = text ?? '';
  const shown = ellipsis(value, length);
  return shown === value ? (
    <span>{value}</span>
  ) : (
    <Tooltip title={value}>
      <span>{shown}</span>
    </Tooltip>
  );
}
