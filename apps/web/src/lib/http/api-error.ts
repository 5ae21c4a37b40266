import type { FieldError } from '@bus/contracts';
import { bodyMessage } from './map-http-error';

/** A failed call as callers see it: status, server message and the named field errors of a 422. */
export class ApiError extends Error {
  readonly status?: number;
  readonly body: unknown;
  readonly fieldErrors: FieldError[];
  /** the shared client has already put this failure on screen (false for silent requests) */
  notified = false;

  constructor(message: string, status?: number, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const errors = (body as { result?: { errors?: FieldError[] } } | undefined)?.result?.errors;
    this.fieldErrors = Array.isArray(errors) ? errors : [];
  }

  /** 429 replies may say how long to wait. */
  get retryAfterSeconds(): number | undefined {
    const value = (this.body as { result?: { retryAfterSeconds?: unknown } } | undefined)?.result?.retryAfterSeconds;
    return typeof value === 'number' ? value : undefined;
  }

  static fromBody(status: number | undefined, body: unknown, fallback: string): ApiError {
    return new ApiError(bodyMessage(body) || fallback, status, body);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
