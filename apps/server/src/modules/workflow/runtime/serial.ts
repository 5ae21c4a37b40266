/**
 * Serial numbers of started processes by the designer's Serial rule: prefix, connector, the start
 * date in the rule's format, connector, a sequence padded to the suffix length. The sequence starts
 * at the rule's start value (as the designer's preview shows) and restarts each day, week, month or
 * year when the rule's cycle says so. One upsert per number, so two starts at once never share one.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { SerialRule } from './engine/process-graph';
import { wfSerial } from './runtime.table';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The date in a Java-style pattern (yyyy, yy, MM, dd, HH, mm, ss; other characters kept), server time. */
export function formatSerialDate(format: string, at: Date): string {
  const parts: Record<string, string> = {
    yyyy: String(at.getFullYear()),
    yy: pad(at.getFullYear() % 100),
    MM: pad(at.getMonth() + 1),
    dd: pad(at.getDate()),
    HH: pad(at.getHours()),
    mm: pad(at.getMinutes()),
    ss: pad(at.getSeconds()),
  };
  return format.replace(/yyyy|yy|MM|dd|HH|mm|ss/g, (token) => parts[token]);
}

/** The ISO week's Monday of a date: the period of a weekly reset. */
function mondayOf(at: Date): string {
  const monday = new Date(at.getFullYear(), at.getMonth(), at.getDate() - ((at.getDay() + 6) % 7));
  return formatSerialDate('yyyy-MM-dd', monday);
}

/** The period a number belongs to: its sequence restarts when the period changes. */
export function serialPeriod(cycle: SerialRule['cycle'], at: Date): string {
  switch (cycle) {
    case 'day':
      return formatSerialDate('yyyy-MM-dd', at);
    case 'week':
      return `W${mondayOf(at)}`;
    case 'month':
      return formatSerialDate('yyyy-MM', at);
    case 'year':
      return formatSerialDate('yyyy', at);
    default:
      return '';
  }
}

export function formatSerial(rule: SerialRule, at: Date, sequence: number): string {
  // as the designer's preview writes it: prefix, connector, date, connector, sequence
  return `${rule.prefix}${rule.connector}${formatSerialDate(rule.dateFormat, at)}${rule.connector}${String(sequence).padStart(rule.suffixLength, '0')}`;
}

/** Takes the next number of the process's rule inside the caller's transaction. */
export async function nextSerialNo(tx: Database, tenantId: number, processKey: string, rule: SerialRule, at: Date): Promise<string> {
  const period = serialPeriod(rule.cycle, at);
  const [row] = await tx
    .insert(wfSerial)
    .values({ tenantId, processKey, period, value: rule.startSequence })
    .onConflictDoUpdate({ target: [wfSerial.tenantId, wfSerial.processKey, wfSerial.period], set: { value: sql`${wfSerial.value} + 1` } })
    .returning({ value: wfSerial.value });
  return formatSerial(rule, at, row.value);
}
