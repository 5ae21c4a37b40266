/**
 * The jobs a scheduled task may run. A job names one of these keys; nothing a user types is
 * ever loaded as code. Each handler gets narrow dependencies and returns a short result text.
 */
import { lt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { LOG_TYPE_OPERATION, writeLog } from '../log/log.service';
import { sysLog } from '../log/log.table';
import { deleteExpiredSessions } from '../session/session.service';

export interface JobContext {
  db: Database;
  now: Date;
  parameter: string | null;
  /** the server's data directory (a job that reads or writes files works under it) */
  dataDir: string;
}

export interface JobHandler {
  /** Chinese name shown in the job list */
  name: string;
  /** what the parameter means, shown under the parameter input */
  parameterHint: string;
  /** the reason a parameter is refused, or null */
  validateParameter?: (parameter: string | null) => string | null;
  run(context: JobContext): Promise<string>;
}

const DEFAULT_LOG_RETENTION_DAYS = 90;

function retentionDays(parameter: string | null): number {
  const text = parameter?.trim() ?? '';
  return text === '' ? DEFAULT_LOG_RETENTION_DAYS : Number(text);
}

export const JOB_HANDLERS: Record<string, JobHandler> = {
  sessionCleanup: {
    name: '清理过期会话',
    parameterHint: '无需参数',
    async run({ db, now }) {
      await deleteExpiredSessions(db, now);
      return '已清理过期会话';
    },
  },
  logRetention: {
    name: '清理历史日志',
    parameterHint: `保留天数（1 - 3650 的整数），默认 ${DEFAULT_LOG_RETENTION_DAYS}`,
    validateParameter(parameter) {
      const days = retentionDays(parameter);
      return Number.isInteger(days) && days >= 1 && days <= 3650 ? null : '保留天数需为 1 - 3650 的整数';
    },
    async run({ db, now, parameter }) {
      const days = retentionDays(parameter);
      const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
      const deleted = await db.delete(sysLog).where(lt(sysLog.createTime, cutoff)).returning({ id: sysLog.id });
      return `已删除 ${deleted.length} 条 ${days} 天前的日志`;
    },
  },
  sampleHello: {
    name: '示例任务（写一条系统日志）',
    parameterHint: '写入日志的文字，可留空',
    validateParameter: (parameter) => ((parameter ?? '').length <= 200 ? null : '参数不能超过 200 个字符'),
    async run({ db, now, parameter }) {
      const content = `示例定时任务：${parameter?.trim() || 'Hello'}`;
      await writeLog(db, { logType: LOG_TYPE_OPERATION, content, createTime: now });
      return content;
    },
  },
};

export const isJobHandlerKey = (key: string) => Object.hasOwn(JOB_HANDLERS, key);

/** Another area's job (its routes plugin registers it once; a key is taken once). */
export function registerJobHandler(key: string, handler: JobHandler): void {
  if (Object.hasOwn(JOB_HANDLERS, key) && JOB_HANDLERS[key] !== handler) throw new Error(`job ${key} is registered already`);
  JOB_HANDLERS[key] = handler;
}
