/**
 * antd Upload file lists <-> stored paths, applying the status rules of upload-status.ts, and
 * the customRequest that sends a file through the shared HTTP client.
 */
import type { UploadFile, UploadProps } from 'antd';
import { isApiError } from '../../lib/http';
import { uploadFiles, type UploadFilesInput } from './api/upload-files';
import { fileNameOfPath, fileUrlOf, resolveUploadReply, uploadErrorTip } from './upload-status';

/** Items for paths already stored (their reply is synthesised so every item reads the same). */
export function filesFromPaths(paths: string[]): UploadFile[] {
  return paths.map((path) => ({ uid: path, name: fileNameOfPath(path), status: 'done', url: fileUrlOf(path), response: { success: true, message: path } }));
}

/**
 * After antd reports a change: a finished request whose reply says success false becomes an
 * error; every error carries its tooltip text as `response` (antd shows a string response).
 */
export function settleUploadFile(file: UploadFile, pathField = 'message'): UploadFile {
  if (file.status === 'done') {
    const outcome = resolveUploadReply(file.response, pathField);
    if (outcome.status === 'error') return { ...file, status: 'error', response: outcome.message };
    return file.url ? file : { ...file, url: fileUrlOf(outcome.path) };
  }
  if (file.status === 'error') return { ...file, response: uploadErrorTip(file) };
  return file;
}

export function pathOfFile(file: UploadFile, pathField = 'message'): string | null {
  if (file.status !== 'done') return null;
  const outcome = resolveUploadReply(file.response, pathField);
  return outcome.status === 'done' ? outcome.path : null;
}

export function pathsOf(files: UploadFile[], pathField = 'message'): string[] {
  return files.map((f) => pathOfFile(f, pathField)).filter((p): p is string => p !== null);
}

/** antd customRequest posting through POST /sys/common/upload. */
export function uploadRequest(options: Omit<UploadFilesInput, 'files' | 'onProgress' | 'signal'>): NonNullable<UploadProps['customRequest']> {
  return ({ file, onProgress, onSuccess, onError }) => {
    const controller = new AbortController();
    uploadFiles({ ...options, files: [file as File], onProgress: (percent) => onProgress?.({ percent }), signal: controller.signal })
      .then((reply) => onSuccess?.(reply))
      .catch((error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        onError?.(failure as Parameters<NonNullable<typeof onError>>[0], isApiError(error) ? error.body : undefined);
      });
    return { abort: () => controller.abort() };
  };
}
