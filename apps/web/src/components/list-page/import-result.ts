/**
 * How an Excel import reply reads to the user (spec 03 sections 4 and 8): code 201 is a partial
 * success that carries an error file (`fileUrl` / `fileName`, or this server's `errorFileUrl`);
 * code 202 is a large file the server imports in the background (followed through `statusUrl`);
 * otherwise the server message, or the spec's defaults.
 */
import type { ApiReply } from '@bus/contracts';

export const IMPORT_PARTIAL_CODE = 201;
/** A large file: the server imports it in the background and tells where to follow it. */
export const IMPORT_RUNNING_CODE = 202;
export const IMPORT_MESSAGES = {
  uploaded: '文件上传成功',
  failed: '文件上传失败',
  partialTitle: '部分数据导入失败',
  wrongType: (accept: string) => `只支持 ${accept} 格式的文件`,
  tooLarge: (mb: number) => `文件大小不能超过 ${mb} MB`,
} as const;

interface ImportResultFields {
  msg?: string;
  fileUrl?: string | null;
  fileName?: string | null;
  errorFileUrl?: string | null;
  statusUrl?: string;
  totalRows?: number;
}

export type ImportOutcome =
  | { kind: 'success'; message: string }
  | { kind: 'partial'; message: string; fileUrl: string; fileName: string }
  | { kind: 'error'; message: string }
  | { kind: 'running'; message: string; statusUrl: string; totalRows: number };

export function readImportReply(reply: ApiReply<unknown> | undefined, fileName: string, errorFileName: string): ImportOutcome {
  if (!reply || reply.success === false) return importFailure(fileName, reply?.message);
  const result = (reply.result ?? {}) as ImportResultFields;
  if (reply.code === IMPORT_RUNNING_CODE && result.statusUrl) {
    return { kind: 'running', message: reply.message, statusUrl: result.statusUrl, totalRows: result.totalRows ?? 0 };
  }
  const fileUrl = result.fileUrl || result.errorFileUrl;
  if (reply.code === IMPORT_PARTIAL_CODE && fileUrl) {
    return { kind: 'partial', message: result.msg || reply.message, fileUrl, fileName: result.fileName || errorFileName };
  }
  return { kind: 'success', message: reply.message || IMPORT_MESSAGES.uploaded };
}

/** 'file upload failed', or the file name with the server's reason. */
export function importFailure(fileName: string, serverMessage: string | undefined): ImportOutcome {
  return { kind: 'error', message: serverMessage ? `${fileName} ${serverMessage}` : IMPORT_MESSAGES.failed };
}

/** A background import's state as the server reports it (GET statusUrl). */
export interface ImportJobState {
  status: 'running' | 'done' | 'failed';
  totalRows: number;
  processedRows: number;
  successCount: number;
  failCount: number;
  message: string | null;
  errorFileUrl: string | null;
}

/** The end of a background import, read the way a direct reply is. */
export function finishedJobOutcome(job: ImportJobState, fileName: string, errorFileName: string): ImportOutcome {
  if (job.status === 'failed') return importFailure(fileName, job.message ?? undefined);
  const message = job.message ?? IMPORT_MESSAGES.uploaded;
  if (job.failCount && job.errorFileUrl) return { kind: 'partial', message, fileUrl: job.errorFileUrl, fileName: errorFileName };
  return { kind: 'success', message };
}
