/**
 * Decoded text chunks into a statement's records: physical lines split on '\n' (a '\r' before it
 * dropped, a leading BOM too), numbered from 1, cells split on commas, a double-quoted cell keeping
 * its commas and line breaks ("" is a quote). One array of records per chunk, so a million-line file
 * costs one await per chunk rather than per line and holds only the chunk being read.
 */
import { StatementError, type StatementLimits } from './statement-types';

export interface TextRecord {
  /** the record's first line */
  line: number;
  text: string;
  cells: string[];
}

/** a line longer than this is no statement line: stop before it fills the memory */
const MAX_LINE_CHARS = 64 * 1024;
/** a quoted cell may hold line breaks, but a quote left open would swallow the rest of the file */
const MAX_LINES_PER_RECORD = 20;

/** The cells of one record's text; null while a quoted cell is still open (its record goes on on the next line). */
export function splitCsv(text: string): string[] | null {
  if (!text.includes('"')) return text.split(',');
  const cells: string[] = [];
  let at = 0;
  for (;;) {
    let cell = '';
    if (text[at] === '"') {
      at += 1;
      for (;;) {
        const close = text.indexOf('"', at);
        if (close < 0) return null;
        cell += text.slice(at, close);
        at = close + 1;
        if (text[at] !== '"') break;
        cell += '"';
        at += 1;
      }
    }
    const comma = text.indexOf(',', at);
    // what follows a closing quote up to the comma (the tab Alipay pads ids with) stays in the cell
    cells.push(cell + text.slice(at, comma < 0 ? text.length : comma));
    if (comma < 0) return cells;
    at = comma + 1;
  }
}

export async function* readRecords(chunks: AsyncIterable<string>, limits: StatementLimits): AsyncGenerator<TextRecord[]> {
  let rest = '';
  let lineNo = 0;
  let pending: { line: number; text: string; lines: number } | undefined;

  const take = (raw: string, records: TextRecord[]) => {
    lineNo += 1;
    if (lineNo > limits.maxLines) throw new StatementError('limit', `文件超过 ${limits.maxLines} 行，不能导入`, lineNo);
    let text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (lineNo === 1 && text.startsWith('\uFEFF')) text = text.slice(1);
    if (text.length > MAX_LINE_CHARS) throw new StatementError('line', `第 ${lineNo} 行过长（超过 ${MAX_LINE_CHARS} 个字符）`, lineNo);
    const record = pending ? { line: pending.line, text: `${pending.text}\n${text}`, lines: pending.lines + 1 } : { line: lineNo, text, lines: 1 };
    const cells = splitCsv(record.text);
    if (cells) {
      pending = undefined;
      records.push({ line: record.line, text: record.text, cells });
    } else if (record.lines >= MAX_LINES_PER_RECORD) {
      throw new StatementError('line', `第 ${record.line} 行的引号没有闭合`, record.line);
    } else pending = record;
  };

  for await (const chunk of chunks) {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    if (rest.length > MAX_LINE_CHARS)
      throw new StatementError('line', `第 ${lineNo + parts.length + 1} 行过长（超过 ${MAX_LINE_CHARS} 个字符）`, lineNo + parts.length + 1);
    const records: TextRecord[] = [];
    for (const part of parts) take(part, records);
    if (records.length) yield records;
  }
  const last: TextRecord[] = [];
  if (rest) take(rest, last);
  if (pending) throw new StatementError('line', `第 ${pending.line} 行的引号没有闭合`, pending.line);
  if (last.length) yield last;
}
