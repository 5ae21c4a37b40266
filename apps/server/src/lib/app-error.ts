import type { FieldError } from '@bus/contracts';

/** An error that becomes an envelope reply with the given HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly result: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** 422 naming the field that failed. */
export function fieldError(field: string, message: string): AppError {
  const errors: FieldError[] = [{ field, message }];
  return new AppError(422, message, { errors });
}

/** 422 naming every field that failed (the form shows each under its field). */
export function fieldErrors(errors: FieldError[]): AppError {
  return new AppError(422, errors[0].message, { errors });
}

export const unauthorized = () => new AppError(401, 'Token失效，请重新登录');
export const forbidden = (message = '没有权限访问') => new AppError(403, message);

export function tooManyAttempts(message: string, retryAfterSeconds: number): AppError {
  return new AppError(429, message, { retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });
}
