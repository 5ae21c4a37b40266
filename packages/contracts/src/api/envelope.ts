import { z } from 'zod';

/** Every reply of the API: DESIGN.md "Reply envelope". */
export interface ApiReply<T> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

/** The list shape: DESIGN.md "Lists". */
export interface PageResult<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
  /** where this page ended: send it as `cursor` with the next page number to seek there (keyset paging) */
  nextCursor?: string;
}

export const replySchema = <T extends z.ZodTypeAny>(result: T) =>
  z.object({
    success: z.boolean(),
    message: z.string(),
    code: z.number(),
    result,
    timestamp: z.number(),
  });

export const pageResultSchema = <T extends z.ZodTypeAny>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number(),
    size: z.number(),
    current: z.number(),
    pages: z.number(),
    nextCursor: z.string().optional(),
  });

/** 422 replies name the field that failed. */
export interface FieldError {
  field: string;
  message: string;
}
