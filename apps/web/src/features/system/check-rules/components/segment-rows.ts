/** The rule editor's rows (digits typed as text) to the stored segments, and back. */
import type { CheckRuleSegment } from '@bus/contracts';
import { compileUserPattern } from '@bus/contracts/user-pattern';

export interface SegmentRow {
  key: string;
  digits: string;
  pattern: string;
  message: string;
}

let counter = 0;
export const newRowKey = () => `row-${++counter}`;

export function toSegmentRows(segments: CheckRuleSegment[]): SegmentRow[] {
  return segments.map((s) => ({ key: newRowKey(), digits: String(s.digits), pattern: s.pattern, message: s.message }));
}

/** Segments to save, or the first problem in words (row numbers from 1). */
export function toSegments(rows: SegmentRow[]): { segments: CheckRuleSegment[] } | { error: string } {
  if (rows.length === 0) return { error: '至少需要一条校验规则' };
  const segments: CheckRuleSegment[] = [];
  for (const [index, row] of rows.entries()) {
    const n = index + 1;
    const digitsText = row.digits.trim();
    let digits: number | '*';
    if (digitsText === '*') digits = '*';
    else if (/^\d+$/.test(digitsText) && Number(digitsText) >= 1) digits = Number(digitsText);
    else return { error: `第 ${n} 条：位数必须是正整数或 *` };
    if (digits === '*' && index !== rows.length - 1) return { error: `第 ${n} 条：位数为 * 的规则必须是最后一条` };
    if (!row.pattern.trim()) return { error: `第 ${n} 条：请输入正则表达式` };
    // the server's engine and refusal (RE2: no backreferences or lookaround), told before saving
    const compiled = compileUserPattern(row.pattern);
    if (!compiled.ok) return { error: compiled.problem === 'invalid' ? `第 ${n} 条：正则表达式无效` : `第 ${n} 条：正则表达式${compiled.message}` };
    if (!row.message.trim()) return { error: `第 ${n} 条：请输入提示信息` };
    segments.push({ digits, pattern: row.pattern, message: row.message.trim() });
  }
  return { segments };
}
