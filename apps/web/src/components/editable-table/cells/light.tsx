/**
 * Light stand-ins for antd Tag, Checkbox and Progress inside rows: plain elements styled like
 * them (editable-table.css). Hundreds mount while rows scroll, and antd's versions each register
 * their styles and context on mount; these cost a plain DOM node. Also usable by slot renders.
 */
import { useEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';

/** antd preset colours: [text, background, border] */
const PRESETS: Record<string, [string, string, string]> = {
  blue: ['#0958d9', '#e6f4ff', '#91caff'],
  geekblue: ['#1d39c4', '#f0f5ff', '#adc6ff'],
  cyan: ['#08979c', '#e6fffb', '#87e8de'],
  green: ['#389e0d', '#f6ffed', '#b7eb8f'],
  lime: ['#7cb305', '#fcffe6', '#eaff8f'],
  gold: ['#d48806', '#fffbe6', '#ffe58f'],
  yellow: ['#d4b106', '#feffe6', '#fffb8f'],
  orange: ['#d46b08', '#fff7e6', '#ffd591'],
  volcano: ['#d4380d', '#fff2e8', '#ffbb96'],
  red: ['#cf1322', '#fff1f0', '#ffa39e'],
  magenta: ['#c41d7f', '#fff0f6', '#ffadd2'],
  pink: ['#c41d7f', '#fff0f6', '#ffadd2'],
  purple: ['#531dab', '#f9f0ff', '#d3adf7'],
};

export function CellTag({ color, children }: { color?: string | null; children: ReactNode }) {
  const preset = color ? PRESETS[color] : undefined;
  const style = preset
    ? { color: preset[0], background: preset[1], borderColor: preset[2] }
    : color
      ? { color: '#fff', background: color, borderColor: color }
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
    <span className={`et-progress${value >= 100 ? ' et-progress-done' : ''}`} role="progressbar" aria-valuenow={value} aria-valuemin={0} aria-valuemax={100}>
      <span className="et-progress-track">
        <span className="et-progress-bar" style={{ width: `${value}%` }} />
      </span>
      <span className="et-progress-text">{value}%</span>
    </span>
  );
}
