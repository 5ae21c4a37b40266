/**
 * Light stand-ins for antd Tag, Checkbox and Progress inside rows: plain elements styled like
 * them (editable-table.css). Hundreds mount while rows scroll, and antd's versions each register
 * their styles and context on mount; these cost a plain DOM node. Also usable by slot renders.
 */
import { useEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { parseHexColor, readableTextOn } from '../../../lib/color-contrast';

/** antd's preset colours: [text, background, border], each the theme's variable (the text made readable by app/antd-theme.ts) */
const PRESET_NAMES = ['blue', 'geekblue', 'cyan', 'green', 'lime', 'gold', 'yellow', 'orange', 'volcano', 'red', 'magenta', 'purple'];
const PRESETS: Record<string, [string, string, string]> = Object.fromEntries([
  ...PRESET_NAMES.map((name) => [name, [`var(--ant-${name}-7)`, `var(--ant-${name}-1)`, `var(--ant-${name}-3)`]]),
  ['pink', ['var(--ant-magenta-7)', 'var(--ant-magenta-1)', 'var(--ant-magenta-3)']],
]);

export function CellTag({ color, children }: { color?: string | null; children: ReactNode }) {
  const preset = color ? PRESETS[color] : undefined;
  const style = preset
    ? { color: preset[0], background: preset[1], borderColor: preset[2] }
    : color
      ? { color: parseHexColor(color) ? readableTextOn(color) : '#fff', background: color, borderColor: color }
      : undefined;
  return (
    <span className="et-tag" style={style}>
      {children}
    </span>
  );
}

export function CellCheckbox({ indeterminate, ...rest }: InputHTMLAttributes<HTMLInputElement> & { indeterminate?: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = Boolean(indeterminate);
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" className="et-check" {...rest} />;
}

export function CellProgress({ percent }: { percent: number }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <span
      className={`et-progress${value >= 100 ? ' et-progress-done' : ''}`}
      role="progressbar"
      aria-label="进度"
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <span className="et-progress-track">
        <span className="et-progress-bar" style={{ width: `${value}%` }} />
      </span>
      <span className="et-progress-text">{value}%</span>
    </span>
  );
}
