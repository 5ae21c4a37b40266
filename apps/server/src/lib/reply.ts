import type { ApiReply } from '@bus/contracts';

export function ok<T>(result: T, message = '操作成功'): ApiReply<T> {
  return { success: true, message, code: 200, result, timestamp: Date.now() };
}

export function failure(code: number, message: string, result: unknown = null): ApiReply<unknown> {
  return { success: false, message, code, result, timestamp: Date.now() };
}
