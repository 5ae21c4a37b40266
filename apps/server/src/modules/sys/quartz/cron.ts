/**
 * Quartz-style cron expressions (seconds first, 6 or 7 fields, `?`, `L`, `W`, `#`, Quartz
 * weekday numbers 1 = Sunday) evaluated with croner. One place so validation, preview and the
 * scheduler agree on what an expression means.
 */
import { Cron } from 'croner';

const CRON_OPTIONS = { paused: true, mode: '6-or-7-parts', alternativeWeekdays: true, sloppyRanges: true } as const;

/** The reason an expression is refused, in Chinese, or null when it is valid. */
export function cronProblem(expression: string): string | null {
  const parts = expression.trim().split(/\s+/);
  if (parts.length < 6 || parts.length > 7) return 'Cron 表达式需要 6 或 7 个字段（秒 分 时 日 月 周 [年]），例如 0 0/5 * * * ?';
  try {
    new Cron(expression.trim(), CRON_OPTIONS).stop();
    return null;
  } catch (error) {
    return `Cron 表达式不正确：${(error as Error).message.replace(/^CronPattern: /, '')}`;
  }
}

/** The next `count` fire times after `from` (empty when the expression never fires again). */
export function nextRunTimes(expression: string, from: Date, count: number): Date[] {
  const cron = new Cron(expression.trim(), CRON_OPTIONS);
  try {
    return cron.nextRuns(count, from);
  } finally {
    cron.stop();
  }
}

export function nextRunTime(expression: string, from: Date): Date | null {
  return nextRunTimes(expression, from, 1)[0] ?? null;
}
