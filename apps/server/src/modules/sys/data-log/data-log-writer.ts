import type { DataLogWriter } from '../../../lib/resource-kit';
import { recordDataLog } from './record-data-log';

/** 数据日志 as the resource kit writes it: what the system area offers every area (modules/sys/index.ts). */
export const dataLog: DataLogWriter = { record: recordDataLog };
