/**
 * Upload rules of spec 03 (sections 3, 4, 5, 8, 9) as pure functions: the status of a finished
 * upload, tooltips, the image uploader's type check and item limit, and stored paths / URLs.
 */
import { STATIC_FILE_PREFIX, type ApiReply } from '@bus/contracts';

export type UploadStatus = 'uploading' | 'done' | 'error' | 'removed';

/** spec 'file entry' */
export interface FileEntry {
  name: string;
  type?: string;
  size?: number;
  status: UploadStatus;
  percent?: number;
  path?: string;
  message?: string;
}

/** What a file cell / form field stores. */
export interface FileValue {
  name: string;
  path: string;
  size?: number;
}

export const UPLOAD_FAILED_TIP = '上传失败';
export const UNKNOWN_ERROR = '未知错误';
export const NOT_IMAGE_MESSAGE = '请上传图片';
export const UPLOADING_MESSAGE = '正在上传，请稍候';
export const NO_FILE_UPLOADED_MESSAGE = '未上传文件';
export const UNKNOWN_FILE_MESSAGE = '未知的文件';
export const UPLOAD_FAILED_MESSAGE = '文件上传失败';

/**
 * A finished request (spec 03 section 4 'Upload'): the path is read from the reply field named by
 * `pathField` (default message); a reply whose boolean success is false is an error with its
 * message or '未知错误'.
 */
export function resolveUploadReply(reply: unknown, pathField = 'message'): { status: 'done'; path: string } | { status: 'error'; message: string } {
  const body = (reply ?? {}) as Record<string, unknown>;
  if (typeof body.success === 'boolean' && !body.success) {
    return { status: 'error', message: typeof body.message === 'string' && body.message ? body.message : UNKNOWN_ERROR };
  }
  const path = body[pathField];
  if (typeof path !== 'string' || !path) return { status: 'error', message: UNKNOWN_ERROR };
  return { status: 'done', path };
}

/** The tooltip of a failed item: the server's message, else '上传失败'. */
export function uploadErrorTip(file: { response?: unknown; error?: unknown }): string {
  if (typeof file.response === 'string' && file.response) return file.response;
  const message = (file.response as { message?: unknown } | undefined)?.message;
  if (typeof message === 'string' && message) return message;
  const error = file.error as { message?: unknown } | undefined;
  if (typeof error?.message === 'string' && error.message && !/status code/i.test(error.message)) return error.message;
  return UPLOAD_FAILED_TIP;
}

/** spec 03 section 5: an image upload's type must contain 'image' (video when allowed). */
export function isAcceptedImageType(type: string | undefined, acceptVideo = false): boolean {
  const t = (type ?? '').toLowerCase();
  return t.includes('image') || (acceptVideo && t.includes('video'));
}

/** spec 03 section 9: at most 1 image when single, else the given max (0 = unlimited). */
export function imageMaxCount(multiple: boolean, max = 0): number | undefined {
  if (!multiple) return 1;
  return max > 0 ? max : undefined;
}

/** A second upload while one runs is refused unless multiple (spec 03 section 4). */
export function mayStartUpload(statuses: Array<string | undefined>, multiple: boolean): boolean {
  return multiple || !statuses.includes('uploading');
}

export function splitPaths(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

export const joinPaths = (paths: string[]) => paths.join(',');

/** Stored path -> URL it is served at; absolute URLs and /api paths are kept. */
export function fileUrlOf(path: string): string {
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('/') || path.startsWith('data:') || path.startsWith('blob:')) return path;
  return `${STATIC_FILE_PREFIX}${path}`;
}

export function fileNameOfPath(path: string): string {
  return path.split(/[\\/]/).pop() || path;
}

/** Accepts what a cell may hold: a FileValue, its JSON, or a bare stored path. */
export function parseFileValue(value: unknown): FileValue | null {
  if (!value) return null;
  if (typeof value === 'object') {
    const v = value as Partial<FileValue>;
    return typeof v.path === 'string' && v.path ? { name: v.name || fileNameOfPath(v.path), path: v.path, size: v.size } : null;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text.startsWith('{')) {
    try {
      return parseFileValue(JSON.parse(text));
    } catch {
      return null;
    }
  }
  return text ? { name: fileNameOfPath(text), path: text } : null;
}

const UNITS = ['B', 'KB', 'MB', 'GB'];
export function formatFileSize(bytes: number | undefined): string {
  if (bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  let n = bytes;
  let unit = 0;
  while (n >= 1024 && unit < UNITS.length - 1) {
    n /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? n : n.toFixed(1)} ${UNITS[unit]}`;
}

/**
 * The image to insert into rich text (spec 03 section 7): message 'local' means embed the file
 * itself (as a data URL); otherwise the reply names where the image is served.
 */
export async function richTextImageSource(
  reply: ApiReply<{ url?: string } | null>,
  file: Blob,
  readAsDataUrl: (file: Blob) => Promise<string>,
): Promise<string> {
  if (reply.success === false) throw new Error(reply.message || UNKNOWN_ERROR);
  if (reply.message === 'local') return readAsDataUrl(file);
  return reply.result?.url || fileUrlOf(reply.message);
}
